import { z } from 'zod'
import { OrderFiguresSchema } from '../ordering/order-figures.schema.ts'

/** How many days the owner's chart shows, today included. */
export const REPORT_DAYS = 30
/** How many of the most opened categories the report names. */
export const TOP_CATEGORIES = 5

/** One day of the business's clock: views by source, and different visitors (a daily salted hash each). */
export const VisitDaySchema = z.object({
  /** "YYYY-MM-DD" on the business's clock. */
  day: z.string(),
  qr: z.number().int(),
  direct: z.number().int(),
  other: z.number().int(),
  visitors: z.number().int(),
})
export type VisitDay = z.infer<typeof VisitDaySchema>

/** A category or promotion of the current catalogue with its views over the report's days. */
export const ViewedItemSchema = z.object({ id: z.string(), name: z.string(), views: z.number().int() })
export type ViewedItem = z.infer<typeof ViewedItemSchema>

/**
 * `GET /api/visits`: the last REPORT_DAYS days of the business's clock, oldest first, every day present (a day
 * without visits is zeros); the most opened categories of the active catalogue; the views of its promotion
 * cards (empty when it has none). `isCounting` is the owner's privacy setting (analytics): off, nothing is
 * counted. `orders`: the orders of the same days and the dishes ordered most, only for a role that may read
 * orders (`orders.read`) of a business that ever received one.
 */
export const VisitsReportSchema = z.object({
  isCounting: z.boolean(),
  days: z.array(VisitDaySchema),
  categories: z.array(ViewedItemSchema),
  promotions: z.array(ViewedItemSchema),
  orders: OrderFiguresSchema.optional(),
})
export type VisitsReport = z.infer<typeof VisitsReportSchema>
