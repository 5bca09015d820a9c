import type { Box } from '../geometry/box.ts'
import type { PageWords, Word } from '../geometry/word.ts'
import { partLeftColumnPrices, splitAtPriceColumnEnds, splitJoinedColumns } from './joined-columns.ts'
import { withoutPriceColumnHeaders } from './price-column-header.ts'
import { pageSegments, type Segment } from './segments.ts'

/**
 * A page's segments, row by row, read for the columns they belong to: rows that run two columns together
 * split at the gutter, a left column's price parted from the right column's name, and the words that head
 * a column of prices ("Euros", "Precio") left out.
 */
export function readPageSegments(page: PageWords): Segment[] {
  const words = withoutOverprints(page.words)
  const segments = splitAtPriceColumnEnds(splitJoinedColumns(pageSegments({ ...page, words })))
  return withoutPriceColumnHeaders(partLeftColumnPrices(segments))
}

const area = (box: Box) => Math.max(0, box.x1 - box.x0) * Math.max(0, box.y1 - box.y0)
const overlapArea = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) *
  Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0))

/**
 * The words of a page with each word printed twice over itself kept once: a PDF's text layer repeats words
 * drawn twice for a shadow, a chalk or a fake-bold effect, a little apart, which would read as two lines.
 */
export function withoutOverprints(words: readonly Word[]): Word[] {
  const kept: Word[] = []
  const byText = new Map<string, Word[]>()
  for (const word of words) {
    const same = byText.get(word.text) ?? []
    const isCopy = same.some(
      (other) => overlapArea(other.box, word.box) >= 0.5 * Math.min(area(other.box), area(word.box)),
    )
    if (isCopy) continue
    kept.push(word)
    byText.set(word.text, [...same, word])
  }
  return kept
}
