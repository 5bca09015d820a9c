// menu:eval -- DIR --provider: the corpus read by this reader alone and by the model service set in the
// environment (the server's MENU_AI_* variables), side by side, each page read once by each; and how many items
// the check against the page flagged (a price or a name the page does not print) and how many of those were
// right to flag (the item is wrong against the truth).
import { type CorpusEntry, readCorpusIndex, readTruth } from '../eval/corpus.ts'
import { addReviewTallies, emptyReviewTally, findWrongItems, tallyReview } from '../eval/review-catch.ts'
import { listScoredItems } from '../eval/score-page.ts'
import { summarise } from '../eval/summarise.ts'
import type { PageWords } from '../geometry/word.ts'
import type { ModelService } from '../model-reading/ask-model.ts'
import { menuFileJpegs } from '../model-reading/page-jpegs.ts'
import { type ModelOutcome, readWithModel } from '../model-reading/read-with-model.ts'
import type { AnalysedMenu } from '../types.ts'
import { UsageError } from './args.ts'
import { type EvalOptions, evaluateCorpus, selectEntries } from './eval-corpus.ts'
import { formatSetsTable } from './eval-tables.ts'
import { formatNumber, formatTable } from './format-table.ts'
import type { MenuReader } from './read-files.ts'

const CHECK_REASONS = ['priceNotOnPage', 'nameNotOnPage'] as const

/** The model service the environment names (as the server reads it), or a UsageError saying what is missing. */
export function readModelService(env: Record<string, string | undefined>): ModelService & { host: string } {
  const url = env.MENU_AI_URL
  const model = env.MENU_AI_MODEL
  if (!url || !model)
    throw new UsageError('--provider needs MENU_AI_URL and MENU_AI_MODEL in the environment')
  const host = URL.parse(url)?.host
  if (!host) throw new UsageError(`MENU_AI_URL is not a URL: ${url}`)
  const seconds = Number(env.MENU_AI_TIMEOUT_SECONDS || 60)
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new UsageError(
      `MENU_AI_TIMEOUT_SECONDS is a whole number of seconds: ${env.MENU_AI_TIMEOUT_SECONDS}`,
    )
  }
  return {
    url: url.replace(/\/+$/, ''),
    model,
    key: env.MENU_AI_KEY || undefined,
    timeoutMs: seconds * 1000,
    host,
  }
}

/** Whether the service answers at all (its model list), within a few seconds. */
async function isReachable(service: ModelService): Promise<boolean> {
  try {
    const headers: Record<string, string> = service.key ? { authorization: `Bearer ${service.key}` } : {}
    const response = await fetch(`${service.url}/models`, { headers, signal: AbortSignal.timeout(5000) })
    return response.status < 500
  } catch {
    return false
  }
}

/** The review flags of the pages the model read, against what of them the truth says is wrong. */
function tallyModelChecks(dir: string, entries: readonly CorpusEntry[], menus: readonly AnalysedMenu[]) {
  let tally = emptyReviewTally()
  menus.forEach((menu, index) => {
    const entry = entries[index]
    if (!entry || menu.reading?.by !== 'model') return
    const wrong = findWrongItems(listScoredItems(readTruth(dir, entry)), listScoredItems(menu))
    const reviews = menu.sections.flatMap((section) => section.items.map((item) => item.review))
    tally = addReviewTallies(tally, tallyReview(reviews, wrong))
  })
  return tally
}

type Print = { out: (text: string) => void; progress: (text: string) => void }

/** Reads the corpus with this reader and with the model; prints both tables side by side and the check's flags. */
export async function runProviderComparison(
  options: EvalOptions,
  readMenu: MenuReader,
  service: ModelService & { host: string },
  print: Print,
): Promise<void> {
  if (options.dir === undefined) throw new UsageError('--provider reads one corpus: give its directory')
  const dir = options.dir
  if (!(await isReachable(service))) throw new UsageError(`no model service answers at ${service.url}`)
  const entries = selectEntries(readCorpusIndex(dir), options)
  print.out(
    `Evaluating ${entries.length} pages of ${dir} with this reader and with ${service.model} at ${service.host}`,
  )
  const local: (AnalysedMenu | Error)[] = []
  const outcomes = new Map<ModelOutcome, number>()
  const withModel: MenuReader = async (bytes, readOptions) => {
    let pages: PageWords[] = []
    try {
      const menu = await readMenu(bytes, {
        ...readOptions,
        onPages: (read) => {
          pages = read
        },
      })
      local.push(menu)
      const reading = await readWithModel(service, menu, pages, await menuFileJpegs(bytes))
      outcomes.set(reading.outcome, (outcomes.get(reading.outcome) ?? 0) + 1)
      return reading.menu
    } catch (error) {
      local.push(error instanceof Error ? error : new Error(String(error)))
      throw error
    }
  }
  const modelMenus: AnalysedMenu[] = []
  const modelResults = await evaluateCorpus(
    dir,
    entries,
    async (bytes, readOptions) => {
      const menu = await withModel(bytes, readOptions)
      modelMenus.push(menu)
      return menu
    },
    (result, index) =>
      print.progress(
        `[${index + 1}/${entries.length}] ${result.file}  exact F1 ${formatNumber(result.score.exactF1, 2)}`,
      ),
  )
  let replayed = 0
  const localResults = await evaluateCorpus(dir, entries, async () => {
    const menu = local[replayed++]
    if (menu instanceof Error || menu === undefined) throw menu ?? new Error('not read')
    return menu
  })
  print.out(
    `\nPer kind, exact-item F1 / found-item F1 / price accuracy:\n${formatSetsTable([
      { title: 'this reader', summaries: summarise(localResults) },
      { title: `${service.model}, checked`, summaries: summarise(modelResults) },
    ])}`,
  )
  print.out(`\nRequests: ${[...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', ')}`)
  const tally = tallyModelChecks(dir, entries, modelMenus)
  print.out(
    `\nThe check against the page, over the ${tally.items} items the model read (${tally.wrong} wrong against the truth):\n` +
      formatTable(
        ['reason', 'flagged', 'right to flag (wrong)'],
        CHECK_REASONS.map((reason) => [
          reason,
          String(tally.byReason[reason].flagged),
          String(tally.byReason[reason].wrong),
        ]),
      ),
  )
}
