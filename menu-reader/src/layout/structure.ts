import {
  type DraftItem,
  type DraftSection,
  isNear,
  joinPrices,
  setPrice,
  startsItem,
  stripItemNumbers,
} from './draft-item.ts'
import { labelLines } from './line-labels/label-lines.ts'
import type { LineLabel } from './line-labels/line-label.ts'
import { readLineParts } from './line-parts.ts'
import { splitNameAndDescription } from './name-split.ts'
import { type Line, lettersOf } from './line-text.ts'
import { findPriceVariants, isPriceOfLineBelow, isUnderEndedRow, priceBlock } from './price-lines.ts'
import type { Segment } from './segments.ts'
import { readSizeRow, type SizeLabel } from './size-labels.ts'

export { type DraftItem, type DraftSection, joinPrices, type NameStyle } from './draft-item.ts'
export { isAllCaps } from './line-text.ts'
export { isPriceOfLineBelow, isUnderEndedRow, priceBlock } from './price-lines.ts'

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
}

const sectionOf = (reading: Reading) => reading.sections.at(-1) as DraftSection

function openItem(reading: Reading, line: Line): DraftItem {
  const item = startsItem(line)
  sectionOf(reading).items.push(item)
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
  item.sizeLabels = reading.sizeRow ?? []
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

// A line the labeller read as text of the item above: the rest of its name, or its description. A line
// carrying a price the item lacks gives the item that price ("Pez Espada" / "Swordfish  12,00"); one carrying
// a price when the item has its own is the next item, whatever it was read as.
function readItemText(reading: Reading, line: Line, label: LineLabel): boolean {
  const { current } = reading
  if (!current || (line.price !== '' && current.price !== '')) return false
  if (label === 'continuation' && current.description.length === 0) {
    // "CASA con pollo y mazorca": the name's last words, then its description.
    const [rest, description] = splitNameAndDescription(line.words)
    current.name = `${current.name} ${rest || line.text}`
    if (description) current.description.push(description)
  } else if (isNear(line, current)) {
    current.description.push(line.text)
  } else {
    return false
  }
  if (line.price !== '') setPrice(current, line)
  current.bottom = line.box.y1
  return true
}

function readLine(reading: Reading, index: number, label: LineLabel) {
  const line = reading.lines[index] as Line
  if (label === 'sizes') {
    reading.sizeRow = readSizeRow(line.words)
    reading.endedRow = undefined
    reading.run = []
  } else if (label === 'price') {
    readLonePrice(reading, index)
  } else if (label === 'heading' && line.price === '') {
    openSection(reading, line, reading.lines[index - 1])
  } else if (label === 'name' || label === 'heading') {
    openItem(reading, line)
  } else if (label === 'continuation' && readItemText(reading, line, label)) {
    reading.run = []
  } else if (label === 'continuation' || label === 'description') {
    if (readItemText(reading, line, 'description')) reading.run.push(line)
    else if (line.price !== '') openItem(reading, line)
    else reading.run.push(line)
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
  if (process.env.DEBUG_LABELS) for (const [i, l] of lines.entries()) console.error(`${labels[i]?.padEnd(12)} ${labelled[i]?.probabilities.map((p) => p.toFixed(2)).join(' ')} ${l.text} | ${l.price}`)
  const isServing = findPriceVariants(lines)
  const reading: Reading = {
    lines,
    sections: [{ name: '', items: [] }],
    current: undefined,
    run: [],
    sizeRow: undefined,
    endedRow: undefined,
  }
  for (const [index, label] of labels.entries()) {
    if (reading.current) takeSizeLabels(reading, reading.current)
    if (isServing[index] && readServing(reading, index)) continue
    readLine(reading, index, label)
  }
  if (reading.current) takeSizeLabels(reading, reading.current)
  stripItemNumbers(reading.sections.flatMap((section) => section.items))
  for (const section of reading.sections) {
    const priced = section.items.filter((item) => item.price !== '').length
    // An unpriced line among a section's priced dishes, with nothing to describe it, is a note or a
    // tagline the labeller took for a name.
    const isPricedSection = priced >= 2 && priced >= 0.8 * section.items.length
    section.items = section.items.filter(
      (item) =>
        lettersOf(item.name).length >= 2 &&
        (process.env.KEEP_UNPRICED || !isPricedSection || item.price !== '' || item.description.length > 0),
    )
  }
  return reading.sections.filter((section) => section.items.length > 0)
}
