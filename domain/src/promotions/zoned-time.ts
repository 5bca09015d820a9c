/**
 * Wall-clock time in a named time zone (IANA, e.g. "Europe/Madrid"), computed with Intl only: promotions are
 * typed and shown in the business's time zone, stored as instants, and their weekly windows follow the zone's
 * clock across daylight-saving changes.
 */

/** A wall-clock reading: month 1–12, weekday 1 (Monday) – 7 (Sunday). */
export interface WallClock {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
  weekday: number
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

const WEEKDAY_NUMBERS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 }

/** The wall clock of `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {}
  for (const part of formatterFor(timeZone).formatToParts(instant)) parts[part.type] = part.value
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAY_NUMBERS[parts.weekday ?? ''] ?? 0,
  }
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds (Madrid in winter: 3,600,000). */
export function zoneOffsetAt(instant: Date, timeZone: string): number {
  const clock = wallClockAt(instant, timeZone)
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second)
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000
}

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * The instant at which `timeZone`'s clock reads `local` ("2026-12-01T17:30", as a datetime-local input gives
 * it), or null when `local` is not such a reading. A time skipped by a spring-forward change is read with the
 * offset from before the change (02:30 on the night Madrid jumps from 02:00 to 03:00 is 03:30); a time that
 * happens twice when clocks go back is the first of the two.
 */
export function instantOfWallClock(local: string, timeZone: string): Date | null {
  const match = LOCAL_DATE_TIME.exec(local)
  if (!match) return null
  const [, year, month, day, hour, minute, second] = match
  const asUtc = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second ?? 0),
  )
  const check = new Date(asUtc)
  if (check.getUTCDate() !== Number(day) || check.getUTCHours() !== Number(hour)) return null
  const offsetBefore = zoneOffsetAt(new Date(asUtc - 86_400_000), timeZone)
  const offsetAfter = zoneOffsetAt(new Date(asUtc + 86_400_000), timeZone)
  // Try the earlier offset first, so an hour that happens twice resolves to its first occurrence.
  for (const offset of [Math.max(offsetBefore, offsetAfter), Math.min(offsetBefore, offsetAfter)]) {
    const candidate = new Date(asUtc - offset)
    if (zoneOffsetAt(candidate, timeZone) === offset) return candidate
  }
  return new Date(asUtc - offsetBefore)
}

const pad = (value: number) => String(value).padStart(2, '0')

/** `instant` as `timeZone`'s clock reads it, in a datetime-local input's shape ("2026-12-01T17:30"). */
export function wallClockText(instant: Date, timeZone: string): string {
  const clock = wallClockAt(instant, timeZone)
  return `${clock.year}-${pad(clock.month)}-${pad(clock.day)}T${pad(clock.hour)}:${pad(clock.minute)}`
}
