import { MENU_REVIEW_REASONS, type MenuReviewReason } from '../analysed-menu.schema.ts'
import type { PageWords } from '../geometry/word.ts'
import type { MenuItem, MenuSection } from '../types.ts'
import { isAcrossColumns } from './column-flags.ts'
import { isNameUnclear } from './name-flags.ts'
import { findMissingPrices, findUnusualPrices } from './price-flags.ts'

/**
 * Below this confidence (0–100, the recogniser's own for the item's words) a reading is doubtful: the web's
 * review screen doubted items under it before the reader gave reasons, and the owner is used to it.
 */
export const LOW_CONFIDENCE = 70

/**
 * The sections with each item's `review`: why the owner should check it, from its page's prices, its name's
 * words, its page's columns (`pages`: the words every page was read as) and its confidence.
 */
export function flagItemsForReview(
  sections: readonly MenuSection[],
  pages: readonly PageWords[],
): MenuSection[] {
  const reasons = new Map<MenuItem, Set<MenuReviewReason>>()
  const items = sections.flatMap((section) => section.items)
  for (const item of items) reasons.set(item, new Set())
  const add = (item: MenuItem, reason: MenuReviewReason) => reasons.get(item)?.add(reason)

  for (const page of new Set(items.map((item) => item.source.page))) {
    const onPage = items.filter((item) => item.source.page === page)
    const prices = onPage.map((item) => item.price)
    const missing = findMissingPrices(prices)
    const unusual = findUnusualPrices(prices)
    const read = pages.find((candidate) => candidate.page === page)
    const words = read?.words ?? []
    onPage.forEach((item, index) => {
      if (isNameUnclear(item.name, read?.source ?? 'ocr')) add(item, 'nameUnknown')
      if (missing[index]) add(item, 'priceMissing')
      if (unusual[index]) add(item, 'priceUnusual')
      if (isAcrossColumns(item.source.box, words)) add(item, 'joinedAcrossColumns')
    })
  }
  for (const item of items) {
    if (item.confidence < LOW_CONFIDENCE) add(item, 'lowConfidence')
  }
  return sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      const found = reasons.get(item) ?? new Set()
      return { ...item, review: MENU_REVIEW_REASONS.filter((reason) => found.has(reason)) }
    }),
  }))
}
