import { listTimeZones } from '#domain/settings/time-zones.ts'

/** One entry of the time-zone list: the IANA name and what a person recognises it by. */
export type TimeZoneOption = {
  zone: string
  /** The place the zone is named after, as a person writes it: "Buenos Aires" for America/Argentina/Buenos_Aires. */
  city: string
  /** The zone's offset from UTC now: "GMT-05:00", "GMT" for UTC itself. */
  offset: string
  /** The same offset as people type it: "GMT-5", "GMT+5:30". */
  shortOffset: string
  /** Minutes ahead of UTC now (negative west of Greenwich), to list the zones from west to east. */
  offsetMinutes: number
  /** The zone's name in the page's language, when the browser knows one: "hora de Colombia", "Colombia Time". */
  name: string
  /** Everything above, folded for matching what is typed. */
  searchText: string
}

/** Lower case, no accents, underscores and slashes as spaces: "Bogotá" and "america/bogota" both find Bogota. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[_/]+/g, ' ')
}

function readOffset(zone: string, at: Date, style: 'longOffset' | 'shortOffset'): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: style })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName')
  return part?.value ?? 'GMT'
}

/** "GMT-05:00" → -300; "GMT" → 0. */
export function offsetMinutesOf(offset: string): number {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset)
  if (!match) return 0
  const minutes = Number(match[2]) * 60 + Number(match[3])
  return match[1] === '-' ? -minutes : minutes
}

function readName(zone: string, language: string, at: Date): string {
  const part = new Intl.DateTimeFormat(language, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((item) => item.type === 'timeZoneName')
  // A zone the browser has no name for answers its offset again ("GMT-05:00"): nothing worth repeating.
  return part && !part.value.startsWith('GMT') ? part.value : ''
}

/** What the list shows for `zone` at the instant `at` (offsets move with daylight saving time). */
export function describeTimeZone(zone: string, language: string, at: Date): TimeZoneOption {
  const city = (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ')
  const offset = readOffset(zone, at, 'longOffset')
  const shortOffset = readOffset(zone, at, 'shortOffset')
  const name = readName(zone, language, at)
  return {
    zone,
    city,
    offset,
    shortOffset,
    offsetMinutes: offsetMinutesOf(offset),
    name,
    searchText: foldForSearch(`${zone} ${city} ${offset} ${shortOffset} ${name}`),
  }
}

/** Every zone the browser knows, from west to east, then by place. */
export function listTimeZoneOptions(language: string, at: Date): TimeZoneOption[] {
  return listTimeZones()
    .map((zone) => describeTimeZone(zone, language, at))
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.city.localeCompare(b.city))
}

/** The options whose text holds every word typed ("bogo", "gmt-5", "gmt-05", "colombia", "america bog"). */
export function filterTimeZoneOptions(options: TimeZoneOption[], query: string): TimeZoneOption[] {
  const words = foldForSearch(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return options
  return options.filter((option) => words.every((word) => option.searchText.includes(word)))
}
