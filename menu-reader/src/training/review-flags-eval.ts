// npm run menu:flags -- DIR [--kind K] [--by-source]: reads every page of a corpus
// (pages and `<id>.truth.json` beside them, as ../shared/menu-corpus/README.md), pairs the reader's items with
// the true ones (eval/match-items.ts) and says how well its review flags point at its mistakes: of the wrong
// items (in no exact pair) the share flagged, of all items the share flagged, per kind and overall, and per
// reason what it flags; by source, the repository the corpus's index names (else the page id's source). The
// pages' words come from the training's page cache (training/page-cache.ts), so that a change to the rules after
// the words is measured in seconds. Exit code 0 whatever the figures, 2 on bad arguments.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCommandLine, resolveArgPath, UsageError } from '../cli/args.ts'
import { selectEntries } from '../cli/eval-corpus.ts'
import {
  formatCatchTable,
  formatReasonTable,
  type PageTally,
  sourceOfPage,
  sumTallies,
} from '../cli/review-flags-tables.ts'
import { readCorpusIndex, readTruth } from '../eval/corpus.ts'
import { findWrongItems, tallyReview } from '../eval/review-catch.ts'
import { listScoredItems } from '../eval/score-page.ts'
import { closeMenuReader } from '../read-menu.ts'
import { readMenuFromCache } from './menu-from-pages.ts'

const USAGE = 'usage: npm run menu:flags -- DIR [--kind KIND] [--by-source]'

async function measure(args: string[]) {
  const { values, positionals } = parseCommandLine(args, {
    kind: { type: 'string' },
    'by-source': { type: 'boolean' },
  })
  if (positionals.length !== 1) throw new UsageError('give one corpus directory')
  const dir = resolveArgPath(positionals[0] ?? '')
  const entries = selectEntries(readCorpusIndex(dir), { kind: values.kind })
  const pages: PageTally[] = []
  for (const entry of entries) {
    const menu = await readMenuFromCache(new Uint8Array(readFileSync(join(dir, entry.file))))
    const predicted = listScoredItems(menu)
    const wrong = findWrongItems(listScoredItems(readTruth(dir, entry)), predicted)
    const reviews = menu.sections.flatMap((section) => section.items.map((item) => item.review))
    pages.push({
      file: entry.file,
      kind: entry.kind,
      source: entry.source ?? sourceOfPage(entry.file),
      tally: tallyReview(reviews, wrong),
    })
  }
  const byKind = sumTallies(pages, (page) => page.kind)
  process.stdout.write(`${entries.length} pages of ${dir}, ${new Date().toISOString().slice(0, 10)}\n\n`)
  process.stdout.write(`${formatCatchTable('kind', byKind)}\n\n`)
  process.stdout.write(`${formatReasonTable(byKind.at(-1)!.tally)}\n\n`)
  if (values['by-source']) {
    const bySource = sumTallies(pages, (page) => page.source)
    process.stdout.write(`${formatCatchTable('source', bySource)}\n`)
  }
}

try {
  await measure(process.argv.slice(2))
} catch (error) {
  process.stderr.write(`${error instanceof UsageError ? `${error.message}\n${USAGE}` : String(error)}\n`)
  process.exitCode = 2
} finally {
  await closeMenuReader()
}
