// The page a menu is drawn on and a rough estimate of how tall its sections come out, so that the generator
// only makes menus that fit one page and the HTML can put whole sections into columns. The browser then
// measures the real thing (fit-page.ts). All lengths in CSS pixels; the page is A4 at 96 dpi.
import type { LayoutStyle } from './layout-style.ts'

/** A4 at 96 dpi, in CSS pixels. */
export const A4 = { width: 794, height: 1123 } as const
export const PAGE_PADDING = 52
export const COLUMN_GAP = 36
/** Text sizes relative to the item size. */
export const SIZES = { title: 2.6, tagline: 1, heading: 1.45, note: 0.85, description: 0.88, footer: 0.78 }
export const LINE_HEIGHT = 1.3
/** The smallest scale of the item size the generator plans for (0.72 × 13 px ≈ 9.4 px text). */
export const MIN_SCALE = 0.72

/** Page width and height for the layout, in CSS pixels. */
export function pageSize(style: LayoutStyle): { width: number; height: number } {
  return style.isLandscape ? { width: A4.height, height: A4.width } : { ...A4 }
}

type SectionText = {
  name: string
  note: string
  /** 'table': a row of size labels over the prices. */
  sizeMode?: string
  items: readonly { number: string; name: string; description: string; prices: readonly string[] }[]
}

// Lines a text of `chars` characters takes in `width` px at `size` px, for an average glyph `em` wide.
function lineCount(chars: number, width: number, size: number, em: number): number {
  if (chars === 0) return 0
  return Math.ceil((chars * size * em) / Math.max(width, size * 4))
}

/** Estimated height of one section in a column `width` px wide at item size `size` px. */
export function estimateSectionHeight(section: SectionText, style: LayoutStyle, size: number, width: number) {
  const line = size * LINE_HEIGHT
  let height =
    size * SIZES.heading * LINE_HEIGHT * lineCount(section.name.length, width, size * SIZES.heading, 0.7)
  height += size * 1.4 + (section.note ? size * SIZES.note * LINE_HEIGHT : 0)
  if (section.sizeMode === 'table') height += size * LINE_HEIGHT
  const nameEm = style.nameCase === 'caps' ? 0.7 : 0.6
  for (const item of section.items) {
    const priceChars = item.prices.join('/').length + 2
    const besidePrice = style.priceMode === 'below' ? 0 : priceChars * size * 0.6 + size * 2
    const nameChars = item.number.length + 1 + item.name.length
    const descriptionSize = size * (style.descriptionStyle === 'regular' ? 1 : SIZES.description)
    if (style.isDescriptionInline) {
      const chars = nameChars + item.description.length
      height += line * lineCount(chars, width - besidePrice, size, nameEm)
    } else {
      height += line * lineCount(nameChars, width - besidePrice, size, nameEm)
      const descriptionLines = lineCount(item.description.length, width - size * 3, descriptionSize, 0.55)
      height += descriptionLines * descriptionSize * LINE_HEIGHT
    }
    if (style.priceMode === 'below' && item.prices.length > 0) height += line
    height += size * 0.55
  }
  return height
}

/** Whole sections, in order, into `columns` columns of about equal height: the section indexes of each column. */
export function assignColumns(heights: readonly number[], columns: number): number[][] {
  const total = heights.reduce((sum, height) => sum + height, 0)
  const result: number[][] = [[]]
  let filled = 0
  heights.forEach((height, index) => {
    const column = result.at(-1)!
    const sectionsLeft = heights.length - index
    const columnsLeft = columns - result.length
    // Past the share of the height this column should end at, or every later column needs a section.
    const isPastShare = filled + height / 2 > (total * result.length) / columns
    if (column.length > 0 && columnsLeft > 0 && (isPastShare || sectionsLeft <= columnsLeft))
      result.push([index])
    else column.push(index)
    filled += height
  })
  return result
}

/** The column width and the height left for the columns, in CSS pixels, at item size `size`. */
export function columnBox(style: LayoutStyle, size: number, footerLines: number, hasTagline: boolean) {
  const page = pageSize(style)
  const width = (page.width - 2 * PAGE_PADDING - COLUMN_GAP * (style.columns - 1)) / style.columns
  const header = size * (SIZES.title * LINE_HEIGHT + (hasTagline ? SIZES.tagline * LINE_HEIGHT : 0) + 1.6)
  const footer = footerLines * size * SIZES.footer * LINE_HEIGHT + size * 1.2
  return { width, height: page.height - 2 * PAGE_PADDING - header - footer }
}

/** Whether the sections fit the page at the smallest planned scale, by the estimate. */
export function isLikelyToFit(
  sections: readonly SectionText[],
  style: LayoutStyle,
  footerLines: number,
  hasTagline: boolean,
): boolean {
  const size = style.fontSize * MIN_SCALE
  const box = columnBox(style, size, footerLines, hasTagline)
  const heights = sections.map((section) => estimateSectionHeight(section, style, size, box.width))
  const columns = assignColumns(heights, style.columns)
  // 0.9: the estimate is rough; the browser shrinks the type further when it must.
  return columns.every((column) => column.reduce((sum, i) => sum + heights[i]!, 0) <= box.height * 0.9)
}
