import { type Box, middleY } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'
import { isPriceText } from '../layout/prices.ts'
import { middleValue } from '../numbers/median.ts'

// An item read across two columns of the page (its name in one, the next column's name or price beside it,
// when the gutter is no wider than the recogniser's word spaces, or lines of both columns taken as one item)
// spans a gutter the lines above and below it keep open: an empty band, type on both sides of it. The band
// between a column's names and its prices lined up on the right is no gutter: only prices stand right of it.

/** Lines above and below an item whose words show the page's columns around it. */
const NEIGHBOUR_LINES = 8
/** Width of empty band, in type sizes, that parts two columns (word spaces are about a quarter of one). */
const GUTTER_SIZES = 1.5
/** Lines of text a column needs on each side of the band, near the item, to be a column. */
const MIN_LINES = 2

/** Whether an item's box (page units) spans a gutter between two columns of text of its page's words. */
export function isAcrossColumns(box: Box, words: readonly Word[]): boolean {
  const size = middleValue(words.map((word) => word.size)) || box.y1 - box.y0
  const reach = NEIGHBOUR_LINES * size
  const neighbours = words.filter((word) => {
    const middle = middleY(word.box)
    const isOwnRow = middle >= box.y0 && middle <= box.y1
    return !isOwnRow && middle >= box.y0 - reach && middle <= box.y1 + reach
  })
  return findEmptyBands(neighbours, box.x0 + size, box.x1 - size, GUTTER_SIZES * size).some(
    ([start, end]) =>
      countTextLines(neighbours, (word) => word.box.x1 <= start && word.box.x0 >= box.x0 - size, size) >=
        MIN_LINES &&
      countTextLines(neighbours, (word) => word.box.x0 >= end && word.box.x0 < box.x1, size) >= MIN_LINES,
  )
}

// The stretches of [from, to] no word covers, at least `width` wide.
function findEmptyBands(words: readonly Word[], from: number, to: number, width: number): [number, number][] {
  const spans = words
    .map((word) => [Math.max(from, word.box.x0), Math.min(to, word.box.x1)] as const)
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0])
  const bands: [number, number][] = []
  let reach = from
  for (const [start, end] of spans) {
    if (start - reach >= width) bands.push([reach, start])
    reach = Math.max(reach, end)
  }
  if (to - reach >= width) bands.push([reach, to])
  return bands
}

// Lines (by height) holding a word of text, not a price, that passes the test.
function countTextLines(words: readonly Word[], isWanted: (word: Word) => boolean, size: number): number {
  const rows = new Set<number>()
  for (const word of words) {
    const isText = (word.text.match(/\p{L}/gu)?.length ?? 0) >= 2 && !isPriceText(word.text)
    if (isText && isWanted(word)) rows.add(Math.round(middleY(word.box) / size))
  }
  return rows.size
}
