import { calendarDayAt, calendarDayText, parseCalendarDay } from '../reservations/calendar-day.ts'

// Visits are counted per day of the business's own clock (decision 052): a diner at 23:30 in Madrid counts on
// that evening's day, whatever the server's zone.

/** The business's calendar day at `instant`, as "YYYY-MM-DD". */
export function visitDayAt(instant: Date, timeZone: string): string {
  return calendarDayText(calendarDayAt(instant, timeZone))
}

/** The `count` calendar days that end with `today` ("YYYY-MM-DD"), oldest first. */
export function daysEndingWith(today: string, count: number): string[] {
  const last = parseCalendarDay(today)
  return Array.from({ length: count }, (_, index) => calendarDayText(last - (count - 1 - index)))
}

// The zone whose clock is furthest behind UTC (Etc/GMT+12, Baker Island): the last place where a day ends.
const LAST_ZONE = 'Etc/GMT+12'

/**
 * The latest day that is over in every time zone at `instant` ("YYYY-MM-DD"): its visitor salt may be
 * thrown away, no business can count on it any more.
 */
export function lastDayOverEverywhere(instant: Date): string {
  return calendarDayText(calendarDayAt(instant, LAST_ZONE) - 1)
}
