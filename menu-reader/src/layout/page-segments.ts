import type { PageWords } from '../geometry/word.ts'
import { partLeftColumnPrices, splitJoinedColumns } from './joined-columns.ts'
import { withoutPriceColumnHeaders } from './price-column-header.ts'
import { pageSegments, type Segment } from './segments.ts'

/**
 * A page's segments, row by row, read for the columns they belong to: rows that run two columns together
 * split at the gutter, a left column's price parted from the right column's name, and the words that head
 * a column of prices ("Euros", "Precio") left out.
 */
export function readPageSegments(page: PageWords): Segment[] {
  return withoutPriceColumnHeaders(partLeftColumnPrices(splitJoinedColumns(pageSegments(page))))
}
