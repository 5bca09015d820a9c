import { mean, meanOfPresent } from '../numbers/mean.ts'
import { median } from '../numbers/median.ts'
import type { ExtrasScore } from './score-extras.ts'
import type { PageScore } from './score-page.ts'
import { countsF1, type SetMenuScore, setMenuF1 } from './score-set-menus.ts'
import { type VariantScore, variantRates } from './score-variants.ts'

/** The kind of the summary row that covers every page. */
export const OVERALL = 'overall'

/** What reading and scoring one page gave. */
export type PageResult = {
  file: string
  kind: string
  /** The layout family of a generated page (index.json's `family`), when it has one. */
  family?: string
  /** Wall-clock seconds readMenu took. */
  seconds: number
  /** Why the reader threw, or null when it returned a menu. */
  error: string | null
  /** The process's RSS high-water mark once this page was read, in MB. */
  peakRssMb: number
  score: PageScore
  /** Variants of the found items read right (absent in results kept before variants were scored). */
  variants?: VariantScore
  /** Allergens and English texts of the found items (absent in results kept before they were scored). */
  extras?: ExtrasScore
  /** Set menus, their courses, dishes and prices (absent in results kept before set menus were scored). */
  setMenus?: SetMenuScore
  /**
   * Whether the restaurant's name was read (score-name.ts); null on a page that prints none, absent in
   * results kept before names were scored.
   */
  restaurantName?: boolean | null
}

/** The per-page scores of a group of pages averaged (each page weighs the same), with its timings. */
export type ScoreSummary = {
  kind: string
  pages: number
  /** Pages whose read threw. */
  failed: number
  exactF1: number
  foundF1: number
  /** Mean over the pages where something was found; null when nothing was found on any. */
  priceAccuracy: number | null
  sectionAccuracy: number | null
  /**
   * Variants (label and price) of the found items, counted over the group's pages together: of the reader's,
   * how many are true (precision); of the true ones, how many it read (recall); F1. `multiVariantF1` counts
   * only items whose truth prints two prices or more. null when there was nothing to count.
   */
  variantPrecision: number | null
  variantRecall: number | null
  variantF1: number | null
  multiVariantF1: number | null
  /**
   * Allergens (item, allergen, contained or trace) of the found items, over the pages whose truth records
   * them: F1 of the reader's against the truth's; null where no page records them.
   */
  allergenF1: number | null
  /** English texts (names, descriptions, headings) of the found items read right: of the true ones, and of the reader's. */
  translationAccuracy: number | null
  translationPrecision: number | null
  /** Of the pages that print a restaurant's name, the share where it was read; null when none prints one. */
  restaurantNameAccuracy: number | null
  /** The pages whose truth records set menus (items with courses): what the set-menu figures are over. */
  setMenuPages: number
  /**
   * Over those pages' counts together: the set-menu F1 (menus, courses, dishes and prices pooled), and each
   * part's F1 apart, what the price includes too (score-set-menus.ts); null where no page records set menus.
   */
  setMenuF1: number | null
  setMenuMenusF1: number | null
  setMenuCoursesF1: number | null
  setMenuChoicesF1: number | null
  setMenuPricesF1: number | null
  setMenuIncludesF1: number | null
  /** Set menus read on pages whose truth records none (a plain menu's dishes taken for a set menu's). */
  inventedSetMenus: number
  secondsMean: number
  secondsMedian: number
  /** The highest RSS high-water mark seen after one of these pages, in MB. */
  peakRssMb: number
}

/** One summary per kind, in order of first appearance, then the overall one over every page; none for no pages. */
export function summarise(results: readonly PageResult[]): ScoreSummary[] {
  if (results.length === 0) return []
  const kinds = [...new Set(results.map((result) => result.kind))]
  return [
    ...kinds.map((kind) =>
      summariseGroup(
        kind,
        results.filter((result) => result.kind === kind),
      ),
    ),
    summariseGroup(OVERALL, results),
  ]
}

function summariseGroup(kind: string, results: readonly PageResult[]): ScoreSummary {
  const scores = results.map((result) => result.score)
  const seconds = results.map((result) => result.seconds)
  const total = (count: (score: VariantScore) => number) =>
    results.reduce((sum, result) => sum + (result.variants ? count(result.variants) : 0), 0)
  const all = variantRates(
    total((v) => v.matched),
    total((v) => v.trueVariants),
    total((v) => v.predictedVariants),
  )
  const multi = variantRates(
    total((v) => v.multiMatched),
    total((v) => v.multiTrue),
    total((v) => v.multiPredicted),
  )
  const extras = results.flatMap((result) => (result.extras ? [result.extras] : []))
  const withAllergens = extras.filter((score) => score.hasAllergenTruth)
  const sum = (list: readonly ExtrasScore[], count: (score: ExtrasScore) => number) =>
    list.reduce((total, score) => total + count(score), 0)
  const allergens = variantRates(
    sum(withAllergens, (e) => e.matchedAllergens),
    sum(withAllergens, (e) => e.trueAllergens),
    sum(withAllergens, (e) => e.predictedAllergens),
  )
  const english = variantRates(
    sum(extras, (e) => e.matchedTranslations),
    sum(extras, (e) => e.trueTranslations),
    sum(extras, (e) => e.predictedTranslations),
  )
  return {
    kind,
    pages: results.length,
    ...summariseSetMenus(results),
    failed: results.filter((result) => result.error !== null).length,
    exactF1: mean(scores.map((score) => score.exactF1)),
    foundF1: mean(scores.map((score) => score.foundF1)),
    priceAccuracy: meanOfPresent(scores.map((score) => score.priceAccuracy)),
    sectionAccuracy: meanOfPresent(scores.map((score) => score.sectionAccuracy)),
    variantPrecision: all.precision,
    variantRecall: all.recall,
    variantF1: all.f1,
    multiVariantF1: multi.f1,
    allergenF1: withAllergens.length === 0 ? null : allergens.f1,
    translationAccuracy: english.recall,
    translationPrecision: english.precision,
    restaurantNameAccuracy: meanOfPresent(
      results.map((result) =>
        typeof result.restaurantName === 'boolean' ? Number(result.restaurantName) : null,
      ),
    ),
    secondsMean: mean(seconds),
    secondsMedian: median(seconds),
    peakRssMb: Math.max(...results.map((result) => result.peakRssMb)),
  }
}

type SetMenuFigures = Pick<
  ScoreSummary,
  | 'setMenuPages'
  | 'setMenuF1'
  | 'setMenuMenusF1'
  | 'setMenuCoursesF1'
  | 'setMenuChoicesF1'
  | 'setMenuPricesF1'
  | 'setMenuIncludesF1'
  | 'inventedSetMenus'
>

function summariseSetMenus(results: readonly PageResult[]): SetMenuFigures {
  const scores = results.flatMap((result) => (result.setMenus ? [result.setMenus] : []))
  const recorded = scores.filter((score) => score.hasSetMenuTruth)
  const pooled = recorded.reduce<SetMenuScore>(
    (total, score) => {
      for (const key of Object.keys(total) as (keyof SetMenuScore)[])
        if (key !== 'hasSetMenuTruth') total[key] += score[key]
      return total
    },
    {
      hasSetMenuTruth: true,
      trueMenus: 0,
      predictedMenus: 0,
      matchedMenus: 0,
      trueCourses: 0,
      predictedCourses: 0,
      matchedCourses: 0,
      trueChoices: 0,
      predictedChoices: 0,
      matchedChoices: 0,
      truePrices: 0,
      predictedPrices: 0,
      matchedPrices: 0,
      trueIncludes: 0,
      predictedIncludes: 0,
      matchedIncludes: 0,
    },
  )
  const isNone = recorded.length === 0
  const f1 = (matched: number, trueCount: number, predicted: number) =>
    isNone ? null : countsF1(matched, trueCount, predicted)
  return {
    setMenuPages: recorded.length,
    setMenuF1: isNone ? null : setMenuF1(pooled),
    setMenuMenusF1: f1(pooled.matchedMenus, pooled.trueMenus, pooled.predictedMenus),
    setMenuCoursesF1: f1(pooled.matchedCourses, pooled.trueCourses, pooled.predictedCourses),
    setMenuChoicesF1: f1(pooled.matchedChoices, pooled.trueChoices, pooled.predictedChoices),
    setMenuPricesF1: f1(pooled.matchedPrices, pooled.truePrices, pooled.predictedPrices),
    setMenuIncludesF1: f1(pooled.matchedIncludes, pooled.trueIncludes, pooled.predictedIncludes),
    inventedSetMenus: scores
      .filter((score) => !score.hasSetMenuTruth)
      .reduce((total, score) => total + score.predictedMenus, 0),
  }
}
