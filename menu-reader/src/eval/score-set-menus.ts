// The set-menu score of menu:eval (decision 071): on a page whose truth records set menus (items with
// courses), how many the reader read as set menus, and of those paired with a true one their course names,
// their dishes and their prices. Set menus pair by title (at least 0.8 alike), then what is left by their first
// price's value; courses pair by name and dishes by name over the whole menu (at least 0.8 alike, one to one,
// as items pair), whichever course the reader put them under; prices pair by value. The set-menu F1 pools
// menus, courses, dishes and prices; what the price includes is scored apart.
import { matchItems } from './match-items.ts'
import { isSamePrice } from './price-value.ts'

type PriceLike = { label: string; price: string }

/** A set menu as the truth and the reader write it: an item with courses. */
export type SetMenuLike = {
  name: string
  price: string
  /** A truth file's prices, when it prints several. */
  prices?: readonly PriceLike[]
  /** The reader's variants. */
  variants?: readonly PriceLike[]
  courses?: readonly { name: string; choices: readonly { name: string }[] }[]
  includes?: readonly string[]
}

type MenuLike = { sections: readonly { items: readonly SetMenuLike[] }[] }

/** Counts of one page, summed over pages for P / R / F1. */
export type SetMenuScore = {
  /** Whether the truth records set menus (an item with a `courses` list): other pages count only what was invented. */
  hasSetMenuTruth: boolean
  trueMenus: number
  predictedMenus: number
  matchedMenus: number
  trueCourses: number
  predictedCourses: number
  matchedCourses: number
  trueChoices: number
  predictedChoices: number
  matchedChoices: number
  truePrices: number
  predictedPrices: number
  matchedPrices: number
  trueIncludes: number
  predictedIncludes: number
  matchedIncludes: number
}

/** The set menus of a menu (truth or reading): its items that list courses, in reading order. */
export function listSetMenus(menu: MenuLike): SetMenuLike[] {
  return menu.sections.flatMap((section) => section.items.filter((item) => (item.courses?.length ?? 0) > 0))
}

/** Whether a truth file records set menus: one of its items carries a `courses` list, even an empty one. */
export const recordsSetMenus = (truth: MenuLike) =>
  truth.sections.some((section) => section.items.some((item) => item.courses !== undefined))

const pricesOf = (menu: SetMenuLike): string[] => {
  const several = menu.prices ?? menu.variants
  if (several && several.length > 0) return several.map((part) => part.price)
  return menu.price === '' ? [] : [menu.price]
}
const choicesOf = (menu: SetMenuLike) => (menu.courses ?? []).flatMap((course) => course.choices)
const namesOf = (texts: readonly string[] = []) => texts.map((name) => ({ name }))

// True and predicted set menus one to one: by title, then the rest by the value of their first price.
function pairMenus(truth: readonly SetMenuLike[], predicted: readonly SetMenuLike[]): [number, number][] {
  const pairs: [number, number][] = matchItems(truth, predicted).map((pair) => [pair.truth, pair.predicted])
  for (const [t, menu] of truth.entries()) {
    if (pairs.some(([paired]) => paired === t) || pricesOf(menu).length === 0) continue
    const p = predicted.findIndex(
      (other, index) =>
        !pairs.some(([, paired]) => paired === index) &&
        pricesOf(other).length > 0 &&
        isSamePrice(pricesOf(other)[0]!, pricesOf(menu)[0]!),
    )
    if (p >= 0) pairs.push([t, p])
  }
  return pairs
}

// Prices one to one by value.
function countSamePrices(truth: readonly string[], predicted: readonly string[]): number {
  const used = new Set<number>()
  let matched = 0
  for (const price of truth) {
    const at = predicted.findIndex((other, index) => !used.has(index) && isSamePrice(other, price))
    if (at < 0) continue
    used.add(at)
    matched++
  }
  return matched
}

/** The set-menu score of one page: its true set menus against those the reader read. */
export function scoreSetMenus(
  truth: readonly SetMenuLike[],
  predicted: readonly SetMenuLike[],
  hasSetMenuTruth = truth.length > 0,
): SetMenuScore {
  const total = (menus: readonly SetMenuLike[], count: (menu: SetMenuLike) => number) =>
    menus.reduce((sum, menu) => sum + count(menu), 0)
  const score: SetMenuScore = {
    hasSetMenuTruth,
    trueMenus: truth.length,
    predictedMenus: predicted.length,
    matchedMenus: 0,
    trueCourses: total(truth, (menu) => menu.courses?.length ?? 0),
    predictedCourses: total(predicted, (menu) => menu.courses?.length ?? 0),
    matchedCourses: 0,
    trueChoices: total(truth, (menu) => choicesOf(menu).length),
    predictedChoices: total(predicted, (menu) => choicesOf(menu).length),
    matchedChoices: 0,
    truePrices: total(truth, (menu) => pricesOf(menu).length),
    predictedPrices: total(predicted, (menu) => pricesOf(menu).length),
    matchedPrices: 0,
    trueIncludes: total(truth, (menu) => menu.includes?.length ?? 0),
    predictedIncludes: total(predicted, (menu) => menu.includes?.length ?? 0),
    matchedIncludes: 0,
  }
  for (const [t, p] of pairMenus(truth, predicted)) {
    const [trueMenu, predictedMenu] = [truth[t]!, predicted[p]!]
    score.matchedMenus++
    score.matchedCourses += matchItems(trueMenu.courses ?? [], predictedMenu.courses ?? []).length
    score.matchedChoices += matchItems(choicesOf(trueMenu), choicesOf(predictedMenu)).length
    score.matchedPrices += countSamePrices(pricesOf(trueMenu), pricesOf(predictedMenu))
    score.matchedIncludes += matchItems(namesOf(trueMenu.includes), namesOf(predictedMenu.includes)).length
  }
  return score
}

/** F1 of matched counts against true and predicted ones; null when there was nothing on either side. */
export function countsF1(matched: number, trueCount: number, predictedCount: number): number | null {
  const all = trueCount + predictedCount
  return all === 0 ? null : (2 * matched) / all
}

/** The pooled set-menu F1 of a score (menus, courses, dishes and prices together); null when there is none. */
export function setMenuF1(score: SetMenuScore): number | null {
  return countsF1(
    score.matchedMenus + score.matchedCourses + score.matchedChoices + score.matchedPrices,
    score.trueMenus + score.trueCourses + score.trueChoices + score.truePrices,
    score.predictedMenus + score.predictedCourses + score.predictedChoices + score.predictedPrices,
  )
}
