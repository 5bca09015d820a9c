import { priceValue } from '../layout/prices.ts'
import { middleValue } from '../numbers/median.ts'

// What a page's prices say about one of them. A menu prints its prices alike: within one order of magnitude
// of each other (a coffee and a bottle of wine aside, which a page seldom mixes), and its cents one way. A
// price unlike the rest is more often a misreading (a comma lost, a digit read twice, a "€" read as a 6) than a
// dish ten times dearer; an owner sees it at a glance when told where to look.

/** A price this many times above or below the page's middle price is unlike the others. */
const MAGNITUDE = 10
/** Prices a page needs before its middle price says what is usual there. */
const MIN_PRICES = 3
/** Prices with cents a page needs before the way it prints them says what is usual there. */
const MIN_WITH_CENTS = 4
/** A way of printing cents held by less than this share of a page's prices with cents is unusual. */
const RARE_SHARE = 0.2
/** A page printing at least this share of its prices with cents lost the cents of a whole one. */
const CENTS_SHARE = 0.8
/** Prices a page needs before its whole prices are judged against its prices with cents. */
const MIN_PRICES_FOR_CENTS = 5
/** No menu price has this many digits before its cents (the dearest peso prices have six). */
const MAX_WHOLE_DIGITS = 7

/**
 * Whether each item's price (as printed, '' when none) is missing. Every one is: a page whose items mostly
 * print none (a set menu's dishes) is rarer than one whose prices the reader missed, and the owner who sees
 * "no price" on every dish of a set menu knows at once why.
 */
export function findMissingPrices(prices: readonly string[]): boolean[] {
  return prices.map((price) => price.trim() === '')
}

/**
 * Whether each price (as printed, '' when none) is unlike the page's others: its value an order of magnitude
 * from their middle one, its cents written another way than theirs (one decimal where few have one, a dot
 * among commas, none where nearly all have two), more digits than a menu price has, or a supplement's plus.
 */
export function findUnusualPrices(prices: readonly string[]): boolean[] {
  const values = prices.map((price) => (price.trim() === '' ? null : priceValue(price)))
  const known = values.filter((value): value is number => value !== null)
  const middle = known.length >= MIN_PRICES ? middleValue(known) : 0
  const cents = prices.map((price) => (price.trim() === '' ? undefined : readCents(price)))
  const withCents = cents.filter((style) => style !== undefined)
  const isRareCents = findRareCents(withCents)
  const isMostlyCents =
    known.length >= MIN_PRICES_FOR_CENTS &&
    withCents.filter((style) => style.endsWith('2')).length >= known.length * CENTS_SHARE
  const oneDecimal = withCents.filter((style) => style.endsWith('1')).length
  return prices.map((price, index) => {
    const value = values[index]
    if (value === null || value === undefined) return false
    // "+ 2": a supplement's price, not a dish's.
    if (value === 0 || /^\s*\+/.test(price) || wholeDigits(price) >= MAX_WHOLE_DIGITS) return true
    if (middle > 0 && (value >= middle * MAGNITUDE || value * MAGNITUDE <= middle)) return true
    const style = cents[index]
    if (style === undefined) return isMostlyCents
    if (style.endsWith('1') && known.length >= MIN_PRICES && oneDecimal < known.length / 2) return true
    return isRareCents(style)
  })
}

/** How a price prints its cents (",2" for "9,50", ".1" for "8.5"), undefined for a whole price. */
function readCents(price: string): string | undefined {
  const number = price.match(/\d[\d.,]*/)?.[0]?.replace(/[.,]$/, '') ?? ''
  const last = number.match(/([.,])(\d+)$/)
  if (!last) return undefined
  const [, separator, digits] = last
  // "12.000": thousands, a whole price.
  if ((digits?.length ?? 0) >= 3) return undefined
  return `${separator}${digits?.length}`
}

// The ways of printing cents that few of a page's prices with cents share, when enough of them print cents.
function findRareCents(styles: readonly string[]): (style: string) => boolean {
  if (styles.length < MIN_WITH_CENTS) return () => false
  const counts = new Map<string, number>()
  for (const style of styles) counts.set(style, (counts.get(style) ?? 0) + 1)
  return (style) => (counts.get(style) ?? 0) < styles.length * RARE_SHARE
}

// Digits before the cents: "1.250.000" has seven, "12,50" two.
function wholeDigits(price: string): number {
  const number = price.match(/\d[\d.,]*/)?.[0] ?? ''
  const style = readCents(price)
  const whole = style === undefined ? number : number.slice(0, number.length - Number(style.slice(1)) - 1)
  return whole.replace(/\D/g, '').length
}
