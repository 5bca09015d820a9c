import type { OrderFigures } from '#domain/ordering/order-figures.schema.ts'
import { daysEndingWith, visitDayAt } from '#domain/visits/visit-days.ts'
import { REPORT_DAYS, TOP_CATEGORIES, type VisitsReport } from '#domain/visits/visits-report.schema.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { estimateVisitors } from './visitor-sketch.ts'
import {
  isCountingFor,
  readPromotionViews,
  readSourceViews,
  readTimeZone,
  readTopCategories,
  readVisitorSketches,
} from './visits.repository.ts'

/**
 * A business's orders over the report's days of its clock (the ordering module's, which the app hands over):
 * undefined when it never took an order.
 */
export type ReadOrderFigures = (
  db: Database,
  businessId: string,
  days: readonly string[],
  timeZone: string,
) => Promise<OrderFigures | undefined>

/**
 * The owner's report (decision 052): the last REPORT_DAYS days of the business's clock with views by source
 * and different visitors (estimated from the day's sketch), every day present; the most opened categories and
 * the promotion cards' views of the active catalogue; with `readOrders` (for a role that may read orders), the
 * orders of the same days when the business ever took one. `now` in milliseconds.
 */
export async function getVisitsReport(
  db: Database,
  owner: { businessId: string; userId: string },
  now: number,
  readOrders?: ReadOrderFigures,
): Promise<VisitsReport> {
  const { businessId } = owner
  const timeZone = await readTimeZone(db, businessId)
  if (!timeZone) throw new AppError('not_found', 404)
  const days = daysEndingWith(visitDayAt(new Date(now), timeZone), REPORT_DAYS)
  const firstDay = days[0] as string
  const [isCounting, sourceViews, sketches, categories, promotions, orders] = await Promise.all([
    isCountingFor(db, owner.userId),
    readSourceViews(db, businessId, firstDay),
    readVisitorSketches(db, businessId, firstDay),
    readTopCategories(db, businessId, firstDay, TOP_CATEGORIES),
    readPromotionViews(db, businessId, firstDay),
    readOrders?.(db, businessId, days, timeZone),
  ])
  const byDay = new Map(days.map((day) => [day, { day, qr: 0, direct: 0, other: 0, visitors: 0 }]))
  for (const row of sourceViews) {
    const entry = byDay.get(row.day)
    if (entry && (row.source === 'qr' || row.source === 'direct' || row.source === 'other')) {
      entry[row.source] += row.views
    }
  }
  for (const row of sketches) {
    const entry = byDay.get(row.day)
    if (entry) entry.visitors = estimateVisitors(row.registers)
  }
  return {
    isCounting,
    days: [...byDay.values()],
    categories,
    promotions,
    ...(orders ? { orders } : {}),
  }
}
