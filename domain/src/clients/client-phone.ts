import { CLIENT_COUNTRIES, type ClientCountryCode, getClientCountry } from './client-countries.ts'

/** The most digits an international number has (ITU-T E.164). */
const MAX_PHONE_DIGITS = 15

/** How many digits a country's national number has: the `#`s of its mask. */
export function nationalDigitCount(country: string): number {
  return getClientCountry(country).phoneMask.replace(/[^#]/g, '').length
}

/**
 * Shows typed digits through the country's mask ("3001234567" → "300 123 4567"), dropping anything that is
 * not a digit and any digit past the mask: the phone input's value as the owner types.
 */
export function maskClientPhone(country: string, typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, nationalDigitCount(country))
  let shown = ''
  let next = 0
  for (const slot of getClientCountry(country).phoneMask) {
    if (next >= digits.length) break
    if (slot === '#') shown += digits[next++]
    else shown += slot
  }
  return shown
}

const prefixDigits = (country: string) => getClientCountry(country).prefix.slice(1)

/**
 * A phone number as digits with its country prefix ("+57 300 123-4567", "300 1234567" for a Colombian client
 * and "0057 3001234567" all give "573001234567"): what two records are matched and searched by. A number
 * written with "+" or "00" keeps its own prefix; a national one takes the country's, and loses a trunk "0"
 * ("0612 345 678" in Spain). Empty when nothing in it is a digit, or when it has too many digits to be a phone.
 */
export function phoneKey(typed: string, country: string): string {
  const trimmed = typed.trim().replace(/^\(\s*(\+)/, '$1')
  let digits = trimmed.replace(/\D/g, '')
  if (digits.length === 0) return ''
  const isInternational = trimmed.startsWith('+') || digits.startsWith('00')
  if (isInternational) digits = digits.replace(/^00/, '')
  else {
    const prefix = prefixDigits(country)
    const national = nationalDigitCount(country)
    const hasPrefix = digits.length === prefix.length + national && digits.startsWith(prefix)
    if (!hasPrefix) digits = prefix + digits.replace(/^0(?=\d{6})/, '')
  }
  return digits.length > MAX_PHONE_DIGITS ? '' : digits
}

/** The client country whose prefix starts a phone key (the longest prefix wins), or null. */
export function countryOfPhoneKey(key: string): ClientCountryCode | null {
  let best: { code: ClientCountryCode; length: number } | null = null
  for (const country of CLIENT_COUNTRIES) {
    const prefix = country.prefix.slice(1)
    if (key.startsWith(prefix) && prefix.length > (best?.length ?? 0)) {
      best = { code: country.code, length: prefix.length }
    }
  }
  return best?.code ?? null
}

/**
 * A client's phone as every screen and the export write it: the international form, the prefix then the
 * national number through its country's mask ("3001234567", "+57 300-123-4567" and "0057 3001234567" of a
 * Colombian client all give "+57 300 123 4567"). A number of another of the ten countries takes that country's
 * mask; one no mask fits (too short, a country not among the ten) is kept as typed.
 */
export function formatClientPhone(telefono: string, pais: string): string {
  const typed = telefono.trim()
  const key = phoneKey(typed, pais)
  const code = key.startsWith(prefixDigits(pais)) ? pais : countryOfPhoneKey(key)
  if (code === null) return typed
  const national = key.slice(prefixDigits(code).length)
  if (national.length !== nationalDigitCount(code)) return typed
  return `${getClientCountry(code).prefix} ${maskClientPhone(code, national)}`
}
