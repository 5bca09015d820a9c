import type { Box } from '../../geometry/box.ts'
import { middleValue } from '../../numbers/median.ts'
import { isAllCaps, isLonePrice, type Line } from '../line-text.ts'
import { learnNameStyle, type NameStyle } from './typographic-cues.ts'
import { findUnpricedLists } from './unpriced-lists.ts'

/** How a menu prints its lines, measured over all its lines: what a line's own features are compared with. */
export type PageContext = {
  /** The type size of most text lines (page units). */
  bodySize: number
  /** The type size of the lines that carry a price beside their text: the item names, mostly (page units). */
  pricedSize: number
  /** Shares (0–1) of those priced lines printed bold, in capitals, in italics. */
  pricedBold: number
  pricedCaps: number
  pricedItalic: number
  /** Share (0–1) of the text lines that carry a price. */
  pricedShare: number
  /** Share (0–1) of all lines that are a price alone. */
  lonePriceShare: number
  /** Share (0–1) of lone prices that come two text lines after the last price (name, description, price). */
  afterTwoShare: number
  /**
   * Share (0–1) of the priced lines with a line of about their size and the same weight tight under them: on
   * such a page (a bilingual card) that second line describes; a wrapped name is the exception.
   */
  secondLineShare: number
  /** Whether most lone prices follow a name and its description (name, description, then the price). */
  isPriceAfterDescription: boolean
  /** How the item names are printed, learned from the priced lines (typographic-cues.ts). */
  nameStyle: NameStyle | undefined
  /** Each line: whether it is one of a list of unpriced dishes, or that list's heading (unpriced-lists.ts). */
  isListed: boolean[]
  isListHeading: boolean[]
  /** Each line's column: the lines read one under the other in the same band of the page (page units). */
  columns: Box[]
  /** Each page's extent: the union of its lines' boxes (page units). */
  pages: Map<number, Box>
}

/** The size a line's text words are printed in (its price left out), in page units. */
export const textSize = (line: Line) =>
  line.words.length > 0 ? middleValue(line.words.map((word) => word.size)) : line.size

const letterCount = (text: string) => text.replace(/[^\p{L}]/gu, '').length

/** The share (0–1) of a line's letters printed in a style. */
export function styledShare(line: Line, isStyled: (word: Line['words'][number]) => boolean): number {
  const total = line.words.reduce((sum, word) => sum + letterCount(word.text), 0)
  if (total === 0) return 0
  return line.words.reduce((sum, word) => sum + (isStyled(word) ? letterCount(word.text) : 0), 0) / total
}

const share = (lines: Line[], test: (line: Line) => boolean) =>
  lines.length === 0 ? 0 : lines.filter(test).length / lines.length

// The lines whose style names the menu's items: those with a price beside their text, else (a menu that
// prints its prices on lines of their own) the text line above each lone price.
function anchorLines(lines: Line[]): Line[] {
  const priced = lines.filter((line) => line.text !== '' && line.price !== '')
  if (priced.length >= 2) return priced
  const above = lines.filter((line, index) => line.text !== '' && isLonePrice(lines[index + 1]))
  return [...priced, ...above]
}

// Lone prices after one or after two text lines since the last price: the page's rhythm.
function countLonePriceRhythm(lines: Line[]): { afterOne: number; afterTwo: number } {
  let [afterOne, afterTwo, textLines] = [0, 0, 0]
  for (const line of lines) {
    if (isLonePrice(line)) {
      if (textLines === 1) afterOne++
      if (textLines === 2) afterTwo++
      textLines = 0
    } else if (line.price !== '') textLines = 0
    else textLines++
  }
  return { afterOne, afterTwo }
}

function secondLineShare(lines: Line[]): number {
  const priced = lines.filter((line) => line.text !== '' && line.price !== '')
  const followed = priced.filter((line) => {
    const next = lines[lines.indexOf(line) + 1]
    return (
      next !== undefined &&
      next.price === '' &&
      next.text !== '' &&
      next.page === line.page &&
      next.box.y0 >= line.box.y0 &&
      next.box.y0 - line.box.y1 <= 0.6 * next.size &&
      Math.abs(textSize(next) - textSize(line)) <= textSize(line) * 0.25 &&
      next.isBold === line.isBold &&
      next.isItalic === line.isItalic
    )
  })
  return priced.length === 0 ? 0 : followed.length / priced.length
}

/**
 * The columns of lines in reading order: a line opens a new column on a new page, when it starts above the
 * line before (the reading went back up to the next column) or clears the column's width.
 */
export function findColumns(lines: Line[]): Box[] {
  const columns: Box[] = []
  let start = 0
  let extent: Box | undefined
  const close = (end: number) => {
    for (let index = start; index < end; index++) columns.push(extent as Box)
  }
  for (const [index, line] of lines.entries()) {
    const previous = lines[index - 1]
    const isNew =
      !extent ||
      !previous ||
      previous.page !== line.page ||
      line.box.y0 < previous.box.y0 - line.size ||
      line.box.x0 >= extent.x1 ||
      line.box.x1 <= extent.x0
    if (isNew) {
      close(index)
      start = index
      extent = { ...line.box }
    } else if (extent) {
      extent = {
        x0: Math.min(extent.x0, line.box.x0),
        y0: Math.min(extent.y0, line.box.y0),
        x1: Math.max(extent.x1, line.box.x1),
        y1: Math.max(extent.y1, line.box.y1),
      }
    }
  }
  close(lines.length)
  return columns
}

function pageExtents(lines: Line[]): Map<number, Box> {
  const pages = new Map<number, Box>()
  for (const { page, box } of lines) {
    const extent = pages.get(page)
    pages.set(
      page,
      extent
        ? {
            x0: Math.min(extent.x0, box.x0),
            y0: Math.min(extent.y0, box.y0),
            x1: Math.max(extent.x1, box.x1),
            y1: Math.max(extent.y1, box.y1),
          }
        : { ...box },
    )
  }
  return pages
}

/** What a menu's lines are like as a whole, for the features of each. */
export function readPageContext(lines: Line[]): PageContext {
  const texts = lines.filter((line) => line.text !== '')
  const bodySize = middleValue(texts.map(textSize)) || 10
  const anchors = anchorLines(lines)
  const { afterOne, afterTwo } = countLonePriceRhythm(lines)
  const isPriceAfterDescription = afterTwo >= 3 && afterTwo >= (afterOne + afterTwo) * 0.4
  return {
    bodySize,
    pricedSize: anchors.length > 0 ? middleValue(anchors.map(textSize)) : bodySize,
    pricedBold: share(anchors, (line) => styledShare(line, (word) => word.isBold) > 0.5),
    pricedCaps: share(anchors, (line) => isAllCaps(line.text)),
    pricedItalic: share(anchors, (line) => styledShare(line, (word) => word.isItalic) > 0.5),
    pricedShare: share(texts, (line) => line.price !== ''),
    lonePriceShare: share(lines, isLonePrice),
    afterTwoShare: afterOne + afterTwo === 0 ? 0 : afterTwo / (afterOne + afterTwo),
    isPriceAfterDescription,
    nameStyle: learnNameStyle(lines, isPriceAfterDescription),
    ...findUnpricedLists(lines),
    secondLineShare: secondLineShare(lines),
    columns: findColumns(lines),
    pages: pageExtents(lines),
  }
}
