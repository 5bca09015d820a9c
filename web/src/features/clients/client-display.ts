import { getClientCountry } from '#domain/clients/client-countries.ts'
import { maskClientPhone, phoneKey } from '#domain/clients/client-phone.ts'

/** A country's name in the page's language ("España", "Spain"). */
export function countryName(code: string, language: string): string {
  const { name } = getClientCountry(code)
  return language.startsWith('en') ? name.en : name.es
}

const isInternational = (telefono: string) => /^\s*(\+|00)/.test(telefono)

/**
 * The phone as the edit modal shows it: the national number through the country's mask, its prefix beside
 * the input. A number saved with the country's own prefix ("+57 300 123 4567", from a booking) loses it; one
 * of another country keeps its digits.
 */
export function nationalPhone(telefono: string, pais: string): string {
  const prefix = getClientCountry(pais).prefix.slice(1)
  const key = phoneKey(telefono, pais)
  const digits = isInternational(telefono) && key.startsWith(prefix) ? key.slice(prefix.length) : telefono
  return maskClientPhone(pais, digits)
}

/** A date on the business's clock, in the page's language ("3 dic 2026", "Dec 3, 2026"). */
export function formatBusinessDate(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium' }).format(new Date(instant))
}

/** An instant on the business's clock with its time, in the page's language ("3 dic 2026, 21:00"). */
export function formatBusinessDateTime(instant: string, timeZone: string, language: string): string {
  return new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  )
}
