import { z } from 'zod'

/** The time zone every account and business starts with (docs/product-spec.md §9: Bogotá). */
export const DEFAULT_TIME_ZONE = 'America/Bogota'

/**
 * Whether `zone` is an IANA time zone this runtime knows ("America/Bogota", "UTC"): what `Intl` accepts is
 * what dates can be shown in, on the server and in the browser alike.
 */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/** Every IANA zone the runtime lists, plus UTC: the options of the searchable time-zone list. */
export function listTimeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone')
  return zones.includes('UTC') ? zones : [...zones, 'UTC']
}

/** A time zone as the settings and the business take it: one `isTimeZone` knows, or the field's message. */
export const TimeZoneSchema = z.string().trim().refine(isTimeZone, 'settings.errors.timeZoneUnknown')
