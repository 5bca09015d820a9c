import type { Box } from '../types.ts'
import { type LineParts, readLineParts } from './line-parts.ts'
import { middleValue } from './middle-value.ts'
import type { Segment } from './segments.ts'
import type { Word } from './words.ts'

/** An item as the layout reads it, before ids and display prices. */
export type DraftItem = {
  /** Where the item's last line ends (page units), so a footer far below is not taken for its description. */
  bottom: number
  /** How the item's name line is printed, to tell its description from the next item. */
  style: NameStyle & { isItalic: boolean }
  name: string
  price: string
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
function learnNameStyle(lines: Line[]): NameStyle | undefined {
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
      (twoAbove.size > above.size * 1.05 ||
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
  if (!style) return isAllCaps(line.text) || line.isBold
  if (line.size >= style.size * 1.18) return true
  if (isAllCaps(line.text) && !style.isCaps) return true
  return line.isBold && !style.isBold && line.size >= style.size * 0.95
}

// A line without a price that reads like the menu's item names (same size, weight and case).
function looksLikeName(line: Line, style: NameStyle | undefined): boolean {
  if (!style || line.text === '') return false
  const sameSize = Math.abs(line.size - style.size) <= style.size * 0.12
  const sameWeight = line.isBold === style.isBold
  const sameCase = isAllCaps(line.text) === style.isCaps
  return sameSize && sameWeight && sameCase && !line.isItalic
}

const startsLower = (text: string) => /^[(\p{Ll}]/u.test(text)
const hasLetters = (text: string) => /\p{L}/u.test(text)

/**
 * Where a line's name ends and its description begins, when both share the line: the typography tells —
 * capitals then lower case ("OSTRA EN CEVICHE, aliñada con…"), or bold then regular.
 */
export function splitNameAndDescription(words: Word[]): [string, string] {
  const join = (part: Word[]) => part.map((w) => w.text).join(' ')
  for (let index = 1; index < words.length; index++) {
    const head = words.slice(0, index)
    const next = words[index] as Word
    const isCapsHead =
      head.every((w) => !hasLetters(w.text) || isAllCaps(w.text)) && head.some((w) => isAllCaps(w.text))
    const isBoldHead =
      head.every((w) => w.isBold) && !next.isBold && words.slice(index).every((w) => !w.isBold)
    // "MEAT FEAST With caramelised onions": capitals, then a capitalised sentence.
    const startsSentence = /^\p{Lu}\p{Ll}/u.test(next.text) && words.length - index >= 2
    if ((isCapsHead && (startsLower(next.text) || startsSentence)) || isBoldHead) {
      return [join(head).replace(/[,;:.\s–—-]+$/, ''), join(words.slice(index))]
    }
  }
  return [join(words), '']
}

// A name cut after one of these words goes on ("Brownie con" / "helado").
const CONNECTIVE = /^(con|de|del|al|a|y|e|en|la|el|los|las|with|and|of|the|in|on|&)$/i

// The second line of a priced name: printed exactly like the name, tight below it, before any description.
function isWrappedName(line: Line, item: DraftItem): boolean {
  const name = item.style
  return (
    item.price !== '' &&
    item.description.length === 0 &&
    line.page === item.page &&
    line.box.y0 - item.bottom <= 0.6 * line.size &&
    line.box.y0 >= item.box.y0 &&
    Math.abs(line.size - name.size) <= name.size * 0.05 &&
    line.words[0]?.isBold === name.isBold &&
    line.words[0]?.isItalic === name.isItalic &&
    isAllCaps(line.words[0]?.text ?? '') === name.isCaps &&
    (!startsLower(line.text) || CONNECTIVE.test(item.name.split(/\s+/).at(-1) ?? ''))
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
    name: name || line.text,
    price: line.price,
    description: description ? [description] : [],
    page,
    box: { ...line.box },
    confidence: line.confidence,
  }
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
 * Reads sections and items from a menu's lines in reading order: headings open sections, a line with a
 * price is an item, a price alone finishes the item above it, and other lines describe the item above.
 */
export function readStructure(segments: Segment[]): DraftSection[] {
  const lines: Line[] = segments.map((segment) => ({ ...segment, ...readLineParts(segment) }))
  const style = learnNameStyle(lines)
  const sections: DraftSection[] = [{ name: '', items: [] }]
  let current: DraftItem | undefined
  // The last text line that became no item (a description, or text before any item).
  let unclaimed: Line | undefined
  for (const line of lines) {
    const section = sections.at(-1) as DraftSection
    if (line.text === '' && line.price !== '') {
      // A price on its own line: the price of the item just above (name above price), if it has none,
      // else of the text line just above, which becomes an item after all.
      if (current && current.price === '') {
        current.price = line.price
      } else if (unclaimed) {
        if (current?.description.at(-1) === unclaimed.text) current.description.pop()
        current = startsItem({ ...unclaimed, price: line.price }, unclaimed.page)
        section.items.push(current)
      }
      unclaimed = undefined
      continue
    }
    unclaimed = undefined
    if (isHeading(line, style)) {
      sections.push({ name: line.text, items: [] })
      current = undefined
      continue
    }
    const isNameContinuation =
      current !== undefined &&
      current.price === '' &&
      current.description.length === 0 &&
      startsLower(line.text)
    if (isNameContinuation && current) {
      // "Capuccino" / "a la Italiana  $ 6200": a name wrapped onto a second line that carries the price.
      current.name = `${current.name} ${line.text}`
      current.price = line.price
      continue
    }
    if (isNoise(line) && line.price === '') continue
    if (current && line.price === '' && isWrappedName(line, current)) {
      // "CHUPE DE CAMARONES  9,60 €" / "ESPECIAL": a long name wrapped under itself, its price on the first line.
      const [head, rest] = splitNameAndDescription(line.words)
      current.name = `${current.name} ${head}`
      if (rest) current.description.push(rest)
      current.bottom = line.box.y1
      continue
    }
    const isNewItem = current ? !describes(line, current) : looksLikeName(line, style)
    if (line.price !== '' || isNewItem) {
      current = startsItem(line, line.page)
      section.items.push(current)
      continue
    }
    // Text before the first item (an introduction, an address) or far below it (a footer) describes nothing.
    if (current && isNear(line, current)) {
      current.description.push(line.text)
      current.bottom = line.box.y1
    }
    unclaimed = line
  }
  stripItemNumbers(sections.flatMap((section) => section.items))
  for (const section of sections) {
    section.items = section.items.filter((item) => letters(item.name).length >= 2)
  }
  return sections.filter((section) => section.items.length > 0)
}
