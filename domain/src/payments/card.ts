// The demo payment view's checks (DESIGN.md §6): card number, MM/AA and CVC are validated in the browser
// only. No card data is ever sent or stored, so these rules are all there is.

/** Why a card field was refused; the web app turns each into a message. */
export type CardProblem =
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid'
  | 'holderRequired'

export type CardFields = { number: string; expiry: string; cvc: string; holder: string }
export type CardProblems = Partial<Record<keyof CardFields, CardProblem>>

/** The digits of what was typed, without the spaces and dashes people group card numbers with. */
export function toCardDigits(text: string): string {
  return text.replace(/[\s-]/g, '')
}

/** Whether a string of digits passes the Luhn check (ISO/IEC 7812): every second digit from the right doubled. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index])
    const doubled = index % 2 === 1 ? digit * 2 : digit
    sum += doubled > 9 ? doubled - 9 : doubled
  }
  return sum % 10 === 0
}

/** A card number's problem: 12 to 19 digits (spaces and dashes allowed) that pass Luhn. */
export function checkCardNumber(text: string): CardProblem | null {
  const digits = toCardDigits(text)
  if (digits === '') return 'numberRequired'
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return 'numberInvalid'
  return null
}

/**
 * An expiry's problem, "MM/AA" (month 01–12, two-digit year in this century): a card is valid through the
 * last day of its month, so the current month still passes. `today` is the viewer's local date.
 */
export function checkExpiry(text: string, today: Date): CardProblem | null {
  const value = text.trim()
  if (value === '') return 'expiryRequired'
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value)
  if (!match) return 'expiryInvalid'
  const month = Number(match[1])
  if (month < 1 || month > 12) return 'expiryInvalid'
  const year = 2000 + Number(match[2])
  const monthsNow = today.getFullYear() * 12 + today.getMonth()
  return year * 12 + (month - 1) < monthsNow ? 'expiryPast' : null
}

/** A CVC's problem: 3 or 4 digits (4 on American Express cards). */
export function checkCvc(text: string): CardProblem | null {
  const value = text.trim()
  if (value === '') return 'cvcRequired'
  return /^\d{3,4}$/.test(value) ? null : 'cvcInvalid'
}

/** Every field's problem at once, empty when the card passes. */
export function checkCard(fields: CardFields, today: Date): CardProblems {
  const problems: CardProblems = {
    number: checkCardNumber(fields.number) ?? undefined,
    expiry: checkExpiry(fields.expiry, today) ?? undefined,
    cvc: checkCvc(fields.cvc) ?? undefined,
    holder: fields.holder.trim() === '' ? 'holderRequired' : undefined,
  }
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem)) as CardProblems
}

/** "4242424242424242" → "4242 4242 4242 4242": groups of four as the digits are typed, at most 19 digits. */
export function formatCardNumber(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 19)
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** "1228" → "12/28": the slash added as the digits are typed, at most four digits. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}
