import { type Box, boxHeight, compareLeftToRight, unionOfBoxes, verticalOverlap } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'
import { BEFORE_NUMBER } from './inline-price.ts'
import { isAlike, isPricesOnly, trailingPrice } from './price-run.ts'
import { hasCurrencySign, isPriceText } from './prices.ts'
import { type Segment, toSegment } from './segments.ts'
import { isSizeLabel, labelEndingAt } from './size-labels.ts'

const joinWords = (words: readonly Word[]) => words.map((word) => word.text).join(' ')
const hasName = (words: readonly Word[]) => (joinWords(words).match(/\p{L}/gu)?.length ?? 0) >= 2
// A page seldom prints more than four columns side by side.
const MAX_COLUMNS = 4
const isMarked = (price: string) => hasCurrencySign(price) || /\d[.,]\d{2}$/.test(price)

/** Where a row joins two columns: the index of the right column's first word, and that word's left edge. */
type Join = { at: number; x: number; isSure: boolean }

// "Tortilla 9,50 Gazpacho 7,00": a name and its price, then the next column's name and price, read as one
// run because the columns' gutter is no wider than a word space. The join is after the first price when
// both prices are printed alike and neither text is a size ("Copa 4,50 Botella 18" is one item's sizes).
function findPriceAfterJoin(words: readonly Word[]): Join | undefined {
  const last = trailingPrice(words)
  if (last === 0 || last >= words.length - 2) return undefined
  const lastPrice = joinWords(words.slice(words.length - last))
  const end = words.length - last
  for (let at = 2; at < end; at++) {
    const before = words.slice(0, at)
    const count = trailingPrice(before)
    if (count === 0 || count >= before.length) continue
    const price = joinWords(before.slice(before.length - count))
    const [left, right] = [before.slice(0, before.length - count), words.slice(at, end)]
    if (!isAlike(price, lastPrice) || !hasName(left) || !hasName(right)) continue
    // "…será de $1600 Los platos…": a sentence that names two prices is a note, not two columns.
    if (BEFORE_NUMBER.test(left.at(-1)?.text ?? '') || BEFORE_NUMBER.test(words[end - 1]?.text ?? ''))
      continue
    if (isSizeLabel(joinWords(right)) || labelEndingAt(left, left.length) === left.length) continue
    if (labelEndingAt(left, left.length) > 0 && labelEndingAt(words, end) > 0) continue
    // A name opens with a capital or a number; "9,50 con patatas" describes.
    if (!/^[\p{Lu}\d(«"“]/u.test(right[0]?.text ?? '')) continue
    return { at, x: words[at]?.box.x0 ?? 0, isSure: isMarked(price) }
  }
  return undefined
}

// "9,50 Tortilla 7,00 Gazpacho": prices printed before the names, two columns joined the same way.
function findPriceBeforeJoin(words: readonly Word[]): Join | undefined {
  if (!isPriceText(words[0]?.text ?? '') || trailingPrice(words) > 0) return undefined
  for (let at = 2; at < words.length - 1; at++) {
    const price = words[at]?.text ?? ''
    if (!isPriceText(price) || !isAlike(price, words[0]?.text ?? '')) continue
    if (!hasName(words.slice(1, at)) || !hasName(words.slice(at + 1))) continue
    return { at, x: words[at]?.box.x0 ?? 0, isSure: isMarked(price) }
  }
  return undefined
}

/**
 * Splits the segments that run two page columns together (the gutter no wider than a word space) into one
 * segment per column: a row "name price name price" (or "price name price name"), its two prices printed
 * alike. A bare number ("Pan 3 Vino 4") only splits a row where other rows split at the same place.
 */
export function splitJoinedColumns(segments: readonly Segment[]): Segment[] {
  let current = [...segments]
  // Each pass splits a row once: three columns take two.
  for (let pass = 0; pass < MAX_COLUMNS; pass++) {
    const joins = current.map((segment) =>
      isPricesOnly(segment.text)
        ? undefined
        : (findPriceAfterJoin(segment.words) ?? findPriceBeforeJoin(segment.words)),
    )
    const isShared = (join: Join, size: number) =>
      joins.filter((other) => other && Math.abs(other.x - join.x) <= size).length >= 3
    const next = current.flatMap((segment, index) => {
      const join = joins[index]
      if (!join || (!join.isSure && !isShared(join, segment.size))) return [segment]
      const [left, right] = [segment.words.slice(0, join.at), segment.words.slice(join.at)]
      return [toSegment(segment.page, left), toSegment(segment.page, right)]
    })
    if (next.length === current.length) return next
    current = next
  }
  return current
}

/**
 * In a row that prints its prices after the names, a price set tight before the next column's name ("Tortilla
 * | 9,50 Gazpacho | 7,00", right-aligned prices beside a narrow gutter) is the name's on its left: the price
 * is split off the piece it opens, so it is not read as a price printed before the name on its right.
 */
export function partLeftColumnPrices(segments: readonly Segment[]): Segment[] {
  const rows: Segment[][] = []
  for (const segment of segments) {
    const row = rows.find((candidate) => candidate.some((other) => isSameRow(other.box, segment.box)))
    if (row) row.push(segment)
    else rows.push([segment])
  }
  const parted = new Map<Segment, Segment[]>()
  for (const row of rows) {
    row.sort(compareLeftToRight)
    const last = row.at(-1)
    if (row.length < 2 || !last || trailingPrice(last.words) === 0) continue
    for (const [index, segment] of row.entries()) {
      const previous = row[index - 1]
      const count = leadingPriceWords(segment.words)
      const isAfterName =
        previous !== undefined && trailingPrice(previous.words) === 0 && hasName(previous.words)
      if (index === 0 || count === 0 || !isAfterName) continue
      const [price, name] = [segment.words.slice(0, count), segment.words.slice(count)]
      // "Pizza | 8 porciones 15,00": a count, printed unlike the row's price, stays with its words.
      const lastPrice = joinWords(last.words.slice(last.words.length - trailingPrice(last.words)))
      if (!isAlike(joinWords(price), lastPrice)) continue
      parted.set(segment, [toSegment(segment.page, price), toSegment(segment.page, name)])
    }
  }
  return segments.flatMap((segment) => parted.get(segment) ?? [segment])
}

const isSameRow = (a: Box, b: Box) => verticalOverlap(a, b) >= 0.5 * Math.min(boxHeight(a), boxHeight(b))

// How many words a price opening a piece takes, when a name follows it: "9,50 Gazpacho" → 1.
function leadingPriceWords(words: readonly Word[]): number {
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    if (isPriceText(joinWords(words.slice(0, count))) && hasName(words.slice(count))) return count
  }
  return 0
}

/**
 * Splits a segment after a price that ends a column: one whose right edge lines up with two or more prices
 * that end their rows ("$ 13.000" / "$ 11.000  Acompañado de nata…": a right-aligned price column set a word
 * space from the next page column, whose text ran on from the price).
 */
export function splitAtPriceColumnEnds(segments: readonly Segment[]): Segment[] {
  // Prices that end a row after a name: on the name's segment, or alone with a name on their left (a column
  // of item numbers before the names is none).
  const isAfterName = (segment: Segment) =>
    segments.some(
      (other) =>
        other.box.x1 <= segment.box.x0 + 1 && hasName(other.words) && isSameRow(other.box, segment.box),
    )
  const ends = segments.flatMap((segment) => {
    const count = trailingPrice(segment.words)
    if (count === 0 || (count === segment.words.length && !isAfterName(segment))) return []
    return [{ segment, box: unionOfBoxes(segment.words.slice(-count).map((word) => word.box)) }]
  })
  return segments.flatMap((segment) => {
    const at = columnEndIn(segment, (box) =>
      ends.some(
        (end) =>
          end.segment !== segment &&
          Math.abs(end.box.x1 - box.x1) <= 0.3 * segment.size &&
          ends.filter((other) => Math.abs(other.box.x1 - box.x1) <= 0.3 * segment.size).length >= 2,
      ),
    )
    if (at === 0) return [segment]
    return [
      toSegment(segment.page, segment.words.slice(0, at)),
      toSegment(segment.page, segment.words.slice(at)),
    ]
  })
}

// Where a segment goes on past a price that ends a column: the index of the first word after it, or 0.
function columnEndIn(segment: Segment, isColumnEnd: (box: Box) => boolean): number {
  const words = segment.words
  for (let at = 1; at < words.length; at++) {
    const count = trailingPrice(words.slice(0, at))
    if (count === 0 || !hasName(words.slice(at)) || labelEndingAt(words, at + 1) > 0) continue
    // "Tinto 4,50 18,00": a size's price before the next size's is no column's end.
    if (isPriceText(words[at]?.text ?? '')) continue
    // A bare number opening a line may number it ("30 Jugo de mora"), whatever stands above it.
    const price = joinWords(words.slice(at - count, at))
    if (!isMarked(price) && !/\d[.,]\d{3}/.test(price)) continue
    if (isColumnEnd(unionOfBoxes(words.slice(at - count, at).map((word) => word.box)))) return at
  }
  return 0
}
