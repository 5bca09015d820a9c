import { tzlib_get_ical_block } from 'timezones-ical-library'
import { wallClockText } from '#domain/promotions/zoned-time.ts'

// A booking as a calendar invitation (RFC 5545). The times are written on the business's clock with its TZID
// and the zone's VTIMEZONE (timezones-ical-library), so a calendar in any zone shows the right instant and
// the diner sees the restaurant's hour. ical-generator was tried first: given a plain Date and a time zone it
// writes the server's local hours under the business's TZID, which is wrong unless both zones agree.

export type IcsEvent = {
  /** Stable per appointment, so a cancellation replaces the invitation in the diner's calendar. */
  uid: string
  start: Date
  end: Date
  timeZone: string
  summary: string
  description: string
  /** The page the booking was made on, shown as the event's address. */
  url: string
  status: 'CONFIRMED' | 'CANCELLED'
  /** Grows with each change: a calendar keeps the highest. */
  sequence: number
  now: Date
}

/** Text escaped for a property value: backslash, semicolon, comma and line breaks. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Folds a content line at 75 octets, never inside a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = []
  let current = ''
  let octets = 0
  for (const character of line) {
    const size = Buffer.byteLength(character)
    if (octets + size > 75) {
      out.push(current)
      current = ' '
      octets = 1
    }
    current += character
    octets += size
  }
  out.push(current)
  return out.join('\r\n')
}

/** "2026-12-05T20:00" on the zone's clock → "20261205T200000". */
function localStamp(instant: Date, timeZone: string): string {
  return `${wallClockText(instant, timeZone).replace(/[-:]/g, '')}00`
}

const utcStamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

/** The zone's VTIMEZONE block; UTC needs none (its times are written with Z instead). */
function zoneBlock(timeZone: string): string | null {
  const block = tzlib_get_ical_block(timeZone)
  return Array.isArray(block) && block[0] ? block[0] : null
}

/** The invitation as an iCalendar file (METHOD:PUBLISH: the diner adds it, nobody answers it). */
export function appointmentIcs(event: IcsEvent): string {
  const vtimezone = zoneBlock(event.timeZone)
  const time = (instant: Date) =>
    vtimezone ? `;TZID=${event.timeZone}:${localStamp(instant, event.timeZone)}` : `:${utcStamp(instant)}`
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrina//Reservas//ES',
    'CALSCALE:GREGORIAN',
    `METHOD:${event.status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    ...(vtimezone ? vtimezone.split(/\r?\n/) : []),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.now)}`,
    `DTSTART${time(event.start)}`,
    `DTEND${time(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    `STATUS:${event.status}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
