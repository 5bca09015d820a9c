import { wallClockAt } from '#domain/promotions/zoned-time.ts'

/** A month of the calendar: month 1–12. */
export type CalendarMonth = { year: number; month: number }

/** A day of the calendar's grid, "YYYY-MM-DD", with whether it belongs to the month shown. */
export type CalendarCell = { date: string; day: number; weekday: number; isInMonth: boolean }

/** The first day of a week: 1 Monday (Spanish), 7 Sunday (English). */
export type WeekStart = 1 | 7

const pad = (value: number) => String(value).padStart(2, '0')

/** "YYYY-MM-DD" of a UTC date: calendar dates are computed in UTC so the browser's zone never moves them. */
function dateText(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** A "YYYY-MM-DD" as a Date at 00:00 UTC, for arithmetic and Intl formatting with `timeZone: 'UTC'`. */
export function utcDateOf(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day))
}

/** 1 Monday … 7 Sunday of a "YYYY-MM-DD". */
export function weekdayOf(date: string): number {
  return ((utcDateOf(date).getUTCDay() + 6) % 7) + 1
}

/** Today on the business's clock, "YYYY-MM-DD", whatever the browser's zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  const clock = wallClockAt(now, timeZone)
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}`
}

export function monthOf(date: string): CalendarMonth {
  const [year = 0, month = 1] = date.split('-').map(Number)
  return { year, month }
}

export function addMonths({ year, month }: CalendarMonth, count: number): CalendarMonth {
  const index = year * 12 + (month - 1) + count
  return { year: Math.floor(index / 12), month: (index % 12) + 1 }
}

/**
 * The month's grid: whole weeks from the week holding the 1st to the week holding the last day, starting on
 * `weekStart`. The spec's grid is 7 × 35 cells; a month that spans six weeks (a 31-day month starting on the
 * week's last two days) gets a sixth row of 7 rather than hiding its last days, so a grid is 35 or 42 cells.
 */
export function monthCells({ year, month }: CalendarMonth, weekStart: WeekStart): CalendarCell[] {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const firstWeekday = ((first.getUTCDay() + 6) % 7) + 1
  const lead = (firstWeekday - weekStart + 7) % 7
  const count = lead + daysInMonth > 35 ? 42 : 35
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1, 1 + index - lead))
    return {
      date: dateText(date),
      day: date.getUTCDate(),
      weekday: ((date.getUTCDay() + 6) % 7) + 1,
      isInMonth: date.getUTCMonth() === month - 1,
    }
  })
}

/** The grid's first and last dates, to ask the API for every appointment the grid shows (at most 42 days). */
export function gridRange(cells: CalendarCell[]): { from: string; to: string } {
  return { from: cells[0]?.date ?? '', to: cells.at(-1)?.date ?? '' }
}
