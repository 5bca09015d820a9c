// npx node menu-reader/src/training/score-cached.ts [DIR] [--kind K] [--family F] [--leave-out F] [--verbose]
// [--json OUT]: menu:eval's scores from cached page words (page-cache.ts), in seconds once the pictures were
// read once. For tuning the layout; the figures to report come from menu:eval. --leave-out FAMILY works as
// menu:eval's: only that family's pages of generator 2's set (DIR, else the standard one), read with a line
// labeller trained without it (cli/leave-out.ts), trained from cached pages only (--cached-only) when missing.
import { writeFileSync } from 'node:fs'
import {
  evaluateCorpus,
  formatPageTable,
  formatScoreTable,
  parseEvalArgs,
  selectEntries,
} from '../cli/eval-corpus.ts'
import { listEvalSets, prepareSet } from '../cli/eval-sets.ts'
import { formatSetMenuTable } from '../cli/eval-tables.ts'
import { prepareLabellerWithout } from '../cli/leave-out.ts'
import { readCorpusIndex } from '../eval/corpus.ts'
import { summarise } from '../eval/summarise.ts'
import { closeMenuReader } from '../read-menu.ts'
import { readMenuFromCache } from './menu-from-pages.ts'

// The directory to score and the family to keep: --leave-out names both the family and generator 2's set.
function chooseCorpus(dir: string | undefined, leaveOut: string | undefined): string {
  if (leaveOut === undefined || dir !== undefined) return dir ?? '.'
  const families = listEvalSets().find((set) => set.id === 'families')
  if (!families) throw new Error('no left-out families set to read')
  prepareSet(families)
  return families.dir
}

const options = parseEvalArgs(process.argv.slice(2))
const { leaveOut } = options
const dir = chooseCorpus(options.dir, leaveOut)
try {
  if (leaveOut !== undefined) {
    process.env.MENU_READER_LABELLER = prepareLabellerWithout(leaveOut, undefined, ['--cached-only'])
    process.stdout.write(`Line labeller trained without ${leaveOut}: ${process.env.MENU_READER_LABELLER}\n`)
  }
  const entries = selectEntries(readCorpusIndex(dir), { ...options, family: leaveOut ?? options.family })
  const results = await evaluateCorpus(dir, entries, readMenuFromCache)
  if (options.isVerbose) process.stdout.write(`${formatPageTable(results)}\n`)
  const summaries = summarise(results)
  process.stdout.write(`${formatScoreTable(summaries)}\n`)
  const setMenus = formatSetMenuTable(summaries)
  if (setMenus !== '') process.stdout.write(`\n${setMenus}\n`)
  if (options.jsonPath !== undefined) {
    const pages = results.map((result, index) => ({ ...entries[index], ...result }))
    writeFileSync(options.jsonPath, `${JSON.stringify({ dir, pages }, null, 2)}\n`)
  }
} finally {
  await closeMenuReader()
}
