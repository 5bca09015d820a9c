// The variants score of menu:eval: of the items the reader found (paired by name as the item score pairs
// them), how many of their printed prices it read with the right label and value.
import { matchItems } from './match-items.ts'
import { isSamePrice } from './price-value.ts'
import { isAtLeast, similarity } from './similarity.ts'

/** One of an item's prices: its size label ('' when none is printed) and the price as printed. */
export type ScoredVariant = { label: string; price: string }

/** An item as the variants score sees it: its name and every price printed for it, in order. */
export type VariantItem = { name: string; variants: ScoredVariant[] }

type MenuLike = {
  sections: readonly {
    items: readonly {
      name: string
      price: string
      /** A truth file's prices, when the item prints several. */
      prices?: readonly ScoredVariant[]
      /** The reader's variants. */
      variants?: readonly ScoredVariant[]
    }[]
  }[]
}

/** How many variants a page holds and how many were read right: over all found items, and over items of several prices. */
export type VariantScore = {
  /** The true variants of the found items. */
  trueVariants: number
  /** The predicted variants of the found items. */
  predictedVariants: number
  /** Pairs of a true and a predicted variant with the same value and a like label, one to one. */
  matched: number
  /** The same three counts over the found items whose truth prints two prices or more. */
  multiTrue: number
  multiPredicted: number
  multiMatched: number
}

/** Labels this alike name the same size ("Ración" and "Racion", OCR's slips). */
export const LABEL_SIMILARITY = 0.8

/**
 * Every item of a menu with its variants: a truth file's `prices`, else the reader's `variants`, else one
 * unlabelled variant of its `price` (none when it prints none).
 */
export function listVariantItems(menu: MenuLike): VariantItem[] {
  return menu.sections.flatMap((section) =>
    section.items.map((item) => {
      const several = item.prices ?? item.variants
      const variants =
        several && several.length > 0
          ? several.map(({ label, price }) => ({ label, price }))
          : item.price === ''
            ? []
            : [{ label: '', price: item.price }]
      return { name: item.name, variants }
    }),
  )
}

const isSameLabel = (a: string, b: string) =>
  isAtLeast(similarity(a.replace(/[.:]$/, ''), b.replace(/[.:]$/, '')), LABEL_SIMILARITY)

/** Variant pairs of one item, one to one, in printed order: same value, like label. */
export function countMatchedVariants(
  truth: readonly ScoredVariant[],
  predicted: readonly ScoredVariant[],
): number {
  const used = new Set<number>()
  let matched = 0
  for (const trueVariant of truth) {
    const at = predicted.findIndex(
      (variant, index) =>
        !used.has(index) &&
        isSamePrice(variant.price, trueVariant.price) &&
        isSameLabel(variant.label, trueVariant.label),
    )
    if (at < 0) continue
    used.add(at)
    matched++
  }
  return matched
}

/** The variants score of one page: its items paired by name as scorePage pairs them. */
export function scoreVariants(
  truth: readonly VariantItem[],
  predicted: readonly VariantItem[],
): VariantScore {
  const score: VariantScore = {
    trueVariants: 0,
    predictedVariants: 0,
    matched: 0,
    multiTrue: 0,
    multiPredicted: 0,
    multiMatched: 0,
  }
  for (const pair of matchItems(truth, predicted)) {
    const trueVariants = truth[pair.truth]!.variants
    const predictedVariants = predicted[pair.predicted]!.variants
    const matched = countMatchedVariants(trueVariants, predictedVariants)
    score.trueVariants += trueVariants.length
    score.predictedVariants += predictedVariants.length
    score.matched += matched
    if (trueVariants.length < 2) continue
    score.multiTrue += trueVariants.length
    score.multiPredicted += predictedVariants.length
    score.multiMatched += matched
  }
  return score
}

/** Precision, recall and F1 of variant counts summed over pages; null where nothing was there to measure. */
export function variantRates(
  matched: number,
  trueVariants: number,
  predictedVariants: number,
): { precision: number | null; recall: number | null; f1: number | null } {
  const precision = predictedVariants === 0 ? null : matched / predictedVariants
  const recall = trueVariants === 0 ? null : matched / trueVariants
  const total = trueVariants + predictedVariants
  return { precision, recall, f1: total === 0 ? null : (2 * matched) / total }
}
