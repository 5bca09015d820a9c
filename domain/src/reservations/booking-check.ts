import { instantOfWallClock, wallClockText } from '../promotions/zoned-time.ts'
import type { BookingRules } from './booking-rules.schema.ts'
import { calendarDayAt, isRealDate, parseCalendarDay } from './calendar-day.ts'
import { type DaySlot, daySlots } from './day-slots.ts'

const MINUTE_MS = 60_000

/**
 * Why a requested start may not be booked, each tied to the field a form marks:
 * - `no_such_date`: a date the calendar does not have (30 February);
 * - `skipped_time`: the time does not exist that night (the hour a spring-forward change skips);
 * - `past`, `too_soon`: before now, or before now plus `antelacionMinimaMinutos`;
 * - `beyond_horizon`: a date after today plus `horizonteDias` (today on the business's clock);
 * - `closed_date`, `outside_hours`: not one of the date's slots (see daySlots), unless the owner books
 *   outside hours on purpose (`fueraDeHorario`).
 */
export type BookingTimeRefusal =
  | 'no_such_date'
  | 'skipped_time'
  | 'past'
  | 'too_soon'
  | 'beyond_horizon'
  | 'closed_date'
  | 'outside_hours'

export type BookingTimeCheck = { start: Date; refusal: null } | { start: null; refusal: BookingTimeRefusal }

/** When a slot may be booked from `now`: not before the minimum notice, not after the horizon's last date. */
export function isBookableAt(rules: BookingRules, slot: DaySlot, now: Date, timeZone: string): boolean {
  const lastDay = calendarDayAt(now, timeZone) + rules.horizonteDias
  return (
    slot.start.getTime() >= now.getTime() + rules.antelacionMinimaMinutos * MINUTE_MS &&
    parseCalendarDay(slot.date) <= lastDay
  )
}

/** Checks `date` + `time` on the business's clock against the rules at `now`; the start instant when it fits. */
export function checkBookingTime(
  rules: BookingRules,
  request: { date: string; time: string; isOutsideHoursAllowed: boolean },
  now: Date,
  timeZone: string,
): BookingTimeCheck {
  const local = `${request.date}T${request.time}`
  if (!isRealDate(request.date)) return { start: null, refusal: 'no_such_date' }
  const start = instantOfWallClock(local, timeZone)
  if (!start || wallClockText(start, timeZone) !== local) return { start: null, refusal: 'skipped_time' }
  if (start < now) return { start: null, refusal: 'past' }
  if (start.getTime() < now.getTime() + rules.antelacionMinimaMinutos * MINUTE_MS) {
    return { start: null, refusal: 'too_soon' }
  }
  if (parseCalendarDay(request.date) > calendarDayAt(now, timeZone) + rules.horizonteDias) {
    return { start: null, refusal: 'beyond_horizon' }
  }
  if (request.isOutsideHoursAllowed) return { start, refusal: null }
  if (daySlots(rules, request.date, timeZone).some((slot) => slot.time === request.time)) {
    return { start, refusal: null }
  }
  return { start: null, refusal: rules.diasCerrados.includes(request.date) ? 'closed_date' : 'outside_hours' }
}
