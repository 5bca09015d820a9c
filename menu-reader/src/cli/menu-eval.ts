// npm run menu:eval -- [DIR] [--kind K] [--family F] [--leave-out F] [--limit N] [--json out.json] [--verbose]
// [--provider]: reads every page
// of a menu corpus (../shared/menu-corpus/README.md), scores it against its truth file and prints the scores per
// kind, and per layout family when its pages name one. Without DIR: own fixtures (generator 1), left-out
// families (generator 2) and the real corpus side by side (eval-sets.ts), the generated sets written first when
// missing. --leave-out FAMILY: only that family's pages of generator 2's set (DIR, else the standard one), read
// with a line labeller trained without that family (leave-out.ts). --provider: DIR read by this reader and by
// the model service MENU_AI_URL / MENU_AI_MODEL (/ MENU_AI_KEY) name, side by side (eval-provider.ts). Exit code 0 whatever the scores, 2 on bad
// arguments or a missing corpus.
import { closeMenuReader, readMenu } from '../read-menu.ts'
import { UsageError } from './args.ts'
import { type EvalOptions, parseEvalArgs } from './eval-corpus.ts'
import { runOneCorpus, runStandardSets } from './eval-modes.ts'
import { readModelService, runProviderComparison } from './eval-provider.ts'
import { listEvalSets, prepareSet } from './eval-sets.ts'
import { describeError } from './failed-menu.ts'
import { prepareLabellerWithout } from './leave-out.ts'

const USAGE =
  'usage: npm run menu:eval -- [DIR] [--kind KIND] [--family FAMILY] [--leave-out FAMILY] [--limit N]\n' +
  '  [--json OUT.json] [--verbose] [--provider]\n' +
  '(no DIR: own fixtures, left-out families and the real corpus side by side)'

let options: EvalOptions
try {
  options = parseEvalArgs(process.argv.slice(2))
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : describeError(error))
  process.exit(2)
}

try {
  const { dir, leaveOut } = options
  if (options.isProvider) {
    const print = {
      out: (text: string) => console.log(text),
      progress: (text: string) => console.error(text),
    }
    await runProviderComparison(options, readMenu, readModelService(process.env), print)
  } else if (leaveOut !== undefined) {
    const families = listEvalSets().find((set) => set.id === 'families')
    if (dir === undefined && families) prepareSet(families)
    process.env.MENU_READER_LABELLER = prepareLabellerWithout(leaveOut)
    const corpus = dir ?? families?.dir ?? ''
    console.log(`Line labeller trained without ${leaveOut}: ${process.env.MENU_READER_LABELLER}`)
    await runOneCorpus({ ...options, dir: corpus, family: leaveOut }, readMenu)
  } else if (dir === undefined) await runStandardSets(listEvalSets(), options, readMenu)
  else await runOneCorpus({ ...options, dir }, readMenu)
} catch (error) {
  console.error(error instanceof UsageError ? `${error.message}\n${USAGE}` : describeError(error))
  process.exitCode = 2
} finally {
  await closeMenuReader()
}
