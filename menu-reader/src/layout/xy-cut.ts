import { compareReadingOrder, middleY } from '../geometry/box.ts'
import { isAlike, isPricesOnly, trailingPrice } from './price-run.ts'
import { isPriceText } from './prices.ts'
import type { Segment } from './segments.ts'
import { isSizeLabel, readSizeRow } from './size-labels.ts'

// A price, or a size table's header over the prices (or one of its labels): none opens a column of its own.
const isPriceColumnText = (s: Segment) =>
  isPricesOnly(s.text) || isSizeLabel(s.text) || readSizeRow(s.words) !== undefined

type Axis = 'x' | 'y'

// Gaps along one axis where no segment lies, as [start, end] pairs, widest first.
function gaps(segments: Segment[], axis: Axis): [number, number][] {
  const spans = segments
    .map((s) => (axis === 'x' ? [s.box.x0, nameEnd(s)] : [s.box.y0, s.box.y1]) as [number, number])
    .sort((a, b) => a[0] - b[0])
  const found: [number, number][] = []
  let reach = spans[0]?.[1] ?? 0
  for (const [start, end] of spans.slice(1)) {
    if (start > reach) found.push([reach, start])
    reach = Math.max(reach, end)
  }
  return found.sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
}

// Where a segment's text ends, before the price it ends on: a column's prices may stand as close to the next
// column as a word space ("Aceitunas 3,50 Calamares 11,00"), the names leave the gutter open.
function nameEnd(segment: Segment): number {
  const price = trailingPrice(segment.words)
  if (price === 0 || price >= segment.words.length) return segment.box.x1
  return segment.words[segment.words.length - price - 1]?.box.x1 ?? segment.box.x1
}

function split(segments: Segment[], axis: Axis, at: number): [Segment[], Segment[]] {
  const position = (s: Segment) => (axis === 'x' ? s.box.x0 : middleY(s.box))
  return [segments.filter((s) => position(s) < at), segments.filter((s) => position(s) >= at)]
}

// Columns split at a gutter between texts. A number standing in the gutter belongs to the column whose
// text it touches: an item number just before the right column's names, else a price of the left column.
function splitColumns(
  segments: Segment[],
  gutter: [number, number],
  typeSize: number,
): [Segment[], Segment[]] {
  const leftPrices = findLeftColumnPrices(segments, gutter, typeSize)
  const goesRight = (s: Segment) => {
    if (!isPriceText(s.text)) return s.box.x0 >= gutter[1] - 0.25 * typeSize
    return !leftPrices.has(s) && s.box.x1 >= gutter[1] - 1.2 * typeSize
  }
  return [segments.filter((s) => !goesRight(s)), segments.filter(goesRight)]
}

/**
 * The prices a gutter narrower than a word space leaves as near the right column's text as an item number,
 * that are the left column's all the same: a column of prices lined up on their right, each after a name of
 * the left column on its row, printed like the right column's prices (item numbers are not), where the
 * gutter's prices do not each open a right column's row (as prices printed before the names do) or the
 * right column prints its prices after its names.
 */
function findLeftColumnPrices(segments: Segment[], gutter: [number, number], typeSize: number): Set<Segment> {
  const inGutter = segments.filter(
    (s) => isPriceText(s.text) && s.box.x1 >= gutter[1] - 1.2 * typeSize && s.box.x0 < gutter[1],
  )
  const opensRow = (s: Segment) => {
    const right = nearestOnRight(s, segments)
    return right !== undefined && isName(right) && right.box.x0 - s.box.x1 <= 1.5 * typeSize
  }
  const rightStart = gutter[1] - 0.25 * typeSize
  const isLeftColumns =
    inGutter.length >= 2 &&
    (inGutter.filter(opensRow).length < 0.7 * inGutter.length || isPricedAfterNames(segments, rightStart))
  if (!isLeftColumns) return new Set()
  const rightPrices = segments
    .filter((s) => s.box.x0 >= rightStart && !inGutter.includes(s))
    .flatMap((s) => {
      const count = trailingPrice(s.words)
      return count > 0
        ? [
            s.words
              .slice(-count)
              .map((word) => word.text)
              .join(' '),
          ]
        : []
    })
  const isAfterLeftName = (s: Segment) => {
    const left = nearestOnLeft(s, segments)
    return left !== undefined && isName(left) && left.box.x1 <= gutter[0] + typeSize
  }
  const isInColumn = (s: Segment) =>
    inGutter.some((other) => other !== s && Math.abs(other.box.x1 - s.box.x1) <= 0.5 * typeSize)
  const isLikeRight = (s: Segment) =>
    rightPrices.filter((price) => isAlike(price, s.text)).length >= rightPrices.length / 2
  return new Set(inGutter.filter((s) => isAfterLeftName(s) && isInColumn(s) && isLikeRight(s)))
}

const isName = (s: Segment) => !isPriceColumnText(s) && /\p{L}{2}/u.test(s.text)
const isOnRow = (a: Segment, b: Segment) =>
  Math.min(a.box.y1, b.box.y1) - Math.max(a.box.y0, b.box.y0) >=
  0.5 * Math.min(a.box.y1 - a.box.y0, b.box.y1 - b.box.y0)

// Whether the names right of x print their prices after them more often than only before them.
function isPricedAfterNames(segments: Segment[], x: number): boolean {
  const names = segments.filter((s) => isName(s) && s.box.x0 >= x)
  const hasPriceAfter = (name: Segment) => {
    const right = nearestOnRight(name, segments)
    return trailingPrice(name.words) > 0 || (right !== undefined && isPricesOnly(right.text))
  }
  const hasPriceBefore = (name: Segment) => {
    const left = nearestOnLeft(name, segments)
    return left !== undefined && isPriceText(left.text)
  }
  const after = names.filter(hasPriceAfter).length
  return after >= 2 && after > names.filter((name) => hasPriceBefore(name) && !hasPriceAfter(name)).length
}

// The segments just left and just right of one on its row.
const nearestOnLeft = (segment: Segment, segments: Segment[]) =>
  segments
    .filter((other) => other !== segment && isOnRow(other, segment) && other.box.x1 <= segment.box.x0 + 1)
    .sort((a, b) => b.box.x1 - a.box.x1)[0]
const nearestOnRight = (segment: Segment, segments: Segment[]) =>
  segments
    .filter((other) => other !== segment && isOnRow(other, segment) && other.box.x0 >= segment.box.x1 - 1)
    .sort((a, b) => a.box.x0 - b.box.x0)[0]

// A gutter is a white stripe through the texts more than a word space wide; a narrower one (a page whose
// columns stand a word space apart) only where many lines start right after it, as a column's lines do.
function isGutter(gutter: [number, number], texts: Segment[], typeSize: number): boolean {
  const width = gutter[1] - gutter[0]
  if (width >= 1.2 * typeSize) return true
  if (width < 0.3 * typeSize) return false
  const right = texts.filter((s) => s.box.x0 >= gutter[1] - 1)
  const starting = right.filter((s) => s.box.x0 - gutter[1] <= 0.3 * typeSize)
  const left = texts.filter((s) => s.box.x1 <= gutter[0] + 1)
  return (
    starting.length >= NARROW_GUTTER_LINES &&
    starting.length >= 0.6 * right.length &&
    left.length >= NARROW_GUTTER_LINES
  )
}

// The lines on each side of a gutter no wider than a word space that make it one.
const NARROW_GUTTER_LINES = 4

// A column holds at least two lines of words that line up on the left or on the right; a lone note beside
// the prices ("9 (for 2)") or centred titles and footers are no column.
function isColumn(side: Segment[], typeSize: number): boolean {
  const texts = side.filter((s) => !isPriceColumnText(s) && (s.text.match(/\p{L}/gu)?.length ?? 0) >= 3)
  if (texts.length < 2) return false
  const tolerance = 0.6 * typeSize
  return texts.some((a, i) =>
    texts.some(
      (b, j) =>
        i !== j && (Math.abs(a.box.x0 - b.box.x0) <= tolerance || Math.abs(a.box.x1 - b.box.x1) <= tolerance),
    ),
  )
}

/**
 * Recursive XY-cut: splits a page's segments at white gutters into blocks in reading order — columns left to
 * right (tried first, so a two-column menu is read column by column), bands top to bottom.
 */
export function cutIntoBlocks(segments: Segment[], typeSize: number, depth = 0): Segment[][] {
  if (segments.length <= 1 || depth > 80) return [segments]
  // Gutters are found between texts only: a column of prices beside its names is not a gutter. Nor does a
  // line across the page's middle (a centred tagline or footer) hide one: it is cut off first, below.
  const texts = segments.filter((s) => !isPriceColumnText(s))
  const middle = (Math.min(...segments.map((s) => s.box.x0)) + Math.max(...segments.map((s) => s.box.x1))) / 2
  // Lines centred on the page's middle, a few only (a middle column's lines cross the middle too): a long
  // name of one column reaching past the middle is no such line.
  const isCentred = (s: Segment) =>
    s.box.x0 < middle && s.box.x1 > middle && Math.abs((s.box.x0 + s.box.x1) / 2 - middle) <= 1.5 * typeSize
  const crossing = texts.filter((s) => s.box.x0 < middle && s.box.x1 > middle)
  const isAcross = (s: Segment) => crossing.length <= 3 && isCentred(s)
  const inColumns = texts.filter((s) => !isAcross(s))
  const [column] = gaps(inColumns.length > 0 ? inColumns : segments, 'x')
  if (column && isGutter(column, inColumns, typeSize)) {
    const [left, right] = splitColumns(segments, column, typeSize)
    const across = texts
      .filter((s) => isAcross(s) && s.box.x0 < column[1] && s.box.x1 > column[0])
      .sort((a, b) => a.box.y0 - b.box.y0)[0]
    if (isColumn(left, typeSize) && isColumn(right, typeSize)) {
      if (!across) {
        return [...cutIntoBlocks(left, typeSize, depth + 1), ...cutIntoBlocks(right, typeSize, depth + 1)]
      }
      const above = segments.filter((s) => middleY(s.box) < across.box.y0)
      const [top, bottom] = split(segments, 'y', above.length > 0 ? across.box.y0 : across.box.y1)
      if (top.length > 0 && bottom.length > 0) {
        return [...cutIntoBlocks(top, typeSize, depth + 1), ...cutIntoBlocks(bottom, typeSize, depth + 1)]
      }
    }
  }
  const blocker = findBlocker(segments, texts, typeSize)
  if (blocker) {
    // A title or note spanning the columns hides their gutter: cut just above it (or just below it).
    const above = segments.filter((s) => middleY(s.box) < blocker.box.y0)
    const at = above.length > 0 ? blocker.box.y0 : blocker.box.y1
    const [top, bottom] = split(segments, 'y', at)
    if (top.length > 0 && bottom.length > 0) {
      return [...cutIntoBlocks(top, typeSize, depth + 1), ...cutIntoBlocks(bottom, typeSize, depth + 1)]
    }
  }
  const [band] = gaps(segments, 'y')
  if (band && band[1] - band[0] >= 0.4 * typeSize) {
    const [top, bottom] = split(segments, 'y', (band[0] + band[1]) / 2)
    if (top.length > 0 && bottom.length > 0) {
      return [...cutIntoBlocks(top, typeSize, depth + 1), ...cutIntoBlocks(bottom, typeSize, depth + 1)]
    }
  }
  return [segments.sort(compareReadingOrder)]
}

// The topmost wide segment that crosses a gutter the other texts leave open, if there is one.
function findBlocker(segments: Segment[], texts: Segment[], typeSize: number): Segment | undefined {
  const left = Math.min(...segments.map((s) => s.box.x0))
  const right = Math.max(...segments.map((s) => s.box.x1))
  const isWide = (s: Segment) => s.box.x1 - s.box.x0 > 0.45 * (right - left)
  const narrow = texts.filter((s) => !isWide(s))
  const [gutter] = gaps(narrow, 'x')
  if (!gutter || gutter[1] - gutter[0] < 1.2 * typeSize) return undefined
  const sides = splitColumns(narrow, gutter, typeSize)
  if (!isColumn(sides[0], typeSize) || !isColumn(sides[1], typeSize)) return undefined
  return texts
    .filter((s) => isWide(s) && s.box.x0 < gutter[0] && s.box.x1 > gutter[1])
    .sort((a, b) => a.box.y0 - b.box.y0)[0]
}
