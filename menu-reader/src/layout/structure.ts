import { type Box, boxHeight, middleY, verticalOverlap } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'
import { middleValue } from '../numbers/median.ts'
import { type LineParts, readLineParts } from './line-parts.ts'
import type { PricePart } from './price-run.ts'
import type { Segment } from './segments.ts'
import { columnsUnder, readSizeRow, type SizeLabel } from './size-labels.ts'

/** An item as the layout reads it, before ids and display prices. */
export type DraftItem = {
  /** Where the item's last line ends (page units), so a footer far below is not taken for its description. */
  bottom: number
  /** How the item's name line is printed, to tell its description from the next item. */
  style: NameStyle & { isItalic: boolean }
  name: string
  price: string
  /** The prices of `price` one by one, with the sizes printed before them. */
  prices: PricePart[]
  /** The size labels of the table the item is printed in (its header row); [] when in none; undefined until known. */
  sizeLabels: SizeLabel[] | undefined
  description: string[]
  page: number
  box: Box
  confidence: number
}

export type DraftSection = { name: string; items: DraftItem[] }

type Line = Segment & LineParts

export type NameStyle = { size: number; isBold: boolean; isCaps: boolean }

const letters = (text: string) => text.replace(/[^\p{L}]/gu, '')
/** Whether a text is written in capitals (ignoring digits and signs). */
export const isAllCaps = (text: string) => {
  const only = letters(text)
  return only.length >= 2 && only === only.toLocaleUpperCase('es') && only !== only.toLocaleLowerCase('es')
}

// How the menu prints item names, learned from the lines that carry a price.
function learnNameStyle(lines: Line[], isPriceAfterDescription: boolean): NameStyle | undefined {
  // A name carries its price on its line, or has it printed alone on the line below.
  const isLonePrice = (line: Line | undefined) => line !== undefined && line.text === '' && line.price !== ''
  const priced: Line[] = []
  lines.forEach((line, index) => {
    if (line.text !== '' && line.price !== '') priced.push(line)
    if (!isLonePrice(line)) return
    // Name, description, then the price: the name is the more prominent of the two lines above.
    const [above, twoAbove] = [lines[index - 1], lines[index - 2]]
    if (!above || above.text === '' || above.price !== '') return
    const isNameTwoAbove =
      twoAbove !== undefined &&
      twoAbove.text !== '' &&
      twoAbove.price === '' &&
      (isPriceAfterDescription ||
        twoAbove.size > above.size * 1.05 ||
        (above.isItalic && !twoAbove.isItalic) ||
        (twoAbove.isBold && !above.isBold))
    priced.push(isNameTwoAbove ? twoAbove : above)
  })
  if (priced.length === 0) return undefined
  const nameWords = priced.map((line) => line.words)
  const size = middleValue(nameWords.map((words) => middleValue(words.map((w) => w.size))))
  const isBold = priced.filter((line) => line.words.every((w) => w.isBold)).length > priced.length / 2
  const isCaps = priced.filter((line) => isAllCaps(line.text)).length > priced.length / 2
  return { size, isBold, isCaps }
}

// OCR reads icons and smudges as short nonsense: too few letters, or read without confidence.
const isNoise = (line: Line) =>
  letters(line.text).length < 3 || (line.confidence < 45 && letters(line.text).length < 8)

function isHeading(line: Line, style: NameStyle | undefined): boolean {
  if (line.price !== '' || line.text === '' || isNoise(line)) return false
  const wordCount = line.text.split(/\s+/).length
  if (wordCount > 7 || /[,;]$/.test(line.text)) return false
  // "Espaguetis a la" / "carbonara": a heading does not end on a connective; a wrapped name does. (A
  // capitals heading may wrap: "JUICES AND" / "SOFT DRINKS".)
  const lastWord = line.text.split(/\s+/).at(-1) ?? ''
  if (CONNECTIVE.test(lastWord) && lastWord === lastWord.toLowerCase()) return false
  if (!style) return isAllCaps(line.text) || line.isBold
  if (line.size >= style.size * 1.18) return true
  if (isAllCaps(line.text) && !style.isCaps) return true
  return line.isBold && !style.isBold && line.size >= style.size * 0.95
}

// A line without a price that reads like the menu's item names (same size, weight and case).
function looksLikeName(line: Line, style: NameStyle | undefined): boolean {
  if (!style || line.text === '') return false
  // A sentence's end or its middle ("la noche un puchero con mucha chicha.") names no dish.
  if (line.price === '' && (startsLower(line.text) || /[.;]$/.test(line.text))) return false
  const sameSize = Math.abs(line.size - style.size) <= style.size * 0.12
  const sameWeight = line.isBold === style.isBold
  const sameCase = isAllCaps(line.text) === style.isCaps
  return sameSize && sameWeight && sameCase && !line.isItalic
}

const startsLower = (text: string) => /^[(\p{Ll}]/u.test(text)
const hasLetters = (text: string) => /\p{L}/u.test(text)

// A name cut after one of these words goes on ("Brownie con" / "helado").
const CONNECTIVE = /^(con|de|del|al|a|y|e|en|la|el|los|las|with|and|of|the|in|on|&)$/i
// Words inside a name that a description seldom opens with ("con", "en" and "with" often do).
const NAME_LINK = /^(de|del|al|a|y|e|la|el|los|las|and|of|the|&)$/i

// A weight, a volume or a grade printed after a name ("100g", "400gr.", "33cl", "Nº2").
const QUANTITY = /^(?:\d+(?:[.,]\d+)?\s?(?:g|gr|grs|kg|ml|cl|l|oz|lb)\.?|n[º°]\s?\d+)$/iu

// A word in capitals, OCR's odd lower-case letter forgiven ("RAVIoLI").
const isCapsWord = (text: string) =>
  isAllCaps(text) ||
  (/^\p{Lu}/u.test(text) && letters(text).length >= 4 && (text.match(/\p{Ll}/gu)?.length ?? 0) <= 1)

/**
 * Where a line's name ends and its description begins, when both share the line: the typography tells —
 * capitals then lower case ("OSTRA EN CEVICHE, aliñada con…"), or bold then regular.
 */
export function splitNameAndDescription(words: Word[]): [string, string] {
  const join = (part: Word[]) => part.map((w) => w.text).join(' ')
  for (let index = 1; index < words.length; index++) {
    const head = words.slice(0, index)
    const next = words[index] as Word
    // A capital letter alone ("MAR Y GAMBA", "ALL I PEBRE", "“A FEIRA”") goes on the run.
    const isCapsRun =
      head.every((w) => !hasLetters(w.text) || isCapsWord(w.text) || /^\p{Lu}$/u.test(letters(w.text))) &&
      head.some((w) => isCapsWord(w.text))
    // An acronym alone ("BBQ Pulled Pork") is no capitals name.
    const isCapsHead = isCapsRun && letters(head.map((w) => w.text).join('')).length >= 4
    // "BRATWURST (1)": a count in brackets ending the line is the name's, even read thinner than a bold name;
    // "(con queso)", "(1.3.7)" or "600g" describe it.
    const isCount = index === words.length - 1 && /^\(\d+\)$/.test(next.text)
    // OCR tells weights apart word by word, and one thin-read word ends many names ("Cuba libre"): a
    // description after a bold name is more than one lower-case word.
    const isLoneWord = index === words.length - 1 && /^\p{Ll}/u.test(next.text)
    // Nor does a description begin on a word that links a name's parts ("Gambas | al ajillo").
    const isLink = NAME_LINK.test(next.text)
    // A bold item number ("12") before a regular name is no name.
    const isBoldHead =
      head.every((w) => w.isBold) &&
      head.some((w) => /\p{L}{2}/u.test(w.text)) &&
      !next.isBold &&
      words.slice(index).every((w) => !w.isBold) &&
      !isCount &&
      !isLoneWord &&
      !isLink &&
      // "BBQ CHICKEN Cheddar and…": a capitals name goes on in capitals, whatever weight OCR read.
      !(isCapsRun && isAllCaps(next.text))
    // "Provoleta a la | parrilla": a name does not end on a connective.
    if (CONNECTIVE.test(head.at(-1)?.text ?? '')) continue
    // "MEAT FEAST With caramelised onions": capitals, then a capitalised sentence.
    const startsSentence = /^\p{Lu}\p{Ll}/u.test(next.text) && words.length - index >= 2
    // "BOILED WHITE SHRIMP 100g", "OSTRA FINE CLAIRE Nº2 Francia": a weight or a grade after the name.
    // ("500ML" in capitals goes on the name: "BOTTLED WATER 500ML".)
    const isMeasure = QUANTITY.test(next.text) && /[\p{Ll}º°]/u.test(next.text)
    if ((isCapsHead && ((startsLower(next.text) && !isCount) || startsSentence || isMeasure)) || isBoldHead) {
      return [join(head).replace(/[,;:.\s–—-]+$/, ''), join(words.slice(index))]
    }
  }
  return [join(words), '']
}

// The second line of a priced name: printed exactly like the name, tight below it, before any description.
function isWrappedName(line: Line, item: DraftItem, isSecondLineDescription: boolean): boolean {
  const name = item.style
  if (isWrappedTableName(line, item)) return true
  // A name cut after a connective ("AJIACO SANTAFEREÑO DE LA" / "CASA") goes on even across a wider gap.
  // So does a capitals name whose last word or two sit on the next line ("CHUPE DE CAMARONES" / "ESPECIAL").
  const endsOpen =
    CONNECTIVE.test(item.name.split(/\s+/).at(-1) ?? '') ||
    (name.isCaps && line.words.length <= 2 && isAllCaps(line.text))
  if (isSecondLineDescription && !endsOpen) return false
  return (
    item.price !== '' &&
    item.description.length === 0 &&
    line.page === item.page &&
    line.box.y0 - item.bottom <= (endsOpen ? 1 : 0.6) * line.size &&
    line.box.y0 >= item.box.y0 &&
    Math.abs(line.size - name.size) <= name.size * 0.05 &&
    line.words[0]?.isBold === name.isBold &&
    line.words[0]?.isItalic === name.isItalic &&
    isAllCaps(line.words[0]?.text ?? '') === name.isCaps &&
    // A description seldom shares a bold name's weight: a bold lower-case line goes on the name ("Nachos" /
    // "gratinados", wrapped in a narrow column beside its prices).
    (!startsLower(line.text) || CONNECTIVE.test(item.name.split(/\s+/).at(-1) ?? '') || name.isBold)
  )
}

/**
 * Whether an item prints one price under each label of a size table's header that a heading ended: OCR
 * reads a photo's description or a wrapped name as a heading, which must not cost the table below its sizes.
 * A new section's prices standing exactly in the header's columns are that table's still.
 */
export function isUnderEndedRow(
  item: Pick<DraftItem, 'page' | 'prices'>,
  ended: { labels: readonly SizeLabel[]; page: number },
): boolean {
  if (item.page !== ended.page || item.prices.length !== ended.labels.length) return false
  if (item.prices.some((part) => part.label !== '')) return false
  return (
    columnsUnder(
      item.prices.map((part) => part.box),
      ended.labels,
    ) !== undefined
  )
}

/**
 * The rest of a name wrapped in a size table's narrow name column ("House French" / "Toast"): a few words
 * tight under the name, starting where it starts, printed like it and ending before the first price column.
 * Many names of such a table wrap, so the page's habit (secondLinesDescribe) does not decide here.
 */
function isWrappedTableName(line: Line, item: DraftItem): boolean {
  const firstPrice = item.prices[0]
  if (item.prices.length < 2 || !firstPrice || item.description.length > 0 || line.price !== '') return false
  // A table row prints its prices level with the name; servings on lines of their own are no table.
  const isRow = item.prices.every((part) => verticalOverlap(part.box, item.box) > 0.5 * boxHeight(part.box))
  return (
    isRow &&
    line.page === item.page &&
    line.words.length <= 3 &&
    line.box.y0 >= item.box.y0 &&
    // OCR's boxes leave about a line's height between a name's lines: a description starts farther down.
    line.box.y0 - item.bottom <= line.size &&
    line.box.x0 >= item.box.x0 - line.size &&
    line.box.x0 <= item.box.x0 + 3 * line.size &&
    line.box.x1 <= firstPrice.box.x0 &&
    Math.abs(line.size - item.style.size) <= item.style.size * 0.08 &&
    line.isItalic === item.style.isItalic &&
    !/[.,;:]$/.test(line.text)
  )
}

/**
 * Whether a good share of the priced names (three or more, and three in ten) have a line of the same weight
 * and about their size tight below: on such a page (a bilingual card, a menu whose descriptions OCR reads
 * in the names' type) that line describes; a wrapped name is the exception, not the rule.
 */
export function secondLinesDescribe(lines: Line[]): boolean {
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
      Math.abs(next.size - line.size) <= line.size * 0.25 &&
      next.isBold === line.isBold &&
      next.isItalic === line.isItalic &&
      !startsLower(next.text)
    )
  })
  return followed.length >= 3 && followed.length >= priced.length * 0.3
}

/**
 * Whether a lone price belongs to the unpriced text line below it rather than to the line above: it overlaps
 * the line below, and sits nearer to it (a price set in larger type, or a photo's slope, puts it between).
 */
export function isPriceOfLineBelow(price: Line, above: Line | undefined, below: Line): boolean {
  if (below.price !== '' || below.text === '' || below.page !== price.page || isNoise(below)) return false
  if (below.box.y0 >= price.box.y1 || below.box.y0 < price.box.y0) return false
  // A price centred under the line above (and beside no part of the line below) is the price above's.
  const isUnder = (line: Line) => line.box.x0 < price.box.x1 && price.box.x0 < line.box.x1
  if (above && above.page === price.page && isUnder(above) && !isUnder(below)) return false
  const [toBelow, toAbove] = [
    middleY(below.box) - middleY(price.box),
    above && above.page === price.page ? middleY(price.box) - middleY(above.box) : Number.POSITIVE_INFINITY,
  ]
  return toBelow < toAbove
}

/**
 * Whether a priced line ends an unpriced name cut after a connective ("BOQUERONES EN VINAGRE CON" /
 * "PATATITAS 9€"): printed like the name, tight under it.
 */
function endsCutName(line: Line, item: DraftItem): boolean {
  const name = item.style
  return (
    line.price !== '' &&
    CONNECTIVE.test(item.name.split(/\s+/).at(-1) ?? '') &&
    line.page === item.page &&
    line.box.y0 >= item.box.y0 &&
    line.box.y0 - item.bottom <= 0.6 * line.size &&
    Math.abs(line.size - name.size) <= name.size * 0.05 &&
    line.words[0]?.isBold === name.isBold &&
    isAllCaps(line.text) === name.isCaps
  )
}

// A description follows its item closely: on the same page, within about two lines below it.
const isNear = (line: Line, item: DraftItem) =>
  line.page === item.page && line.box.y0 >= item.box.y0 && line.box.y0 - item.bottom <= 2.2 * line.size

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length

// A line under an item describes it when it is printed less prominently than the item's name, or reads
// like a sentence; a line printed like the name is the next item (a menu without prices, say).
function describes(line: Line, item: DraftItem): boolean {
  const name = item.style
  if (line.size < name.size * 0.9) return true
  if (name.isBold && !line.isBold) return true
  if (line.isItalic && !name.isItalic) return true
  if (name.isCaps && !isAllCaps(line.text)) return true
  if (startsLower(line.text)) return true
  const words = wordCount(line.text)
  return words >= 8 || (words >= 5 && line.text.includes(',')) || /[.;]$/.test(line.text)
}

function startsItem(line: Line, page: number): DraftItem {
  const [name, description] = splitNameAndDescription(line.words)
  const nameWords = line.words.slice(0, Math.max(1, name.split(/\s+/).length))
  return {
    bottom: line.box.y1,
    style: {
      size: middleValue(nameWords.map((w) => w.size)),
      isBold: nameWords.every((w) => w.isBold),
      isItalic: nameWords.every((w) => w.isItalic),
      isCaps: isAllCaps(name),
    },
    // Trade marks ("RIBS®") and a full stop after a whole word ("Patatas Asadas.") are no part of a name.
    name: (name || line.text).replace(/\s*[®™]/gu, '').replace(/(\p{L}{4,}|\))[.,;:]+$/u, '$1'),
    price: line.price,
    prices: line.prices,
    sizeLabels: undefined,
    description: description ? [description] : [],
    page,
    box: { ...line.box },
    confidence: line.confidence,
  }
}

/** Prices one by one joined as a line prints sizes' prices ("$590/$1090"). */
export const joinPrices = (prices: readonly PricePart[]) => prices.map((part) => part.price).join('/')

// An item's price is the line's, its sizes' prices with it.
function setPrice(item: DraftItem, line: LineParts) {
  item.price = line.price
  item.prices = line.prices
}

const LEADING_NUMBER = /^(\d{1,3})\s+(?=\p{L})/u

// Plain numbers in front of names ("10 HAMBURGUESA", "11 BANDEJA PAISA") are item numbers when they count
// up through the menu; otherwise they may be part of the name ("2 ANCHOAS", "4 quesos").
function stripItemNumbers(items: DraftItem[]) {
  const numbered = items.filter((item) => LEADING_NUMBER.test(item.name))
  if (numbered.length < 3) return

  const values = numbered.map((item) => Number(item.name.match(LEADING_NUMBER)?.[1]))
  const steps = values.slice(1).filter((value, index) => value === (values[index] ?? 0) + 1).length
  if (steps >= (values.length - 1) * 0.6) {
    for (const item of numbered) item.name = item.name.replace(LEADING_NUMBER, '')
    return
  }
  // Numbers that do not count up, in front of names that have no price: prices printed before the names.
  const unpriced = numbered.filter((item) => item.price === '')
  if (unpriced.length < numbered.length * 0.8) return
  for (const item of unpriced) {
    item.price = item.name.match(LEADING_NUMBER)?.[1] ?? ''
    item.name = item.name.replace(LEADING_NUMBER, '')
  }
}

/**
 * Whether a priced line is the second line of an unpriced item's block: tight under the item's name, with
 * clearly more white space above the name and below this line (the price is centred on the block, or
 * level with its second line, as bilingual cards print it).
 */
function isPricedSecondLine(
  line: Line,
  first: { page: number; bottom: number },
  spaceAbove: number,
  next: Line | undefined,
): boolean {
  if (line.page !== first.page) return false
  const gap = line.box.y0 - first.bottom
  if (gap < -0.5 * line.size || gap > 0.6 * line.size) return false
  const block = Math.max(gap, 0.15 * line.size)
  const spaceBelow = next && next.page === line.page ? next.box.y0 - line.box.y1 : Number.POSITIVE_INFINITY
  return spaceAbove >= 2 * block && spaceBelow >= 2 * block
}

/**
 * Whether the menu prints each item as name, description, then the price on a line of its own: most of its
 * lone prices come two text lines after the last price, not one (a menu mixes both: the wines have no
 * descriptions). OCR cannot tell the description's italics, so the
 * rhythm of the page tells it.
 */
function pricesFollowDescriptions(lines: Line[]): boolean {
  // Prices after more lines follow a heading or a note too: they tell nothing.
  let afterOneLine = 0
  let afterTwoLines = 0
  let textLines = 0
  for (const line of lines) {
    if (line.text === '' && line.price !== '') {
      if (textLines === 1) afterOneLine++
      if (textLines === 2) afterTwoLines++
      textLines = 0
    } else if (line.price !== '') {
      textLines = 0
    } else {
      textLines++
    }
  }
  return afterTwoLines >= 3 && afterTwoLines >= (afterOneLine + afterTwoLines) * 0.4
}

const isPrintedAlike = (line: Line, other: Line) =>
  line.page === other.page &&
  Math.abs(line.size - other.size) <= 0.05 * other.size &&
  line.isBold === other.isBold &&
  line.isItalic === other.isItalic &&
  isAllCaps(line.text) === isAllCaps(other.text)

// A list this long is no heading and its description: three lines or more.
const LIST_LENGTH = 3

// A line of a list reads like a name: short, no sentence.
const isListLine = (line: Line) =>
  line.price === '' &&
  line.text !== '' &&
  !isNoise(line) &&
  wordCount(line.text) <= 8 &&
  !startsLower(line.text) &&
  !/[.,;:]$/.test(line.text)

/**
 * Which lines are items of a list without prices (a set menu's courses), and which line heads such a list:
 * a run of short lines of a few words each, printed alike, one under the other, close under a heading
 * printed larger, bolder or in capitals. A description never runs three lines of names.
 */
export function findUnpricedLists(lines: Line[]): { isListed: boolean[]; isListHeading: boolean[] } {
  const isListed = lines.map(() => false)
  const isListHeading = lines.map(() => false)
  let start = 0
  while (start < lines.length) {
    const first = lines[start] as Line
    let end = start
    while (
      end < lines.length &&
      isListLine(lines[end] as Line) &&
      isPrintedAlike(lines[end] as Line, first) &&
      (end === start || (lines[end] as Line).box.y0 - (lines[end - 1] as Line).box.y1 <= first.size)
    )
      end++
    const above = lines[start - 1]
    // Close under its heading: a footer's lines (an address, opening hours) sit far below the last item.
    const isUnderHeading =
      above !== undefined &&
      above.price === '' &&
      above.page === first.page &&
      !startsLower(above.text) &&
      first.box.y0 - above.box.y1 <= 4 * first.size &&
      (above.size >= first.size * 1.15 ||
        (above.isBold && !first.isBold) ||
        (isAllCaps(above.text) && !isAllCaps(first.text)))
    // A legend ("Vegetarian", "Peanuts") lists single words; dishes take a few.
    const words = middleValue(lines.slice(start, end).map((line) => wordCount(line.text)))
    if (end - start >= LIST_LENGTH && isUnderHeading && words >= 3) {
      isListed.fill(true, start, end)
      isListHeading[start - 1] = true
    }
    start = Math.max(end, start + 1)
  }
  return { isListed, isListHeading }
}

// A serving's name ("Copa", "Botella", "Media ración"): a word or two of letters.
const VARIANT_LABEL = /^\p{L}[\p{L}.]*(?: \p{L}[\p{L}.]*)?$/u
// A label printed this often on lines of its own names servings, not dishes.
const VARIANT_REPEATS = 3

/**
 * Which priced lines give one serving's price of the item above ("BOTELLA 45.000" / "COPA 5.000" under a
 * spirit's name): lines whose text is only a short label, the same label printed on several such lines.
 */
export function findPriceVariants(lines: Line[]): boolean[] {
  const label = (line: Line) =>
    line.price !== '' && VARIANT_LABEL.test(line.text) ? line.text.toLocaleLowerCase('es') : undefined
  const counts = new Map<string, number>()
  for (const line of lines) {
    const key = label(line)
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return lines.map((line) => (counts.get(label(line) ?? '') ?? 0) >= VARIANT_REPEATS)
}

/**
 * The lines a lone price closes, when its item already has a price: the last text line above it, or the whole
 * block of lines set tight together above it when white space parts that block from what comes before
 * ("VENERE with avocado, pear," / "cucumber and smoked salmon" / "10.00": the name opens the block).
 * `run` holds the text lines that became no item, in order; `before` is the line above them.
 */
export function priceBlock(run: Line[], before: Line | undefined): Line[] {
  const last = run.at(-1)
  if (!last) return []
  const gapAbove = (at: number): number => {
    const [above, below] = [at === 0 ? before : run[at - 1], run[at] as Line]
    return above && above.page === below.page ? below.box.y0 - above.box.y1 : Number.POSITIVE_INFINITY
  }
  let start = run.length - 1
  let widestInside = 0
  while (start > 0 && gapAbove(start) <= 0.5 * last.size) {
    widestInside = Math.max(widestInside, gapAbove(start))
    start--
  }
  const isParted = gapAbove(start) >= Math.max(0.5 * last.size, 2 * widestInside)
  return isParted && run.length - start <= 4 ? run.slice(start) : [last]
}

/**
 * Reads sections and items from a menu's lines in reading order: headings open sections, a line with a
 * price is an item, a price alone finishes the item above it, and other lines describe the item above.
 */
export function readStructure(segments: Segment[]): DraftSection[] {
  const lines: Line[] = segments.map((segment) => ({ ...segment, ...readLineParts(segment) }))
  const isPriceAfterDescription = pricesFollowDescriptions(lines)
  const style = learnNameStyle(lines, isPriceAfterDescription)
  const sections: DraftSection[] = [{ name: '', items: [] }]
  const { isListed, isListHeading } = findUnpricedLists(lines)
  const isVariant = findPriceVariants(lines)
  const isSecondLineDescription = secondLinesDescribe(lines)
  let current: DraftItem | undefined
  // The last text line that became no item (a description, or text before any item).
  let unclaimed: Line | undefined
  // The text lines in a row that became no item, unclaimed the last of them.
  let run: Line[] = []
  // The white space above each item's first line, to see the page's item blocks.
  const spaceAbove = new Map<DraftItem, number>()
  // The header row of the size table being read ("Pequeña Mediana Familiar"), until the next heading.
  let sizeRow: SizeLabel[] | undefined
  // The header row a heading ended, kept for items that still print their prices under its columns.
  let endedRow: { labels: SizeLabel[]; page: number } | undefined
  const takeSizeLabels = (item: DraftItem) => {
    if (item.sizeLabels !== undefined) return
    if (!sizeRow && endedRow && isUnderEndedRow(item, endedRow)) sizeRow = endedRow.labels
    item.sizeLabels = sizeRow ?? []
  }
  // A heading set tight under the line above it stands where a description or a wrapped name does (OCR read
  // one large): the table's header is kept for the items below that still line up under it. A heading with a
  // section's space above it ends the table for good.
  const endSizeRow = (heading: Line, above: Line | undefined) => {
    const isTight =
      above !== undefined && above.page === heading.page && heading.box.y0 - above.box.y1 <= heading.size
    endedRow = isTight ? (sizeRow ? { labels: sizeRow, page: heading.page } : endedRow) : undefined
    sizeRow = undefined
  }
  for (const [index, line] of lines.entries()) {
    if (current) takeSizeLabels(current)
    const section = sections.at(-1) as DraftSection
    const sizes = line.price === '' ? readSizeRow(line.words) : undefined
    if (sizes) {
      sizeRow = sizes
      endedRow = undefined
      unclaimed = undefined
      run = []
      continue
    }
    if (line.text === '' && line.price !== '') {
      const next = lines[index + 1]
      if (current?.price !== '' && next && isPriceOfLineBelow(line, lines[index - 1], next)) {
        // "8200" printed a little higher than "NEW YORK STRIP" below it, under the last item's description.
        lines[index + 1] = { ...next, price: line.price, prices: line.prices }
        continue
      }
      // A price on its own line: the price of the item just above (name above price), if it has none,
      // else of the text line just above, which becomes an item after all.
      if (current && current.price === '') {
        setPrice(current, line)
      } else if (unclaimed) {
        const block = priceBlock(run, lines[index - run.length - 1])
        for (const text of block.map((part) => part.text).reverse())
          if (current?.description.at(-1) === text) current.description.pop()
        const [first = unclaimed, ...rest] = block
        current = startsItem({ ...first, price: line.price, prices: line.prices }, first.page)
        current.description.push(...rest.map((part) => part.text))
        current.bottom = unclaimed.box.y1
        section.items.push(current)
      }
      unclaimed = undefined
      run = []
      continue
    }
    const previous = unclaimed
    unclaimed = undefined
    const earlier = previous ? run : []
    run = []
    const lineAbove = lines[index - 1]
    const isAfterHeading = lineAbove && section.name === lineAbove.text && section.items.length === 0
    // "BOTELLA 45.000": the serving's label is the line's text.
    const serving = isVariant[index]
      ? { ...line, prices: [{ label: line.text, price: line.price, box: line.box }] }
      : line
    if (isVariant[index] && !current && lineAbove && isAfterHeading && sections.length > 1) {
      // A name printed large over its servings' prices passed for a heading: it is the item.
      sections.pop()
      current = startsItem({ ...lineAbove, price: line.price, prices: serving.prices }, lineAbove.page)
      ;(sections.at(-1) as DraftSection).items.push(current)
      continue
    }
    if (isVariant[index] && (current || previous)) {
      // "CAMINO" / "BOTELLA 45.000" / "COPA 5.000": the first price printed is the item's, the item being
      // the unpriced one above, or the text line just above that made no item; the next servings join it.
      const isCurrentsLine =
        current?.price === '' && (!previous || current.description.at(-1) === previous.text)
      if (current && isCurrentsLine) {
        setPrice(current, serving)
      } else if (previous) {
        if (current?.description.at(-1) === previous.text) current.description.pop()
        current = startsItem({ ...previous, price: line.price, prices: serving.prices }, previous.page)
        section.items.push(current)
      } else if (current && current.price === joinPrices(current.prices)) {
        current.prices = [...current.prices, ...serving.prices]
        current.price = joinPrices(current.prices)
      }
      if (current) current.bottom = line.box.y1
      continue
    }
    if (
      previous &&
      line.price !== '' &&
      startsLower(line.text) &&
      line.page === previous.page &&
      line.box.y0 - previous.box.y1 <= 0.8 * line.size
    ) {
      // "Croquetas de" / "jamón  9,50": the name's first line made no item of its own; join it to the second.
      if (current?.description.at(-1) === previous.text) current.description.pop()
      current = startsItem(
        {
          ...line,
          text: `${previous.text} ${line.text}`,
          words: [...previous.words, ...line.words],
          box: { ...previous.box, x1: Math.max(previous.box.x1, line.box.x1), y1: line.box.y1 },
        },
        line.page,
      )
      section.items.push(current)
      continue
    }
    const isBeforeLonePrice = lines[index + 1]?.text === '' && lines[index + 1]?.price !== ''
    if (
      isPriceAfterDescription &&
      isBeforeLonePrice &&
      current?.price === '' &&
      current.description.length === 0 &&
      isNear(line, current) &&
      // A description says more than a name; a shorter line is a second item without a description.
      line.text.length > current.name.length
    ) {
      // Name, description, then the price: the line between the name and its price describes it.
      current.description.push(line.text)
      current.bottom = line.box.y1
      continue
    }
    if (isListHeading[index]) {
      sections.push({ name: line.text, items: [] })
      endSizeRow(line, lines[index - 1])
      current = undefined
      continue
    }
    if (isListed[index]) {
      // A set menu's courses, no prices: each line an item, a name cut after a connective goes on.
      const lastWord = current?.name.split(/\s+/).at(-1) ?? ''
      if (current && isListed[index - 1] && current.price === '' && CONNECTIVE.test(lastWord)) {
        current.name = `${current.name} ${line.text}`
        current.bottom = line.box.y1
      } else {
        current = startsItem(line, line.page)
        section.items.push(current)
      }
      continue
    }
    // A line with a price of its own just below it is that price's name, however large OCR read it.
    if (!isBeforeLonePrice && isHeading(line, style)) {
      sections.push({ name: line.text, items: [] })
      endSizeRow(line, lines[index - 1])
      current = undefined
      continue
    }
    const isNameContinuation =
      current !== undefined &&
      current.price === '' &&
      current.description.length === 0 &&
      (startsLower(line.text) || endsCutName(line, current))
    if (isNameContinuation && current) {
      // "Capuccino" / "a la Italiana  $ 6200": a name wrapped onto a second line that carries the price.
      current.name = `${current.name} ${line.text}`
      setPrice(current, line)
      continue
    }
    if (isNoise(line) && line.price === '') continue
    if (current && line.price === '' && isWrappedName(line, current, isSecondLineDescription)) {
      // "CHUPE DE CAMARONES  9,60 €" / "ESPECIAL": a long name wrapped under itself, its price on the first line.
      const [head, rest] = splitNameAndDescription(line.words)
      current.name = `${current.name} ${head}`
      if (rest) current.description.push(rest)
      current.bottom = line.box.y1
      continue
    }
    // "Pez Espada" / "Swordfish  12,00": the price printed level with the second line of an item's block is
    // the item's; the second line describes it.
    const next = lines[index + 1]
    if (
      line.price !== '' &&
      current?.price === '' &&
      current.description.length === 0 &&
      isPricedSecondLine(line, current, spaceAbove.get(current) ?? 0, next)
    ) {
      setPrice(current, line)
      current.description.push(line.text)
      current.bottom = line.box.y1
      continue
    }
    const beforePrevious = lines[index - 2]
    if (
      line.price !== '' &&
      previous &&
      lines[index - 1] === previous &&
      isPricedSecondLine(
        line,
        { page: previous.page, bottom: previous.box.y1 },
        beforePrevious && beforePrevious.page === previous.page
          ? previous.box.y0 - beforePrevious.box.y1
          : Number.POSITIVE_INFINITY,
        next,
      )
    ) {
      if (current?.description.at(-1) === previous.text) current.description.pop()
      current = startsItem({ ...previous, price: line.price, prices: line.prices }, previous.page)
      current.description.push(line.text)
      current.bottom = line.box.y1
      section.items.push(current)
      continue
    }
    // On a page whose names each have a second line like them (a bilingual card), that line describes.
    const isSecondLine =
      isSecondLineDescription &&
      current !== undefined &&
      current.price !== '' &&
      current.description.length === 0 &&
      line.page === current.page &&
      line.box.y0 >= current.box.y0 &&
      line.box.y0 - current.bottom <= 0.6 * line.size
    const isNewItem = current ? !isSecondLine && !describes(line, current) : looksLikeName(line, style)
    if (line.price !== '' || isNewItem) {
      const above = lines[index - 1]
      current = startsItem(line, line.page)
      spaceAbove.set(
        current,
        above && above.page === line.page ? line.box.y0 - above.box.y1 : Number.POSITIVE_INFINITY,
      )
      section.items.push(current)
      continue
    }
    // Text before the first item (an introduction, an address) or far below it (a footer) describes nothing.
    if (current && isNear(line, current)) {
      current.description.push(line.text)
      current.bottom = line.box.y1
    }
    unclaimed = line
    run = [...earlier, line]
  }
  if (current) takeSizeLabels(current)
  stripItemNumbers(sections.flatMap((section) => section.items))
  for (const section of sections) {
    section.items = section.items.filter((item) => letters(item.name).length >= 2)
  }
  return sections.filter((section) => section.items.length > 0)
}
