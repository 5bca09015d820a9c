// Prices shown with the business currency's sign and thousands separators (`$12.000` for COP,
// `12,50 €` for EUR). Our own small formatter rather than Intl.NumberFormat: ICU versions disagree on
// grouping 4-digit numbers in Spanish ("1000" vs "1.000"), and the spec needs "$1.500". The digits are
// worked out on the decimal string, never through binary floating point.

/** How one currency is written: its sign, where it goes, and whether whole amounts drop the cents. */
type CurrencyStyle = {
  sign: string
  /**
   * 'before' → "$12", 'before-spaced' → "S/ 18.00", 'after-spaced' → "12,50 €" (the space is non-breaking).
   */
  position: 'before' | 'before-spaced' | 'after-spaced'
  /** Currencies without cents in daily use: "$12.000", and "$12.000,50" only when the amount is not whole. */
  hasNoDailyCents: boolean
}

const NBSP = '\u00a0'

// Pesos and guaraníes without cents in daily use; every other listed currency always shows two decimals
// ("S/ 18.00", "$12.00"), as menus print them.
const CURRENCY_STYLES: Record<string, CurrencyStyle> = {
  COP: { sign: '$', position: 'before', hasNoDailyCents: true },
  CLP: { sign: '$', position: 'before', hasNoDailyCents: true },
  ARS: { sign: '$', position: 'before', hasNoDailyCents: true },
  PYG: { sign: 'Gs.', position: 'before-spaced', hasNoDailyCents: true },
  USD: { sign: '$', position: 'before', hasNoDailyCents: false },
  MXN: { sign: '$', position: 'before', hasNoDailyCents: false },
  CAD: { sign: '$', position: 'before', hasNoDailyCents: false },
  GBP: { sign: '£', position: 'before', hasNoDailyCents: false },
  EUR: { sign: '€', position: 'after-spaced', hasNoDailyCents: false },
  PEN: { sign: 'S/', position: 'before-spaced', hasNoDailyCents: false },
  BRL: { sign: 'R$', position: 'before-spaced', hasNoDailyCents: false },
  VES: { sign: 'Bs.', position: 'before-spaced', hasNoDailyCents: false },
}

// The peso and guaraní countries group with "." whatever the reader's language, so "$12.000" never reads as
// twelve dollars in English.
const DOT_GROUPED_CURRENCIES = new Set(['COP', 'CLP', 'ARS', 'PYG'])

/**
 * A price as shown to a reader ("12000.00", 'COP' → "$12.000"; "12.5", 'EUR', 'es' → "12,50 €"): amount in
 * currency units as an exact decimal string or a number, rounded half-up to cents. Throws a RangeError for
 * a negative or non-numeric amount.
 */
export function formatPrice(amount: string | number, currency: string, language: 'es' | 'en'): string {
  const code = currency.toUpperCase()
  const cents = toCents(amount)
  const style = CURRENCY_STYLES[code]
  const isDotGrouped = language === 'es' || DOT_GROUPED_CURRENCIES.has(code)
  const [group, point] = isDotGrouped ? ['.', ','] : [',', '.']
  const whole = groupThousands((cents / 100n).toString(), group)
  const fraction = (cents % 100n).toString().padStart(2, '0')
  // Unknown currencies: we cannot know whether they use cents, so whole amounts drop them.
  const isWholeShort = (style?.hasNoDailyCents ?? true) && fraction === '00'
  const number = isWholeShort ? whole : `${whole}${point}${fraction}`
  if (!style) return `${number}${NBSP}${code}`
  // In English the euro goes before the number, as English texts write it ("€12.50").
  if (code === 'EUR' && language === 'en') return `€${number}`
  if (style.position === 'before') return `${style.sign}${number}`
  if (style.position === 'before-spaced') return `${style.sign}${NBSP}${number}`
  return `${number}${NBSP}${style.sign}`
}

/** The amount in whole cents, rounded half-up; throws a RangeError for negatives and non-numbers. */
function toCents(amount: string | number): bigint {
  // A number is already binary: toFixed(2) is its nearest cents, and our precision starts there.
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? amount.toFixed(2) : '') : amount.trim()
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) throw new RangeError(`Not a non-negative price: ${String(amount)}`)
  const fraction = (match[2] ?? '').padEnd(3, '0')
  const roundUp = fraction[2]! >= '5' ? 1n : 0n
  return BigInt(match[1]!) * 100n + BigInt(fraction.slice(0, 2)) + roundUp
}

/** Digits with a separator every three from the right ("1234567", "." → "1.234.567"). */
function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator)
}

// A currency sign typed before or after the number: $, €, US$, R$, COP, usd, S/, Bs., Gs.
const SIGN = String.raw`(?:[A-Za-z]{0,3}\p{Sc}|[A-Za-z]{3}|S\/|[BG]s\.?)`
const TYPED_PRICE = new RegExp(String.raw`^(?:${SIGN})?(\d+(?:[.,]\d+)*)(?:${SIGN})?$`, 'u')

/**
 * A price typed by a user ("$ 12.000", "12,50 €", "12.5") as a canonical decimal string in currency units
 * ("12000", "12.5"), or null when it is not a price. The last "." or "," is a decimal point only when one or
 * two digits follow it, else a thousands separator (the menu-reader corpus rule); thousands groups must have
 * three digits and one separator, and the whole part at most 10 digits (DecimalSchema's limit).
 */
export function parseDecimal(text: string): string | null {
  const match = TYPED_PRICE.exec(text.replace(/\s+/gu, ''))
  if (!match) return null
  const number = match[1]!
  const lastSeparator = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','))
  const digitsAfter = number.length - lastSeparator - 1
  const hasDecimals = lastSeparator >= 0 && digitsAfter <= 2
  const grouped = hasDecimals ? number.slice(0, lastSeparator) : number
  const fraction = hasDecimals ? number.slice(lastSeparator + 1).replace(/0+$/, '') : ''
  if (!isWellGrouped(grouped, hasDecimals ? number[lastSeparator]! : null)) return null
  const whole = grouped.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '')
  if (whole.length > 10) return null
  return fraction ? `${whole}.${fraction}` : whole
}

/** Whether thousands separators, if any, are one character other than the decimal point, every 3 digits. */
function isWellGrouped(grouped: string, decimalPoint: string | null): boolean {
  const separators = new Set(grouped.replace(/\d/g, ''))
  if (separators.size === 0) return true
  if (separators.size > 1 || separators.has(decimalPoint ?? '')) return false
  const [first, ...rest] = grouped.split(/[.,]/)
  return first!.length <= 3 && rest.every((group) => group.length === 3)
}
