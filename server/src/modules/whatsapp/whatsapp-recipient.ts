import { COUNTRY_CODES, getCountry } from '#domain/accounts/countries.ts'
import { whatsAppNumber } from '#domain/whatsapp/whatsapp-link.ts'

const isKnownCountry = (code: string | null): code is string =>
  code !== null && (COUNTRY_CODES as readonly string[]).includes(code)

/**
 * A diner's WhatsApp number from the phone they typed (a booking's, a pickup order's), as wa.me takes it: a
 * number without prefix read with the prefix of the owner's country (as the business's own number is,
 * Negocio); with no country known, only a number typed with its prefix (+ or 00). Null when it makes no
 * number: nothing goes by WhatsApp.
 */
export function dinerWhatsAppNumber(phone: string, ownerCountry: string | null): string | null {
  if (isKnownCountry(ownerCountry)) return whatsAppNumber(getCountry(ownerCountry).prefix, phone)
  const isInternational = phone.trim().startsWith('+') || phone.replace(/\D/g, '').startsWith('00')
  return isInternational ? whatsAppNumber('', phone) : null
}
