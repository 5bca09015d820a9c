// The work of menu:eval: read every page of a corpus, score it against its truth file, summarise per kind.
import { join } from 'node:path'
import { type CorpusEntry, readTruth } from '../eval/corpus.ts'
import { scoreExtras } from '../eval/score-extras.ts'
import { scoreRestaurantName } from '../eval/score-name.ts'
import { listScoredItems, scorePage } from '../eval/score-page.ts'
import { listSetMenus, recordsSetMenus, scoreSetMenus } from '../eval/score-set-menus.ts'
import { listVariantItems, scoreVariants } from '../eval/score-variants.ts'
import type { PageResult, ScoreSummary } from '../eval/summarise.ts'
import { parseCommandLine, parsePositiveInteger, peakRssMb, resolveArgPath, UsageError } from './args.ts'
import { formatNumber, formatTable } from './format-table.ts'
import { type MenuReader, readMenuFile } from './read-files.ts'

export type EvalOptions = {
  /** The corpus to read; undefined for the three standard sets side by side (eval-sets.ts). */
  dir: string | undefined
  kind: string | undefined
  /** Only the pages of this layout family (index.json's `family`). */
  family: string | undefined
  limit: number | undefined
  jsonPath: string | undefined
  isVerbose: boolean
  /** Only this family's pages of generator 2's set, read with a line labeller trained without it (leave-out.ts). */
  leaveOut?: string | undefined
  /** Read DIR with the model service of MENU_AI_* too, side by side with this reader (eval-provider.ts). */
  isProvider?: boolean
}

/**
 * The options of `menu:eval -- [DIR] [--kind K] [--family F] [--leave-out F] [--limit N] [--json out.json]
 * [--verbose]`; throws UsageError.
 */
export function parseEvalArgs(args: string[]): EvalOptions {
  const { values, positionals } = parseCommandLine(args, {
    kind: { type: 'string' },
    family: { type: 'string' },
    'leave-out': { type: 'string' },
    limit: { type: 'string' },
    json: { type: 'string' },
    verbose: { type: 'boolean', short: 'v' },
    provider: { type: 'boolean' },
  })
  if (positionals.length > 1) throw new UsageError('give at most one corpus directory')
  const leaveOut = values['leave-out']
  if (leaveOut !== undefined && values.family !== undefined && values.family !== leaveOut) {
    throw new UsageError('--leave-out reads the family it leaves out: give no other --family')
  }
  return {
    dir: positionals[0] === undefined ? undefined : resolveArgPath(positionals[0]),
    kind: values.kind,
    family: values.family,
    limit: values.limit === undefined ? undefined : parsePositiveInteger(values.limit, '--limit'),
    jsonPath: values.json === undefined ? undefined : resolveArgPath(values.json),
    isVerbose: values.verbose ?? false,
    ...(leaveOut === undefined ? {} : { leaveOut }),
    ...(values.provider ? { isProvider: true } : {}),
  }
}

/** Which pages to evaluate: of one kind and one family (all when not given), the first `limit` of them. */
export type EntryFilter = {
  kind?: string | undefined
  family?: string | undefined
  limit?: number | undefined
}

/** The pages a filter keeps, in order; a UsageError naming what the corpus has when a kind or family is not in it. */
export function selectEntries(entries: readonly CorpusEntry[], filter: EntryFilter): CorpusEntry[] {
  const { kind, family, limit } = filter
  const kinds = [...new Set(entries.map((entry) => entry.kind))]
  if (kind !== undefined && !kinds.includes(kind)) {
    throw new UsageError(`no page of kind "${kind}"; the kinds are ${kinds.join(', ')}`)
  }
  const families = [
    ...new Set(entries.flatMap((entry) => (entry.family === undefined ? [] : [entry.family]))),
  ]
  if (family !== undefined && !families.includes(family)) {
    const known =
      families.length === 0 ? 'its pages name no family' : `the families are ${families.join(', ')}`
    throw new UsageError(`no page of family "${family}"; ${known}`)
  }
  return entries
    .filter((entry) => kind === undefined || entry.kind === kind)
    .filter((entry) => family === undefined || entry.family === family)
    .slice(0, limit)
}

/**
 * Reads the pages one after the other, in order, and scores each against its truth file. Every truth file is
 * read before the first (slow) page so that a broken one fails at once. A page whose read throws counts as
 * nothing predicted.
 */
export async function evaluateCorpus(
  dir: string,
  entries: readonly CorpusEntry[],
  readMenu: MenuReader,
  onPage: (result: PageResult, index: number) => void = () => {},
): Promise<PageResult[]> {
  const truthMenus = entries.map((entry) => readTruth(dir, entry))
  const truths = truthMenus.map((truth) => listScoredItems(truth))
  const results: PageResult[] = []
  for (const [index, entry] of entries.entries()) {
    const reading = await readMenuFile(join(dir, entry.file), readMenu)
    const result: PageResult = {
      file: entry.file,
      kind: entry.kind,
      ...(entry.family === undefined ? {} : { family: entry.family }),
      seconds: reading.seconds,
      error: reading.isRead ? null : reading.menu.metadata.errors.join('; '),
      peakRssMb: peakRssMb(),
      score: scorePage(truths[index]!, listScoredItems(reading.menu)),
      variants: scoreVariants(listVariantItems(truthMenus[index]!), listVariantItems(reading.menu)),
      extras: scoreExtras(truthMenus[index]!, reading.menu),
      setMenus: scoreSetMenus(
        listSetMenus(truthMenus[index]!),
        listSetMenus(reading.menu),
        recordsSetMenus(truthMenus[index]!),
      ),
      restaurantName: scoreRestaurantName(truthMenus[index]!.restaurantName, reading.menu.restaurantName),
    }
    results.push(result)
    onPage(result, index)
  }
  return results
}

/** The table of menu:eval: one row per kind and one overall. */
export function formatScoreTable(summaries: readonly ScoreSummary[]): string {
  return formatTable(
    [
      'kind',
      'pages',
      'failed',
      'exact F1',
      'found F1',
      'price acc',
      'section acc',
      'variant P',
      'variant R',
      'variant F1',
      'multi F1',
      'allergen F1',
      'transl acc',
      'transl P',
      'name acc',
      's/file mean',
      's/file median',
      'peak RSS MB',
    ],
    summaries.map((summary) => [
      summary.kind,
      String(summary.pages),
      String(summary.failed),
      formatNumber(summary.exactF1, 3),
      formatNumber(summary.foundF1, 3),
      formatNumber(summary.priceAccuracy, 3),
      formatNumber(summary.sectionAccuracy, 3),
      formatNumber(summary.variantPrecision, 3),
      formatNumber(summary.variantRecall, 3),
      formatNumber(summary.variantF1, 3),
      formatNumber(summary.multiVariantF1, 3),
      formatNumber(summary.allergenF1, 3),
      formatNumber(summary.translationAccuracy, 3),
      formatNumber(summary.translationPrecision, 3),
      formatNumber(summary.restaurantNameAccuracy, 3),
      formatNumber(summary.secondsMean, 2),
      formatNumber(summary.secondsMedian, 2),
      formatNumber(summary.peakRssMb, 0),
    ]),
  )
}

/** One line per page (menu:eval --verbose). */
export function formatPageTable(results: readonly PageResult[]): string {
  return formatTable(
    ['file', 'kind', 'true', 'predicted', 'exact F1', 'found F1', 'seconds', 'error'],
    results.map((result) => [
      result.file,
      result.kind,
      String(result.score.trueItems),
      String(result.score.predictedItems),
      formatNumber(result.score.exactF1, 3),
      formatNumber(result.score.foundF1, 3),
      formatNumber(result.seconds, 2),
      result.error ?? '',
    ]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'left'],
  )
}
