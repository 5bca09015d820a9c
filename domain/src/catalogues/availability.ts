import { z } from 'zod'
import { WeeklyWindowSchema } from '../promotions/weekly-window.schema.ts'
import {
  businessDateOf,
  endOfBusinessDay,
  isInsideWeeklyWindow,
  nextWindowEdge,
  startOfBusinessDate,
} from '../promotions/weekly-window.ts'
import { wallClockAt } from '../promotions/zoned-time.ts'

/**
 * When a category or a product is served (breakfast until 12:00, the lunch menu Monday to Friday 13:00–16:00,
 * a summer dish from June to September), on the business's clock. Weekly windows are the promotions' own
 * (past midnight allowed, clock changes followed); date ranges are whole days, both ends included. Nothing
 * set means always; with both set, a day must be in a range and the time in a window.
 */

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** A calendar date, "2026-06-01". */
export const CalendarDateSchema = z
  .string()
  .regex(DATE, 'availability.errors.date')
  .refine((date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), 'availability.errors.date')

/** Days from `from` to `to`, both included, in the business's calendar. */
export const DateRangeSchema = z
  .object({ from: CalendarDateSchema, to: CalendarDateSchema })
  .refine((range) => range.to >= range.from, { message: 'availability.errors.rangeOrder', path: ['to'] })
export type DateRange = z.infer<typeof DateRangeSchema>

export const AVAILABILITY_LIMITS = { windows: 7, dates: 12 } as const

export const AvailabilitySchema = z.object({
  windows: z.array(WeeklyWindowSchema).max(AVAILABILITY_LIMITS.windows).default([]),
  dates: z.array(DateRangeSchema).max(AVAILABILITY_LIMITS.dates).default([]),
  /** Outside its hours, left off the diner's menu instead of shown as served later. */
  hideWhenClosed: z.boolean().default(false),
})
export type Availability = z.infer<typeof AvailabilitySchema>

export const ALWAYS: Availability = { windows: [], dates: [], hideWhenClosed: false }

/** Availability as sent (each part optional) with what was not sent filled in as "always". */
export function completeAvailability(sent: z.input<typeof AvailabilitySchema>): Availability {
  return { ...ALWAYS, ...sent }
}

/** Whether the availability says anything at all (nothing set: always served). */
export function isRestricted(availability: Availability): boolean {
  return availability.windows.length > 0 || availability.dates.length > 0
}

/** Whether what carries `availability` is served at `instant` on `timeZone`'s clock. */
export function isServedAt(availability: Availability, instant: Date, timeZone: string): boolean {
  if (availability.dates.length > 0) {
    const today = businessDateOf(instant, timeZone)
    if (!availability.dates.some((range) => range.from <= today && today <= range.to)) return false
  }
  if (availability.windows.length === 0) return true
  return availability.windows.some((window) => isInsideWeeklyWindow(window, instant, timeZone))
}

/** Where `isServedAt` may change next, strictly after `instant` (within a week for windows), or null. */
export function nextAvailabilityEdge(
  availability: Availability,
  instant: Date,
  timeZone: string,
): Date | null {
  const edges: Date[] = []
  for (const window of availability.windows) {
    const edge = nextWindowEdge(window, instant, timeZone)
    if (edge) edges.push(edge)
  }
  for (const range of availability.dates) {
    const starts = startOfBusinessDate(range.from, timeZone)
    const ends = endOfBusinessDay(startOfBusinessDate(range.to, timeZone), timeZone)
    for (const edge of [starts, ends]) if (edge > instant) edges.push(edge)
  }
  return edges.length === 0 ? null : new Date(Math.min(...edges.map((edge) => edge.getTime())))
}

/** How something with hours stands at one instant, for the diner's menu. */
export type ServingNow =
  | { kind: 'served' }
  /** Served later today, from `opensAt` ("13:00" on the business's clock). */
  | { kind: 'later'; opensAt: string }
  /** Not served again today. */
  | { kind: 'closed' }

/**
 * Whether something is served at `instant`, opens later the same business day (and when), or not again today;
 * under several availabilities (a dish's own inside its category's) it is served when all of them serve it.
 */
export function servingAt(
  availability: Availability | readonly Availability[],
  instant: Date,
  timeZone: string,
): ServingNow {
  const all: readonly Availability[] = Array.isArray(availability) ? availability : [availability]
  const servedAt = (at: Date) => all.every((each) => isServedAt(each, at, timeZone))
  if (servedAt(instant)) return { kind: 'served' }
  const dayEnds = endOfBusinessDay(instant, timeZone)
  let at = instant
  // Each edge may open or close it; a handful covers every window and range of one day.
  for (let step = 0; step < all.length * (4 * AVAILABILITY_LIMITS.windows + 2); step++) {
    const edge = earliest(all.map((each) => nextAvailabilityEdge(each, at, timeZone)))
    if (!edge || edge >= dayEnds) break
    if (servedAt(edge)) {
      const clock = wallClockAt(edge, timeZone)
      return {
        kind: 'later',
        opensAt: `${String(clock.hour).padStart(2, '0')}:${String(clock.minute).padStart(2, '0')}`,
      }
    }
    at = edge
  }
  return { kind: 'closed' }
}

/** The earliest of some instants, null when there is none. */
export function earliest(instants: readonly (Date | null | undefined)[]): Date | null {
  let first: Date | null = null
  for (const instant of instants) if (instant && (!first || instant < first)) first = instant
  return first
}
