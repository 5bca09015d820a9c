// One page's scores, as ../shared/menu-corpus/README.md ("How it is scored") defines them.
import { FOUND_SIMILARITY, matchItems } from './match-items.ts'
import { isSamePrice } from './price-value.ts'
import { isAtLeast, similarity } from './similarity.ts'

/** Name similarity a found pair needs, besides equal prices, to be exact. */
export const EXACT_SIMILARITY = 0.95

/** An item as the scoring sees it: its name, its first price as printed ('' when none) and its section's name. */
export type ScoredItem = { name: string; price: string; section: string }

export type PageScore = {
  trueItems: number
  predictedItems: number
  /** Pairs whose names are at least 0.8 alike. */
  found: number
  /** Found pairs whose names are at least 0.95 alike and whose prices have the same value (or are both empty). */
  exact: number
  /** Found pairs whose prices have the same value. */
  samePrice: number
  /** Found pairs whose section names are at least 0.8 alike. */
  sameSection: number
  /** 2 × exact / (true + predicted items), 0–1. */
  exactF1: number
  /** 2 × found / (true + predicted items), 0–1. */
  foundF1: number
  /** samePrice / found, 0–1; null when nothing was found. */
  priceAccuracy: number | null
  /** sameSection / found, 0–1; null when nothing was found. */
  sectionAccuracy: number | null
}

type ItemLike = {
  name: string
  price: string
  courses?: readonly { name: string; choices: readonly { name: string }[] }[]
}
type MenuLike = { sections: readonly { name: string; items: readonly ItemLike[] }[] }

/**
 * Every item of a menu (a truth file or the reader's output), in reading order, with its section's name. A set
 * menu counts as its own item and each of its dishes as an unpriced item of its course's name, as the real
 * corpus lists a set menu's courses: the item score reads a set menu and a page of unpriced dishes alike.
 */
export function listScoredItems(menu: MenuLike): ScoredItem[] {
  return menu.sections.flatMap((section) =>
    section.items.flatMap((item) => [
      { name: item.name, price: item.price, section: section.name },
      ...(item.courses ?? []).flatMap((course) =>
        course.choices.map((choice) => ({ name: choice.name, price: '', section: course.name })),
      ),
    ]),
  )
}

/** How well the predicted items of one page match the true ones. */
export function scorePage(truth: readonly ScoredItem[], predicted: readonly ScoredItem[]): PageScore {
  let exact = 0
  let samePrice = 0
  let sameSection = 0
  const pairs = matchItems(truth, predicted)
  for (const pair of pairs) {
    const trueItem = truth[pair.truth]!
    const predictedItem = predicted[pair.predicted]!
    const isPriceRight = isSamePrice(trueItem.price, predictedItem.price)
    if (isPriceRight) samePrice++
    if (isPriceRight && isAtLeast(pair.nameSimilarity, EXACT_SIMILARITY)) exact++
    if (isAtLeast(similarity(trueItem.section, predictedItem.section), FOUND_SIMILARITY)) sameSection++
  }
  const found = pairs.length
  return {
    trueItems: truth.length,
    predictedItems: predicted.length,
    found,
    exact,
    samePrice,
    sameSection,
    exactF1: f1(exact, truth.length, predicted.length),
    foundF1: f1(found, truth.length, predicted.length),
    priceAccuracy: found === 0 ? null : samePrice / found,
    sectionAccuracy: found === 0 ? null : sameSection / found,
  }
}

// A page with nothing printed and nothing predicted is read perfectly.
function f1(hits: number, trueItems: number, predictedItems: number): number {
  const total = trueItems + predictedItems
  return total === 0 ? 1 : (2 * hits) / total
}
