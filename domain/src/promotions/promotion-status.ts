import type { PromotionStatus } from './promotion.schema.ts'

/**
 * A promotion's status at `now`: `Finalizada` once its end has passed (from the end's instant on), otherwise
 * `Activa` or `Inactiva` from the owner's switch. A future start does not change the status; the list shows
 * the start date beside it.
 */
export function promotionStatus(
  promotion: { activo: boolean; fechaFin: string | null },
  now: Date,
): PromotionStatus {
  if (promotion.fechaFin !== null && now.getTime() >= Date.parse(promotion.fechaFin)) return 'Finalizada'
  return promotion.activo ? 'Activa' : 'Inactiva'
}

/** Whether a promotion's start is still ahead at `now` (the list then shows when it starts). */
export function startsLater(promotion: { fechaInicio: string | null }, now: Date): boolean {
  return promotion.fechaInicio !== null && Date.parse(promotion.fechaInicio) > now.getTime()
}
