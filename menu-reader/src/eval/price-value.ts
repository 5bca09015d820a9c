// The price rule of the corpus README ("How it is scored"): a price's value ignores white space and currency
// signs (€, $, US$, S/, COP, FCOS…) and whatever follows the number (€/Kg., /ración, .-); a trailing K/k
// multiplies by 1,000; the last `.` or `,` is a decimal point only when one or two digits follow it.

// The first number on the line, with its separators, and a K straight after it that starts no word (14.9K, not
// the Kg of 39,00 €/Kg.).
const NUMBER_WITH_SUFFIX = /(\d[\d.,]*)([kK](?![\p{L}]))?/u

/** The value of a price as printed ('$12.000' → 12000, '12,50 €' → 12.5, '14.9 K' → 14900), or null when empty or numberless. */
export function parsePriceValue(price: string): number | null {
  const match = NUMBER_WITH_SUFFIX.exec(price.replace(/\s+/g, ''))
  if (!match) return null
  const number = match[1]!
  const isThousands = match[2] !== undefined
  const lastSeparator = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','))
  const digitsAfter = number.length - lastSeparator - 1
  const hasDecimals = lastSeparator >= 0 && digitsAfter >= 1 && digitsAfter <= 2
  const whole = (hasDecimals ? number.slice(0, lastSeparator) : number).replace(/[.,]/g, '')
  const fraction = hasDecimals ? number.slice(lastSeparator + 1) : ''
  const value = Number(fraction ? `${whole}.${fraction}` : whole)
  // Round to cents so that 14.9 × 1000 is 14900 and not 14900.000000000002.
  return isThousands ? Math.round(value * 1000 * 100) / 100 : value
}

/** Whether two printed prices have the same value; two prices without a value (both empty) count as the same. */
export function isSamePrice(a: string, b: string): boolean {
  return parsePriceValue(a) === parsePriceValue(b)
}
