import { joinHeadingPairs } from './bilingual/read-bilingual.ts'
import {
  type DraftItem,
  type DraftSection,
  isNear,
  joinPrices,
  setPrice,
  startsItem,
  stripItemNumbers,
} from './draft-item.ts'
import {
  canContinueName,
  endsCutName,
  isPricedSecondLine,
  isSecondLineOf,
  secondLinesDescribe,
} from './item-grammar.ts'
import { labelLines } from './line-labels/label-lines.ts'
import type { LineLabel } from './line-labels/line-label.ts'
import { readPageContext } from './line-labels/page-context.ts'
import { readLineParts } from './line-parts.ts'
import { type Line, lettersOf, startsLower } from './line-text.ts'
import { splitNameAndDescription } from './name-split.ts'
import { findPriceVariants, isUnderEndedRow, movePricesDown, priceBlock } from './price-lines.ts'
import type { Segment } from './segments.ts'
import { columnsUnder, readSizeRow, type SizeLabel } from './size-labels.ts'
import { isPricedMenu, keepItems, splitAtHeadingItems } from './unpriced-items.ts'

export { type DraftItem, type DraftSection, joinPrices, type NameStyle } from './draft-item.ts'
export { isAllCaps } from './line-text.ts'
export { isPriceOfLineBelow, isUnderEndedRow, movePricesDown, priceBlock } from './price-lines.ts'

/** The lines of segments in reading order: each one's text and price(s). */
export const toLines = (segments: Segment[]): Line[] =>
  segments.map((segment) => ({ ...segment, ...readLineParts(segment) }))

/** The lines the labeller labels: those of the segments, a lone price set by its name moved onto it. */
export const readMenuLines = (segments: Segment[]): Line[] => movePricesDown(toLines(segments))

/** The state of a menu being read line by line: its sections, the item being read, the size table's header. */
type Reading = {
  lines: Line[]
  sections: DraftSection[]
  current: DraftItem | undefined
  /** The text lines in a row that made no item (descriptions, notes), for a price printed alone under them. */
  run: Line[]
  /** The header row of the size table being read ("Pequeña Mediana Familiar"), until the next heading. */
  sizeRow: SizeLabel[] | undefined
  /** The header row a heading ended, kept for items that still print their prices under its columns. */
  endedRow: { labels: SizeLabel[]; page: number } | undefined
  /** Whether the page's priced names each have a second line like them that describes (a bilingual card). */
  isSecondLinePage: boolean
  /** The line that opened each item, by the item. */
  firstLines: Map<DraftItem, number>
}

const sectionOf = (reading: Reading) => reading.sections.at(-1) as DraftSection

function openItem(reading: Reading, line: Line): DraftItem {
  const item = startsItem(line)
  sectionOf(reading).items.push(item)
  reading.firstLines.set(item, reading.lines.indexOf(line))
  reading.current = item
  reading.run = []
  return item
}

// A heading set tight under the line above it stands where a description or a wrapped name does (OCR read
// one large): the table's header is kept for the items below that still line up under it. A heading with a
// section's space above it ends the table for good.
function openSection(reading: Reading, heading: Line, above: Line | undefined) {
  reading.sections.push({ name: heading.text, items: [] })
  const isTight =
    above !== undefined && above.page === heading.page && heading.box.y0 - above.box.y1 <= heading.size
  const { sizeRow, endedRow } = reading
  reading.endedRow = isTight ? (sizeRow ? { labels: sizeRow, page: heading.page } : endedRow) : undefined
  reading.sizeRow = undefined
  reading.current = undefined
  reading.run = []
}

function takeSizeLabels(reading: Reading, item: DraftItem) {
  if (item.sizeLabels !== undefined) return
  const { sizeRow, endedRow } = reading
  if (!sizeRow && endedRow && isUnderEndedRow(item, endedRow)) reading.sizeRow = endedRow.labels
  item.sizeLabels = reading.sizeRow && !isOutsideRow(item, reading.sizeRow) ? reading.sizeRow : []
}

// One price for each label of the header, none standing under the header's columns: a row of another
// table, or prices the header never labelled (a line read between them need not have passed for a heading).
function isOutsideRow(item: DraftItem, row: SizeLabel[]): boolean {
  if (item.prices.length !== row.length || item.prices.some((part) => part.label !== '')) return false
  return (
    columnsUnder(
      item.prices.map((part) => part.box),
      row,
    ) === undefined
  )
}

// A price printed alone: the price of the item above if that has none (name above price, or name,
// description, then price); else it makes an item of the text lines above it that made none.
function readLonePrice(reading: Reading, index: number) {
  const { lines, current, run } = reading
  const line = lines[index] as Line
  if (current && current.price === '') {
    setPrice(current, line)
  } else if (run.length > 0) {
    const block = priceBlock(run, lines[index - run.length - 1])
    for (const text of block.map((part) => part.text).reverse())
      if (current?.description.at(-1) === text) current.description.pop()
    const [first, ...rest] = block as [Line, ...Line[]]
    const item = openItem(reading, { ...first, price: line.price, prices: line.prices })
    item.description.push(...rest.map((part) => part.text))
    item.bottom = (rest.at(-1) ?? first).box.y1
  }
  reading.run = []
}

// "CAMINO" / "BOTELLA 45.000" / "COPA 5.000": a serving's price; the first is the item's, the item being the
// unpriced one above, or the text line just above that made no item; the next servings join it. True when
// the line was read so.
function readServing(reading: Reading, index: number): boolean {
  const { lines, current } = reading
  const line = lines[index] as Line
  const above = lines[index - 1]
  const previous = reading.run.at(-1) === above ? above : undefined
  const serving = { ...line, prices: [{ label: line.text, price: line.price, box: line.box }] }
  const section = sectionOf(reading)
  const isAfterHeading = above && section.name === above.text && section.items.length === 0
  if (!current && above && isAfterHeading && reading.sections.length > 1) {
    // A name printed large over its servings' prices passed for a heading: it is the item.
    reading.sections.pop()
    openItem(reading, { ...above, price: line.price, prices: serving.prices })
    return true
  }
  if (!current && !previous) return false
  if (current?.price === '' && (!previous || current.description.at(-1) === previous.text)) {
    setPrice(current, serving)
  } else if (previous) {
    if (current?.description.at(-1) === previous.text) current.description.pop()
    openItem(reading, { ...previous, price: line.price, prices: serving.prices })
  } else if (current && current.price === joinPrices(current.prices)) {
    current.prices = [...current.prices, ...serving.prices]
    current.price = joinPrices(current.prices)
  }
  if (reading.current) reading.current.bottom = line.box.y1
  reading.run = []
  return true
}

// A line the labeller read as the rest of the name above: it goes on the name when the menu's grammar lets it
// ("CASA con pollo y mazorca": the name's last words, then its description); a priced line it does not let
// is the next item, an unpriced one describes.
function readNameRest(reading: Reading, line: Line) {
  const { current } = reading
  if (current && current.description.length === 0) {
    if (canContinueName(line, current, reading.isSecondLinePage)) {
      continueName(reading, current, line)
      return
    }
    if (line.price !== '') {
      openItem(reading, line)
      return
    }
  }
  readDescriptionLine(reading, line)
}

// The rest of an item's name on a line of its own, a description after it on that line, maybe its price.
function continueName(reading: Reading, item: DraftItem, line: Line) {
  const [rest, description] = splitNameAndDescription(line.words)
  item.name = `${item.name} ${rest || line.text}`
  if (description) item.description.push(description)
  if (line.price !== '') setPrice(item, line)
  item.bottom = line.box.y1
  reading.run = []
}

// A line describing the item above, close under it. A line carrying a price the item lacks gives the item
// that price ("Pez Espada" / "Swordfish  12,00"); one carrying a price when the item has its own is the next
// item, whatever it was read as. A line far from any item is kept in the run, for a lone price below.
function readDescriptionLine(reading: Reading, line: Line) {
  if (readNameEnd(reading, line)) return
  const { current } = reading
  const isOwnPrice = line.price === '' || current?.price === ''
  if (current && isOwnPrice && isNear(line, current)) {
    current.description.push(line.text)
    if (line.price !== '') setPrice(current, line)
    current.bottom = line.box.y1
    reading.run.push(line)
  } else if (line.price !== '') openItem(reading, line)
  else reading.run.push(line)
}

// "Salmorejo de avellanas con mimosa" / "de yema y virutas de jamón ibérico.  7,50": a priced line going on
// in lower case ends the name above it, never describes: the unpriced item's name, or the text line just
// above it that made no item ("Migas trashumantes con chorizo" / "y huevo confitado  7,50"). True when read so.
function readNameEnd(reading: Reading, line: Line): boolean {
  if (line.price === '' || !startsLower(line.text)) return false
  const { current, lines } = reading
  if (current && current.price === '' && current.description.length === 0 && isNear(line, current)) {
    current.name = `${current.name} ${line.text}`
    setPrice(current, line)
    current.bottom = line.box.y1
    reading.run = []
    return true
  }
  const previous = reading.run.at(-1)
  if (!previous || lines[lines.indexOf(line) - 1] !== previous || !isWrappedUnder(line, previous))
    return false
  if (current?.description.at(-1) === previous.text) current.description.pop()
  openItem(reading, {
    ...line,
    text: `${previous.text} ${line.text}`,
    words: [...previous.words, ...line.words],
    box: { ...previous.box, x1: Math.max(previous.box.x1, line.box.x1), y1: line.box.y1 },
  })
  reading.firstLines.set(reading.current as DraftItem, lines.indexOf(previous))
  return true
}

// A line's words set tight under another's, as a name's wrapped lines are.
const isWrappedUnder = (line: Line, above: Line) =>
  line.page === above.page && line.box.y0 >= above.box.y0 && line.box.y0 - above.box.y1 <= 0.8 * line.size

// A line the labeller read as a name: the second line of an unpriced name's block carrying its price, or a
// new item.
function readNameLine(reading: Reading, index: number) {
  const { lines, current } = reading
  const line = lines[index] as Line
  if (current && isPricedSecondLine(line, current, spaceAbove(reading, current), lines[index + 1])) {
    setPrice(current, line)
    current.description.push(line.text)
    current.bottom = line.box.y1
    reading.run = []
  } else {
    openItem(reading, line)
  }
}

// The white space above an item's first line (page units; unbounded at a page's or a column's top).
function spaceAbove(reading: Reading, item: DraftItem): number {
  const first = reading.firstLines.get(item) ?? -1
  const [line, above] = [reading.lines[first], reading.lines[first - 1]]
  return line && above && above.page === line.page && above.box.y1 <= line.box.y0 + line.size
    ? line.box.y0 - above.box.y1
    : Number.POSITIVE_INFINITY
}

// One line by its label. Two facts of the grammar come first, whatever the label: a name stopped on a link
// word goes on, and on a bilingual card the line under a priced name describes it.
function readLine(reading: Reading, index: number, label: LineLabel) {
  const line = reading.lines[index] as Line
  if (label === 'sizes') {
    reading.sizeRow = readSizeRow(line.words)
    reading.endedRow = undefined
    reading.run = []
  } else if (label === 'price') {
    readLonePrice(reading, index)
  } else if (label !== 'noise' && reading.current && endsCutName(line, reading.current)) {
    continueName(reading, reading.current, line)
  } else if (label !== 'noise' && isSecondLineOf(line, reading.current, reading.isSecondLinePage)) {
    readDescriptionLine(reading, line)
  } else if (label === 'heading' && line.price === '') {
    openSection(reading, line, reading.lines[index - 1])
  } else if (label === 'name' || label === 'heading') {
    readNameLine(reading, index)
  } else if (label === 'continuation') {
    readNameRest(reading, line)
  } else if (label === 'description') {
    readDescriptionLine(reading, line)
  } else if (lettersOf(line.text).length >= 3) {
    // Noise too: a lone price below makes an item of it, the labeller's doubt settled by the price.
    reading.run.push(line)
  }
}

/**
 * Reads sections and items from a menu's lines in reading order, each line labelled by the line labeller:
 * headings open sections, names open items, continuations and descriptions go to the item above, a price
 * alone to the item it belongs to; size tables' headers label the prices under them.
 */
export function readStructure(segments: Segment[]): DraftSection[] {
  const lines = readMenuLines(segments)
  const labelled = labelLines(lines)
  const labels = labelled.map((one) => one.label)
  const isServing = findPriceVariants(lines)
  const reading: Reading = {
    lines,
    sections: [{ name: '', items: [] }],
    current: undefined,
    run: [],
    sizeRow: undefined,
    endedRow: undefined,
    isSecondLinePage: secondLinesDescribe(lines),
    firstLines: new Map(),
  }
  for (const [index, label] of labels.entries()) {
    if (reading.current) takeSizeLabels(reading, reading.current)
    if (isServing[index] && readServing(reading, index)) continue
    readLine(reading, index, label)
  }
  if (reading.current) takeSizeLabels(reading, reading.current)
  stripItemNumbers(reading.sections.flatMap((section) => section.items))
  const read = {
    lines,
    firstLines: reading.firstLines,
    context: readPageContext(lines),
    isPricedMenu: isPricedMenu(reading.sections),
  }
  const kept = splitAtHeadingItems(reading.sections, read).map((section) => ({
    ...section,
    items: keepItems(section, read),
  }))
  return joinHeadingPairs(kept).filter((section) => section.items.length > 0)
}
