import type { WeeklyWindow } from './promotion.schema.ts'
import { instantOfWallClock, wallClockAt, wallClockText } from './zoned-time.ts'

/**
 * A promotion's weekly window as instants: each day of `dias` opens at `desde` and closes at `hasta` in the
 * business's time zone, the next day when `hasta` is not after `desde` (22:00–02:00 runs past midnight).
 * Each opening and closing is the first instant the zone's clock reads that time or later, so a window edge
 * happens once even on the night the clocks go back, and an edge inside the hour skipped in spring happens
 * when the clock jumps past it.
 */

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

/** One opening of a weekly window: open from `opens` (included) to `closes` (excluded). */
export type WindowOccurrence = { opens: Date; closes: Date }

const pad = (value: number) => String(value).padStart(2, '0')

/** A calendar date as days since 1970-01-01 (UTC midnight), so days can be added without a time zone. */
type CalendarDay = number

function calendarDayOf(instant: Date, timeZone: string): CalendarDay {
  const clock = wallClockAt(instant, timeZone)
  return Date.UTC(clock.year, clock.month - 1, clock.day) / DAY_MS
}

/** The ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
function weekdayOf(day: CalendarDay): number {
  return ((new Date(day * DAY_MS).getUTCDay() + 6) % 7) + 1
}

function dateText(day: CalendarDay): string {
  const date = new Date(day * DAY_MS)
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

/** The first instant at which `timeZone`'s clock reads `time` ("HH:MM") or later on `day`. */
export function edgeInstant(day: CalendarDay, time: string, timeZone: string): Date {
  const local = `${dateText(day)}T${time}`
  const instant = instantOfWallClock(local, timeZone) as Date
  if (wallClockText(instant, timeZone) === local) return instant
  // Skipped by a spring-forward change: the clock jumps past `time` somewhere in the three hours before the
  // instant read with the earlier offset; find that jump to the minute (clocks change on whole minutes).
  let before = instant.getTime() - 3 * 60 * MINUTE_MS
  let after = instant.getTime()
  while (after - before > MINUTE_MS) {
    const middle = before + Math.floor((after - before) / 2 / MINUTE_MS) * MINUTE_MS
    if (wallClockText(new Date(middle), timeZone) >= local) after = middle
    else before = middle
  }
  return new Date(after)
}

/** The calendar date ("2026-12-07") `timeZone`'s clock reads at `instant`. */
export function businessDateOf(instant: Date, timeZone: string): string {
  return dateText(calendarDayOf(instant, timeZone))
}

/** The first instant `timeZone`'s clock reads 00:00 on `date` ("2026-12-07"), or later when 00:00 is skipped. */
export function startOfBusinessDate(date: string, timeZone: string): Date {
  return edgeInstant(Date.parse(`${date}T00:00:00Z`) / DAY_MS, '00:00', timeZone)
}

/** The window's openings that start on the calendar days from `first` to `last`, in order. */
function occurrencesBetween(
  window: WeeklyWindow,
  first: CalendarDay,
  last: CalendarDay,
  timeZone: string,
): WindowOccurrence[] {
  const overnight = window.hasta <= window.desde
  const occurrences: WindowOccurrence[] = []
  for (let day = first; day <= last; day++) {
    if (!window.dias.includes(weekdayOf(day))) continue
    occurrences.push({
      opens: edgeInstant(day, window.desde, timeZone),
      closes: edgeInstant(overnight ? day + 1 : day, window.hasta, timeZone),
    })
  }
  return occurrences
}

/** Whether `instant` falls inside one of the window's openings. */
export function isInsideWeeklyWindow(window: WeeklyWindow, instant: Date, timeZone: string): boolean {
  const today = calendarDayOf(instant, timeZone)
  // An opening that started yesterday may still run past midnight.
  return occurrencesBetween(window, today - 1, today, timeZone).some(
    ({ opens, closes }) => opens <= instant && instant < closes,
  )
}

/**
 * The end of the business's day that `instant` falls in: the first instant its clock reads the next day's
 * 00:00 (what "agotado hoy" lasts until). A day is 23 or 25 hours long when the clocks change in it.
 */
export function endOfBusinessDay(instant: Date, timeZone: string): Date {
  return edgeInstant(calendarDayOf(instant, timeZone) + 1, '00:00', timeZone)
}

/** The window's next opening or closing strictly after `instant` (within a week), or null. */
export function nextWindowEdge(window: WeeklyWindow, instant: Date, timeZone: string): Date | null {
  const today = calendarDayOf(instant, timeZone)
  const edges = occurrencesBetween(window, today - 1, today + 7, timeZone)
    .flatMap(({ opens, closes }) => [opens, closes])
    .filter((edge) => edge > instant)
  return edges.length === 0 ? null : new Date(Math.min(...edges.map((edge) => edge.getTime())))
}
