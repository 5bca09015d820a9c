// npx node menu-reader/src/training/score-cached.ts DIR [--kind K] [--verbose] [--json OUT]: menu:eval's
// scores from cached page words (page-cache.ts), in seconds once the pictures were read once. For tuning
// the layout; the figures to report come from menu:eval.
import { writeFileSync } from 'node:fs'
import {
  evaluateCorpus,
  formatPageTable,
  formatScoreTable,
  parseEvalArgs,
  selectEntries,
} from '../cli/eval-corpus.ts'
import { readCorpusIndex } from '../eval/corpus.ts'
import { summarise } from '../eval/summarise.ts'
import { closeMenuReader } from '../read-menu.ts'
import { readMenuFromCache } from './menu-from-pages.ts'

const options = parseEvalArgs(process.argv.slice(2))
const dir = options.dir ?? '.'
const entries = selectEntries(readCorpusIndex(dir), options)
try {
  const results = await evaluateCorpus(dir, entries, readMenuFromCache)
  if (options.isVerbose) process.stdout.write(`${formatPageTable(results)}\n`)
  process.stdout.write(`${formatScoreTable(summarise(results))}\n`)
  if (options.jsonPath !== undefined) {
    const pages = results.map((result, index) => ({ ...entries[index], ...result }))
    writeFileSync(options.jsonPath, `${JSON.stringify({ dir, pages }, null, 2)}\n`)
  }
} finally {
  await closeMenuReader()
}
