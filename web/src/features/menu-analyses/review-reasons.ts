import type { AnalysedItem } from './api/analysis-contract.ts'
import type { DraftItem } from './review-draft.ts'

// Why the preview asks the owner to look at an item: the reader's reasons (menu-reader's review-flags), the
// words of a model's reading not found on the page, and a price left empty, which the owner may also cause
// while correcting.

export type ReviewReason = AnalysedItem['review'][number]

/** The order reasons are said in: the price first, as it is what an owner fixes first. */
export const REVIEW_REASONS: readonly ReviewReason[] = [
  'priceMissing',
  'priceUnusual',
  'nameUnknown',
  'joinedAcrossColumns',
  'lowConfidence',
  'priceNotOnPage',
  'nameNotOnPage',
]

/** Items read with less confidence than this are doubted, whatever the reader said. */
export const reviewConfidence = 70

type ReviewedItem = Pick<DraftItem, 'price' | 'variants' | 'isChecked' | 'confidence' | 'review'>

/**
 * Why an item should be looked at, in REVIEW_REASONS' order; [] when nothing is left. A price (or a size's)
 * left empty is said until one is written; the reader's other reasons, and a confidence under
 * `reviewConfidence`, until the owner saves the item.
 */
export function toReviewReasons(item: ReviewedItem): ReviewReason[] {
  const reasons = new Set<ReviewReason>()
  const prices = item.variants.length >= 2 ? item.variants.map((variant) => variant.price) : [item.price]
  if (prices.some((price) => price.trim() === '')) reasons.add('priceMissing')
  if (!item.isChecked) {
    for (const reason of item.review) if (reason !== 'priceMissing') reasons.add(reason)
    if (item.confidence !== null && item.confidence < reviewConfidence) reasons.add('lowConfidence')
  }
  return REVIEW_REASONS.filter((reason) => reasons.has(reason))
}

/** How many items of a reviewed menu still want a look: without a price, or with another reason. */
export type PendingReview = { noPrice: number; toCheck: number }

/** What of a menu is left to review (each item's reasons), or null when nothing is and it can be kept. */
export function countPendingReview(reasons: ReadonlyArray<readonly ReviewReason[]>): PendingReview | null {
  const noPrice = reasons.filter((item) => item.includes('priceMissing')).length
  const toCheck = reasons.filter((item) => item.length > 0 && !item.includes('priceMissing')).length
  return noPrice + toCheck === 0 ? null : { noPrice, toCheck }
}
