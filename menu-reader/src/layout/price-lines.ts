import { middleY } from '../geometry/box.ts'
import type { DraftItem } from './draft-item.ts'
import { type Line, lettersOf } from './line-text.ts'
import { columnsUnder, type SizeLabel } from './size-labels.ts'

// OCR reads icons and smudges as short nonsense: too few letters, or read without confidence.
const isSmudge = (line: Line) =>
  lettersOf(line.text).length < 3 || (line.confidence < 45 && lettersOf(line.text).length < 8)

/**
 * Whether an item prints one price under each label of a size table's header that a heading ended: OCR
 * reads a photo's description or a wrapped name as a heading, which must not cost the table below its sizes.
 * A new section's prices standing exactly in the header's columns are that table's still.
 */
export function isUnderEndedRow(
  item: Pick<DraftItem, 'page' | 'prices'>,
  ended: { labels: readonly SizeLabel[]; page: number },
): boolean {
  if (item.page !== ended.page || item.prices.length !== ended.labels.length) return false
  if (item.prices.some((part) => part.label !== '')) return false
  return (
    columnsUnder(
      item.prices.map((part) => part.box),
      ended.labels,
    ) !== undefined
  )
}

/**
 * Whether a lone price belongs to the unpriced text line below it rather than to the line above: it overlaps
 * the line below, and sits nearer to it (a price set in larger type, or a photo's slope, puts it between).
 */
export function isPriceOfLineBelow(price: Line, above: Line | undefined, below: Line): boolean {
  if (below.price !== '' || below.text === '' || below.page !== price.page || isSmudge(below)) return false
  if (below.box.y0 >= price.box.y1 || below.box.y0 < price.box.y0) return false
  // A price centred under the line above (and beside no part of the line below) is the price above's.
  const isUnder = (line: Line) => line.box.x0 < price.box.x1 && price.box.x0 < line.box.x1
  if (above && above.page === price.page && isUnder(above) && !isUnder(below)) return false
  const [toBelow, toAbove] = [
    middleY(below.box) - middleY(price.box),
    above && above.page === price.page ? middleY(price.box) - middleY(above.box) : Number.POSITIVE_INFINITY,
  ]
  return toBelow < toAbove
}

/**
 * The lines a lone price closes, when its item already has a price: the last text line above it, or the whole
 * block of lines set tight together above it when white space parts that block from what comes before
 * ("VENERE with avocado, pear," / "cucumber and smoked salmon" / "10.00": the name opens the block).
 * `run` holds the text lines that became no item, in order; `before` is the line above them.
 */
export function priceBlock(run: Line[], before: Line | undefined): Line[] {
  const last = run.at(-1)
  if (!last) return []
  const gapAbove = (at: number): number => {
    const [above, below] = [at === 0 ? before : run[at - 1], run[at] as Line]
    return above && above.page === below.page ? below.box.y0 - above.box.y1 : Number.POSITIVE_INFINITY
  }
  let start = run.length - 1
  let widestInside = 0
  while (start > 0 && gapAbove(start) <= 0.5 * last.size) {
    widestInside = Math.max(widestInside, gapAbove(start))
    start--
  }
  const isParted = gapAbove(start) >= Math.max(0.5 * last.size, 2 * widestInside)
  return isParted && run.length - start <= 4 ? run.slice(start) : [last]
}

// A serving's name ("Copa", "Botella", "Media ración"): a word or two of letters.
const VARIANT_LABEL = /^\p{L}[\p{L}.]*(?: \p{L}[\p{L}.]*)?$/u
// A label printed this often on lines of its own names servings, not dishes.
const VARIANT_REPEATS = 3

/**
 * Which priced lines give one serving's price of the item above ("BOTELLA 45.000" / "COPA 5.000" under a
 * spirit's name): lines whose text is only a short label, the same label printed on several such lines.
 */
export function findPriceVariants(lines: Line[]): boolean[] {
  const label = (line: Line) =>
    line.price !== '' && VARIANT_LABEL.test(line.text) ? line.text.toLocaleLowerCase('es') : undefined
  const counts = new Map<string, number>()
  for (const line of lines) {
    const key = label(line)
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return lines.map((line) => (counts.get(label(line) ?? '') ?? 0) >= VARIANT_REPEATS)
}

// Whether the text lines above a lone price, up to the last price, follow a name that carries its own.
function isAfterPricedName(lines: Line[], index: number): boolean {
  for (let at = index - 1; at >= 0; at--) {
    const above = lines[at] as Line
    if (above.page !== (lines[index] as Line).page) return false
    if (above.price !== '') return above.text !== ''
  }
  return false
}

/**
 * "8200" printed a little higher than "NEW YORK STRIP" below it, under the last item's description: a lone
 * price nearer the unpriced line below it than the line above goes to that line, when the item above has
 * its price already. Done before the lines are labelled, so the name is labelled with its price.
 */
export function movePricesDown(lines: Line[]): Line[] {
  const moved = [...lines]
  for (let index = 0; index + 1 < moved.length; index++) {
    const [line, next] = [moved[index] as Line, moved[index + 1] as Line]
    if (line.text !== '' || line.price === '' || !isAfterPricedName(moved, index)) continue
    if (!isPriceOfLineBelow(line, moved[index - 1], next)) continue
    moved[index + 1] = { ...next, price: line.price, prices: line.prices }
    moved.splice(index, 1)
  }
  return moved
}
