import { type Box, boxHeight, unionOfBoxes, verticalOverlap } from '../geometry/box.ts'
import { middleValue } from '../numbers/median.ts'
import { isPricesOnly, trailingPrice } from './price-run.ts'
import type { Segment } from './segments.ts'
import { isSizeLabel, readSizeRow } from './size-labels.ts'

// A header word is short: "Euros", "Precio", "Price", "€", "USD", "Pesos", "Precio €" (as OCR reads it too).
const MAX_HEADER_LETTERS = 12
const MAX_HEADER_WORDS = 2
// The column under a header starts within a few lines of it and holds two prices at least.
const FIRST_PRICE_LINES = 4
const MIN_COLUMN_PRICES = 2

/** A price of the page and the text printed beside it on its row (its name), when there is one. */
type PriceMark = { box: Box; text: Box | undefined }

const isSameRow = (a: Box, b: Box) => verticalOverlap(a, b) >= 0.5 * Math.min(boxHeight(a), boxHeight(b))
const gapBetween = (a: Box, b: Box) => Math.max(a.x0 - b.x1, b.x0 - a.x1, 0)

// Every price of the page with its box: a segment that is only prices, or the price a segment ends on.
function findPriceMarks(segments: readonly Segment[]): PriceMark[] {
  const marks: PriceMark[] = []
  for (const segment of segments) {
    if (isPricesOnly(segment.text)) {
      const beside = segments
        .filter((other) => /\p{L}{2}/u.test(other.text) && isSameRow(other.box, segment.box))
        .sort((a, b) => gapBetween(a.box, segment.box) - gapBetween(b.box, segment.box))[0]
      marks.push({ box: segment.box, text: beside?.box })
      continue
    }
    const count = trailingPrice(segment.words)
    if (count > 0 && count < segment.words.length) {
      const [name, price] = [segment.words.slice(0, -count), segment.words.slice(-count)]
      marks.push({
        box: unionOfBoxes(price.map((w) => w.box)),
        text: unionOfBoxes(name.map((w) => w.box)),
      })
    }
  }
  return marks
}

// A short text without digits that is not a size ("Copa", "Ración" head a size table's column and stay).
function isHeaderLike(segment: Segment): boolean {
  const words = segment.text.trim().split(/\s+/)
  const letters = segment.text.match(/\p{L}/gu)?.length ?? 0
  return (
    words.length <= MAX_HEADER_WORDS &&
    letters <= MAX_HEADER_LETTERS &&
    !/\d/.test(segment.text) &&
    /[\p{L}€$£]/u.test(segment.text) &&
    !isSizeLabel(segment.text) &&
    readSizeRow(segment.words) === undefined
  )
}

/**
 * Whether a segment heads a column of prices ("Euros", "Precio", "€" over the prices of the names on their
 * left): short, standing within the column's width, over two prices or more that print beside names, the
 * first a few lines below it. Known by where it stands, not by its spelling (OCR reads "Euros" as "Curos").
 */
export function isPriceColumnHeader(
  segment: Segment,
  segments: readonly Segment[],
  marks: readonly PriceMark[] = findPriceMarks(segments),
): boolean {
  if (!isHeaderLike(segment)) return false
  const box = segment.box
  const reach = segment.size
  const below = marks
    .filter(
      (mark) =>
        mark.box.y0 >= box.y1 - 0.3 * reach && mark.box.x0 < box.x1 + reach && box.x0 < mark.box.x1 + reach,
    )
    .sort((a, b) => a.box.y0 - b.box.y0)
  const first = below[0]
  if (!first || first.box.y0 - box.y1 > FIRST_PRICE_LINES * 1.5 * reach) return false
  // The prices under it line up (on their right, left or middle) as a column does, and the header with them.
  const typeSize = middleValue(below.map((mark) => boxHeight(mark.box)))
  const column = below.filter((mark) => isAligned(mark.box, first.box, typeSize))
  if (column.length < MIN_COLUMN_PRICES || column.length < below.length * 0.6) return false
  if (!column.some((mark) => isAligned(box, mark.box, 1.5 * typeSize))) return false
  // It stands over the prices, not over their names: a short heading above the names ("Té 2,00") is no header.
  const besideText = column.filter((mark) => mark.text !== undefined)
  const overNames = besideText.filter((mark) => overlapShare(box, mark.text as Box) > 0.3)
  if (besideText.length < column.length / 2 || overNames.length > 0) return false
  // Nothing but prices stands under it down the column's first lines: a wine's name over its price on the
  // line below ("Verdejo" / "S/ 20") heads no column.
  const end = column[MIN_COLUMN_PRICES - 1]?.box.y1 ?? box.y1
  return !segments.some(
    (other) =>
      other !== segment &&
      other.box.y0 >= box.y1 - 0.3 * reach &&
      other.box.y0 < end &&
      overlapShare(box, other.box) > 0.3 &&
      !isPricesOnly(other.text),
  )
}

const middleX = (box: Box) => (box.x0 + box.x1) / 2

// Two boxes line up in a column: their right edges, left edges or middles within a tolerance.
const isAligned = (a: Box, b: Box, tolerance: number) =>
  Math.abs(a.x1 - b.x1) <= tolerance ||
  Math.abs(a.x0 - b.x0) <= tolerance ||
  Math.abs(middleX(a) - middleX(b)) <= tolerance

// The share of a box's width that another box covers horizontally.
const overlapShare = (box: Box, other: Box) =>
  Math.max(0, Math.min(box.x1, other.x1) - Math.max(box.x0, other.x0)) / Math.max(1e-6, box.x1 - box.x0)

/** A page's segments without the words that head its price columns ("Euros", "Precio", "€"). */
export function withoutPriceColumnHeaders(segments: Segment[]): Segment[] {
  const marks = findPriceMarks(segments)
  if (marks.length < MIN_COLUMN_PRICES) return segments
  return segments.filter((segment) => !isPriceColumnHeader(segment, segments, marks))
}
