/** How many page buttons the list shows at most (docs/product-spec.md §9). */
export const MAX_PAGE_BUTTONS = 5

/**
 * The page numbers the pager shows: at most `max`, the current page as near the middle as the edges allow
 * (page 1 of 20 → 1–5, page 10 → 8–12, page 20 → 16–20). Empty when there are no pages.
 */
export function pageWindow(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  if (pageCount < 1) return []
  const shown = Math.min(max, pageCount)
  const current = Math.min(Math.max(page, 1), pageCount)
  const first = Math.min(Math.max(current - Math.floor(shown / 2), 1), pageCount - shown + 1)
  return Array.from({ length: shown }, (_, index) => first + index)
}
