import type { Promotion } from './promotion.schema.ts'
import { isInsideWeeklyWindow, nextWindowEdge } from './weekly-window.ts'

/** What decides when a promotion applies: its switch, its dates and its weekly window. */
export type PromotionSchedule = Pick<Promotion, 'activo' | 'fechaInicio' | 'fechaFin' | 'franjaSemanal'>

/**
 * Whether a promotion applies at `instant`: switched on, inside [fechaInicio, fechaFin) (a missing date
 * leaves that side open), and inside its weekly window, read in the business's `timeZone`, when it has one.
 */
export function isPromotionLive(promotion: PromotionSchedule, instant: Date, timeZone: string): boolean {
  if (!promotion.activo) return false
  if (promotion.fechaInicio !== null && instant.getTime() < Date.parse(promotion.fechaInicio)) return false
  if (promotion.fechaFin !== null && instant.getTime() >= Date.parse(promotion.fechaFin)) return false
  return promotion.franjaSemanal === null || isInsideWeeklyWindow(promotion.franjaSemanal, instant, timeZone)
}

/**
 * The first instant after `instant` at which one of `promotions` starts or stops applying with no one
 * editing anything (a start, an end, a weekly window opening or closing), or null when none ever will: a
 * page built from these promotions holds until then. A switched-off promotion changes only by an edit.
 */
export function nextPromotionBoundary(
  promotions: readonly PromotionSchedule[],
  instant: Date,
  timeZone: string,
): Date | null {
  const now = instant.getTime()
  const boundaries: number[] = []
  for (const promotion of promotions) {
    if (!promotion.activo) continue
    const start = promotion.fechaInicio === null ? null : Date.parse(promotion.fechaInicio)
    const end = promotion.fechaFin === null ? null : Date.parse(promotion.fechaFin)
    if (end !== null && end <= now) continue
    if (start !== null && start > now) boundaries.push(start)
    if (end !== null) boundaries.push(end)
    if (promotion.franjaSemanal === null) continue
    // The window matters only inside the dates: its edges from the start (or now) on, before the end.
    const edge = nextWindowEdge(promotion.franjaSemanal, new Date(Math.max(now, start ?? now)), timeZone)
    if (edge !== null && (end === null || edge.getTime() < end)) boundaries.push(edge.getTime())
  }
  return boundaries.length === 0 ? null : new Date(Math.min(...boundaries))
}
