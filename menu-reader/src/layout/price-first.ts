import { isPricesOnly, trailingPrice } from './price-run.ts'
import type { Segment } from './segments.ts'

// A number printed bare before a name: "18 SHEPHERD'S PIE", "9,5 Tortilla", "11- Ensalada" (a recogniser
// without € drops the sign of "€ 18"). "01" or "1." number items; they are read elsewhere.
const BARE_NUMBER = /^(?:[1-9]\d{0,2}(?:[.,]\d{3})*(?:[.,]\d{1,2})?(?:[.,]?-)?)$/
// Enough lines to tell prices from item numbers by how they run.
const MIN_LINES = 3
// Item numbers count up through a menu, one by one; prices go up and down.
const COUNTING_SHARE = 0.5

const opensOnBareNumber = (segment: Segment) =>
  segment.words.length >= 2 &&
  BARE_NUMBER.test(segment.words[0]?.text ?? '') &&
  /^[\p{L}(«"“]/u.test(segment.words[1]?.text ?? '') &&
  trailingPrice(segment.words) === 0

/**
 * Marks the lines of a page that print their price before the name as a bare number ("18 SHEPHERD'S PIE",
 * "5 HOUSE SALAD"): three lines or more open on a number, the numbers do not count up (item numbers do), and
 * the page prints no price elsewhere on about as many lines (a price below or after each name makes those
 * numbers the items' numbers). Lines are given in reading order.
 */
export function markPriceFirstLines(lines: readonly Segment[]): Segment[] {
  const opening = lines.filter(opensOnBareNumber)
  if (opening.length < MIN_LINES) return [...lines]
  const values = opening.map((line) =>
    Number((line.words[0]?.text ?? '').replace(/[.,]?-$/, '').replace(',', '.')),
  )
  const countingSteps = values.slice(1).filter((value, index) => value === (values[index] ?? 0) + 1).length
  if (countingSteps >= COUNTING_SHARE * (values.length - 1)) return [...lines]
  const pricedElsewhere = lines.filter(
    (line) => !opensOnBareNumber(line) && (isPricesOnly(line.text) || trailingPrice(line.words) > 0),
  ).length
  if (pricedElsewhere >= opening.length / 2) return [...lines]
  return lines.map((line) => (opensOnBareNumber(line) ? { ...line, isPriceFirst: true } : line))
}
