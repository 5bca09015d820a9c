import { wallClockAt } from '../promotions/zoned-time.ts'

/**
 * A calendar date without a time zone, as whole days since 1970-01-01: a business's dates ("2026-03-29") are
 * counted and compared as these, so adding a day never meets a clock change.
 */
export type CalendarDay = number

const DAY_MS = 86_400_000
const pad = (value: number) => String(value).padStart(2, '0')

/** The calendar day of a "YYYY-MM-DD" text (the text is trusted: LocalDateSchema checked it). */
export function parseCalendarDay(date: string): CalendarDay {
  const [year, month, day] = date.split('-').map(Number)
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1) / DAY_MS
}

/** A calendar day as "YYYY-MM-DD". */
export function calendarDayText(day: CalendarDay): string {
  const date = new Date(day * DAY_MS)
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** Whether "YYYY-MM-DD" names a day that exists (not 2026-02-30). */
export function isRealDate(date: string): boolean {
  return calendarDayText(parseCalendarDay(date)) === date
}

/** The ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function weekdayOf(day: CalendarDay): number {
  return ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1
}

/** The calendar day `timeZone`'s clock reads at `instant`. */
export function calendarDayAt(instant: Date, timeZone: string): CalendarDay {
  const clock = wallClockAt(instant, timeZone)
  return Date.UTC(clock.year, clock.month - 1, clock.day) / DAY_MS
}
