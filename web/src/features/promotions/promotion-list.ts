import type { Promotion, PromotionFilter, PromotionStatus } from '#domain/promotions/promotion.schema.ts'
import { promotionStatus } from '#domain/promotions/promotion-status.ts'

/** Promotions per page of the list (docs/product-spec.md §9: the client list's page size, 8). */
export const PROMOTIONS_PER_PAGE = 8

/** Lower case without accents, so "cafe" finds "Café" and "PROMO" finds "promo". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es')
}

const FILTER_STATUS: Record<Exclude<PromotionFilter, 'todas'>, PromotionStatus> = {
  activa: 'Activa',
  inactiva: 'Inactiva',
  finalizada: 'Finalizada',
}

type Selection = {
  search: string
  filter: PromotionFilter
  /** The type as the owner reads it ("Descuento", "Discount"), so the search finds either word. */
  typeLabel: (promotion: Promotion) => string
  now: Date
}

/**
 * The promotions the list shows, in the API's order (newest first): those of the chosen status (as of `now`,
 * so one that ended since the page loaded counts as Finalizada) whose name, category, type or "affects" text
 * holds the search (docs/product-spec.md §9).
 */
export function selectPromotions(promotions: Promotion[], selection: Selection): Promotion[] {
  const words = foldText(selection.search).split(/\s+/).filter(Boolean)
  return promotions.filter((promotion) => {
    if (selection.filter !== 'todas') {
      if (promotionStatus(promotion, selection.now) !== FILTER_STATUS[selection.filter]) return false
    }
    if (words.length === 0) return true
    const text = foldText(
      [
        promotion.nombre,
        promotion.categoria,
        promotion.tipo,
        selection.typeLabel(promotion),
        promotion.afecta,
      ].join(' '),
    )
    return words.every((word) => text.includes(word))
  })
}

/** How many pages `count` promotions fill: at least one, so an empty list still reads "1 of 1". */
export function pageCount(count: number): number {
  return Math.max(1, Math.ceil(count / PROMOTIONS_PER_PAGE))
}

/** The promotions of page `page` (1-based), the page brought within range first. */
export function pageOf<T>(items: T[], page: number): { items: T[]; page: number; pages: number } {
  const pages = pageCount(items.length)
  const current = Math.min(Math.max(1, page), pages)
  const start = (current - 1) * PROMOTIONS_PER_PAGE
  return { items: items.slice(start, start + PROMOTIONS_PER_PAGE), page: current, pages }
}
