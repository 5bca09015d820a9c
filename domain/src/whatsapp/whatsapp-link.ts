/**
 * Links that open a chat with a business on WhatsApp (`https://wa.me/<number>?text=…`): they need only the
 * business's number, work without JavaScript and without any WhatsApp setting on the server, and carry a
 * message written for the diner in the page's language, which the diner can still change before sending.
 */

/** The shortest and longest international numbers E.164 allows, in digits, country code included. */
const E164_DIGITS = { min: 8, max: 15 } as const

/**
 * A phone number as wa.me takes it: the country's prefix and the number's digits, no plus sign, spaces or
 * punctuation; a number typed with its own prefix ("+34 612…" or "0034 612…") keeps it; null when what is
 * left is no possible international number.
 */
export function whatsAppNumber(prefix: string, typed: string): string | null {
  const trimmed = typed.trim()
  if (trimmed === '') return null
  const digits = trimmed.replace(/\D/g, '')
  const ownPrefix = prefix.replace(/\D/g, '')
  let international: string
  if (trimmed.startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else international = `${ownPrefix}${digits.replace(/^0+/, '')}`
  return international.length >= E164_DIGITS.min && international.length <= E164_DIGITS.max
    ? international
    : null
}

/**
 * The one form a WhatsApp number is compared in (an opt-out against a recipient, a client's phone against the
 * opt-outs): WhatsApp names some senders with a mobile digit that dialling does not need, or without one it
 * does: Argentina's mobiles as 549…, Mexico's as 521…, and Brazil's older mobiles without the 9 after the area
 * code. The key drops Argentina's 9 and Mexico's 1 and Brazil's ninth digit, so each spelling finds the others.
 */
export function whatsAppKey(digits: string): string {
  const only = digits.replace(/\D/g, '')
  if (/^549\d{10}$/.test(only)) return `54${only.slice(3)}`
  if (/^521\d{10}$/.test(only)) return `52${only.slice(3)}`
  if (/^55\d{2}9\d{8}$/.test(only)) return `${only.slice(0, 4)}${only.slice(5)}`
  return only
}

/** The chat link of a WhatsApp number (as `whatsAppNumber` writes it) with a message ready to send. */
export function whatsAppLink(number: string, message: string): string {
  return `https://wa.me/${number}?${new URLSearchParams({ text: message }).toString().replace(/\+/g, '%20')}`
}

export type WhatsAppLanguage = 'es' | 'en'

/** The message a diner's link starts with, in the page's language. */
export const WHATSAPP_MESSAGES = {
  es: {
    menu: (business: string) => `Hola, ${business}. Vi su menú y quería hacerles una consulta.`,
    dish: (business: string, dish: string) => `Hola, ${business}. ¿Me cuentan más sobre «${dish}»?`,
    booking: (business: string, when: string, party: number) =>
      `Hola, ${business}. Quisiera reservar una mesa para ${party} ${party === 1 ? 'persona' : 'personas'} el ${when}.`,
  },
  en: {
    menu: (business: string) => `Hello, ${business}. I saw your menu and have a question.`,
    dish: (business: string, dish: string) => `Hello, ${business}. Could you tell me more about "${dish}"?`,
    booking: (business: string, when: string, party: number) =>
      `Hello, ${business}. I'd like to book a table for ${party} ${party === 1 ? 'person' : 'people'} on ${when}.`,
  },
} as const satisfies Record<WhatsAppLanguage, Record<string, (...args: never[]) => string>>
