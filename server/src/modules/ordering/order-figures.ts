import { BEST_SELLERS, type OrderFigures } from '#domain/ordering/order-figures.schema.ts'
import { instantOfWallClock } from '#domain/promotions/zoned-time.ts'
import { calendarDayText, parseCalendarDay } from '#domain/reservations/calendar-day.ts'
import type { Database } from '../../db/database.ts'
import { countOrdersBetween, hasAnyOrder, readBestSellers } from './order-figures.repository.ts'

/** The instant `timeZone`'s clock starts the calendar day `day` ("YYYY-MM-DD"). */
function startOfDay(day: string, timeZone: string): Date {
  // A midnight skipped by a clock change is read with the offset before it: the day's first instant.
  const start = instantOfWallClock(`${day}T00:00`, timeZone)
  if (!start) throw new Error(`not a calendar day: ${day}`)
  return start
}

/**
 * The business's orders over `days` (consecutive days of its clock on `timeZone`, oldest first, as the visits
 * report has them): orders placed each day and the BEST_SELLERS dishes with the most units, rejected orders
 * left out. Undefined when the business never received an order, so a card has nothing to say about them.
 */
export async function readOrderFigures(
  db: Database,
  businessId: string,
  days: readonly string[],
  timeZone: string,
): Promise<OrderFigures | undefined> {
  const last = days.at(-1)
  if (last === undefined || !(await hasAnyOrder(db, businessId))) return undefined
  // Each day runs from its midnight to the next one's, as the visits report's days (visit-days.ts) do.
  const edges = [...days, calendarDayText(parseCalendarDay(last) + 1)].map((day) => startOfDay(day, timeZone))
  const from = edges[0] as Date
  const to = edges.at(-1) as Date
  const [counts, bestSellers] = await Promise.all([
    countOrdersBetween(db, businessId, edges),
    readBestSellers(db, businessId, from, to, BEST_SELLERS),
  ])
  const byBucket = new Map(counts.map((row) => [row.bucket, row.orders]))
  return {
    days: days.map((day, index) => ({ day, orders: byBucket.get(index + 1) ?? 0 })),
    bestSellers,
  }
}
