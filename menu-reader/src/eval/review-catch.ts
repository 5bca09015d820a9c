// How well the reader's review flags point the owner at its mistakes: of the items it got wrong, how many it
// flagged (the catch rate), and how many of all its items it flagged (what the owner is asked to look at).
import { MENU_REVIEW_REASONS, type MenuReviewReason } from '../analysed-menu.schema.ts'
import { matchItems } from './match-items.ts'
import { isSamePrice } from './price-value.ts'
import { EXACT_SIMILARITY, type ScoredItem } from './score-page.ts'
import { isAtLeast } from './similarity.ts'

/**
 * Whether each predicted item is wrong: in no exact pair with a true item (score-page.ts's rule: names at least
 * 0.95 alike and prices of the same value), whether it was misread, joined, cut or made up.
 */
export function findWrongItems(truth: readonly ScoredItem[], predicted: readonly ScoredItem[]): boolean[] {
  const wrong = predicted.map(() => true)
  for (const pair of matchItems(truth, predicted)) {
    const isPriceRight = isSamePrice(truth[pair.truth]!.price, predicted[pair.predicted]!.price)
    if (isPriceRight && isAtLeast(pair.nameSimilarity, EXACT_SIMILARITY)) wrong[pair.predicted] = false
  }
  return wrong
}

/** Items flagged by one reason, and how many of those were wrong. */
export type ReasonTally = { flagged: number; wrong: number }

/** Predicted items, the wrong ones, those flagged, and the wrong ones flagged; per reason its own flags. */
export type ReviewTally = {
  items: number
  wrong: number
  flagged: number
  flaggedWrong: number
  byReason: Record<MenuReviewReason, ReasonTally>
}

/** A tally of nothing, to add pages to. */
export function emptyReviewTally(): ReviewTally {
  const byReason = Object.fromEntries(MENU_REVIEW_REASONS.map((reason) => [reason, { flagged: 0, wrong: 0 }]))
  return { items: 0, wrong: 0, flagged: 0, flaggedWrong: 0, byReason: byReason as ReviewTally['byReason'] }
}

/** The tally of one page: each predicted item's reasons and whether it is wrong, in the same order. */
export function tallyReview(
  reviews: readonly (readonly MenuReviewReason[])[],
  wrong: readonly boolean[],
): ReviewTally {
  const tally = emptyReviewTally()
  reviews.forEach((reasons, index) => {
    const isWrong = wrong[index] ?? false
    tally.items++
    if (isWrong) tally.wrong++
    if (reasons.length > 0) tally.flagged++
    if (reasons.length > 0 && isWrong) tally.flaggedWrong++
    for (const reason of new Set(reasons)) {
      tally.byReason[reason].flagged++
      if (isWrong) tally.byReason[reason].wrong++
    }
  })
  return tally
}

/** Two tallies added up. */
export function addReviewTallies(a: ReviewTally, b: ReviewTally): ReviewTally {
  const sum = emptyReviewTally()
  sum.items = a.items + b.items
  sum.wrong = a.wrong + b.wrong
  sum.flagged = a.flagged + b.flagged
  sum.flaggedWrong = a.flaggedWrong + b.flaggedWrong
  for (const reason of MENU_REVIEW_REASONS) {
    sum.byReason[reason] = {
      flagged: a.byReason[reason].flagged + b.byReason[reason].flagged,
      wrong: a.byReason[reason].wrong + b.byReason[reason].wrong,
    }
  }
  return sum
}
