// npm run menu:eval -- DIR [--kind K] [--limit N] [--json out.json] [--verbose]: reads every page of a menu
// corpus (../shared/menu-corpus/README.md), scores it against its truth file and prints the scores per kind.
// Exit code 0 whatever the scores, 2 on bad arguments or a missing corpus.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type CorpusEntry, readCorpusIndex } from '../eval/corpus.ts'
import { summarise } from '../eval/summarise.ts'
import { closeMenuReader, readMenu } from '../read-menu.ts'
import { UsageError } from './args.ts'
import {
  type EvalOptions,
  evaluateCorpus,
  formatPageTable,
  formatScoreTable,
  parseEvalArgs,
  selectEntries,
} from './eval-corpus.ts'
import { describeError } from './failed-menu.ts'
import { formatNumber } from './format-table.ts'

const USAGE = 'usage: npm run menu:eval -- DIR [--kind KIND] [--limit N] [--json OUT.json] [--verbose]'

function prepare(): { options: EvalOptions; entries: CorpusEntry[] } {
  const options = parseEvalArgs(process.argv.slice(2))
  if (!existsSync(join(options.dir, 'index.json'))) {
    throw new Error(`no corpus at ${options.dir} (it needs an index.json)`)
  }
  return { options, entries: selectEntries(readCorpusIndex(options.dir), options.kind, options.limit) }
}

let prepared: ReturnType<typeof prepare>
try {
  prepared = prepare()
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : describeError(error))
  process.exit(2)
}
const { options, entries } = prepared

console.log(`Evaluating ${entries.length} pages of ${options.dir}`)
try {
  const results = await evaluateCorpus(options.dir, entries, readMenu, (result, index) => {
    const position = `[${String(index + 1).padStart(String(entries.length).length)}/${entries.length}]`
    const failure = result.error === null ? '' : `  failed: ${result.error}`
    console.error(
      `${position} ${result.file}  exact F1 ${formatNumber(result.score.exactF1, 2)}  ` +
        `${formatNumber(result.seconds, 1)} s${failure}`,
    )
  })
  const summaries = summarise(results)
  if (options.isVerbose) console.log(`\n${formatPageTable(results)}`)
  console.log(`\n${formatScoreTable(summaries)}`)
  console.log(
    '\nScores are per-page means (../shared/menu-corpus/README.md, "How it is scored"); price and section\n' +
      'accuracy are over found pairs, leaving out pages where nothing was found. Variants (label and price\n' +
      'both right) are counted over the found items of all the kind’s pages together; multi F1 only over items\n' +
      'whose truth prints two prices or more. Seconds are wall-clock time\n' +
      'in readMenu, the first page including the text-reading models’ loading. Peak RSS is the process high-water\n' +
      'mark (resourceUsage().maxRSS) once the kind’s pages were read: it never goes down.',
  )
  if (options.jsonPath !== undefined) {
    const pages = results.map((result, index) => ({ ...entries[index], ...result }))
    writeFileSync(options.jsonPath, `${JSON.stringify({ dir: options.dir, summaries, pages }, null, 2)}\n`)
    console.log(`\nWrote ${options.jsonPath}`)
  }
} finally {
  await closeMenuReader()
}
