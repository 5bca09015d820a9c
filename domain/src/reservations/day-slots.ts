import { instantOfWallClock, wallClockText } from '../promotions/zoned-time.ts'
import type { BookingRules, OpeningRange } from './booking-rules.schema.ts'
import { type CalendarDay, calendarDayText, parseCalendarDay, weekdayOf } from './calendar-day.ts'

/**
 * The slots of one business date: the times a booking may start, on the business's clock.
 *
 * - Each opening range of the date's weekday gives a slot every `intervaloMinutos` from `desde` while the whole
 *   slot fits before `hasta` (13:00–16:00 every 30 minutes: 13:00 … 15:30).
 * - A range past midnight (20:00–01:00) belongs to the day it opens: its slots after midnight are slots of the
 *   next date. A closed date (`diasCerrados`) closes the ranges that open on it, so Christmas Eve's late
 *   service still runs into the 25th when only the 25th is closed.
 * - Slots are wall-clock times, turned into instants in the business's zone. On the night clocks go forward
 *   (Madrid, last Sunday of March, 02:00 → 03:00) the times of the skipped hour do not exist, so they have no
 *   slot. On the night clocks go back (last Sunday of October, 03:00 → 02:00) 02:00–02:59 happens twice; each
 *   time is offered once, at its first occurrence, as `instantOfWallClock` reads a typed time. A zone without
 *   daylight saving (America/Bogota) has neither.
 */

/** A slot: its date and time on the business's clock, and its instant. */
export type DaySlot = { date: string; time: string; start: Date }

const MINUTES_A_DAY = 24 * 60
const pad = (value: number) => String(value).padStart(2, '0')

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const timeText = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`

/** The slot starts of a range, in minutes from the midnight it opens after (past 1440: the next date). */
export function rangeSlotMinutes(range: OpeningRange, intervalMinutes: number): number[] {
  const opens = minutesOf(range.desde)
  const closes = minutesOf(range.hasta) + (range.hasta <= range.desde ? MINUTES_A_DAY : 0)
  const starts: number[] = []
  for (let start = opens; start + intervalMinutes <= closes; start += intervalMinutes) starts.push(start)
  return starts
}

// The wall-clock minutes of `date` given by the ranges that open on `openingDay` (that date or the day before).
function minutesFromDay(rules: BookingRules, openingDay: CalendarDay, date: CalendarDay): number[] {
  if (rules.diasCerrados.includes(calendarDayText(openingDay))) return []
  const shift = (date - openingDay) * MINUTES_A_DAY
  return rules.horario
    .filter((range) => range.dia === weekdayOf(openingDay))
    .flatMap((range) => rangeSlotMinutes(range, rules.intervaloMinutos))
    .map((minutes) => minutes - shift)
    .filter((minutes) => minutes >= 0 && minutes < MINUTES_A_DAY)
}

/** Every slot of `date` ("YYYY-MM-DD") under `rules`, in order, in `timeZone` (IANA). */
export function daySlots(rules: BookingRules, date: string, timeZone: string): DaySlot[] {
  const day = parseCalendarDay(date)
  const minutes = new Set([...minutesFromDay(rules, day - 1, day), ...minutesFromDay(rules, day, day)])
  const slots: DaySlot[] = []
  for (const minute of [...minutes].sort((a, b) => a - b)) {
    const local = `${date}T${timeText(minute)}`
    const start = instantOfWallClock(local, timeZone)
    // A time the clock skips reads back as another time: it has no slot.
    if (start && wallClockText(start, timeZone) === local) slots.push({ date, time: timeText(minute), start })
  }
  return slots
}

/**
 * The slots a booking over [start, end) covers: those whose own time, [slot, slot + `intervalMinutes`), meets
 * it (a party at 20:00 for 90 minutes covers 20:00, 20:30 and 21:00; one at 20:15 also 21:30). What a
 * calendar shows a booking in; the room itself is counted at instants (occupancy.ts).
 */
export function coveredSlots(
  slots: readonly DaySlot[],
  start: Date,
  end: Date,
  intervalMinutes: number,
): DaySlot[] {
  return slots.filter(
    (slot) => slot.start < end && slot.start.getTime() + intervalMinutes * 60_000 > start.getTime(),
  )
}
