import type { Box } from '../geometry/box.ts'
import type { PageWords, Word } from '../geometry/word.ts'
import { readPageSegments } from '../layout/page-segments.ts'
import { priceValue } from '../layout/prices.ts'
import { matchInside, normaliseForMatch } from '../text-match.ts'

// What a page prints, as this reader read it, kept as the evidence a model's answer is checked against: its
// lines (for names) and the numbers its words hold, with where they are (for prices, looked for beside the
// name they belong to).

/** A name counts as printed when a stretch of a line (or of two, one under the other) is within this share of edits of it. */
export const NAME_FOUND_RATIO = 0.75
/** A name this short (normalised) must be a whole word of a line: within a quarter of edits, "pato" is in "plato". */
const SHORT_NAME = 5
// A line that holds fewer of a name's three-letter runs than this share cannot be within a quarter of edits
// of it: skipped before the (slower) edit distance.
const TRIGRAM_SHARE = 0.3

/** A line of the page, or a line and the one under it, for a name printed on two. */
export type EvidenceLine = {
  page: number
  /** Normalised for matching, between spaces (so that a match can be held to whole words). */
  text: string
  box: Box
  /** The height of one row of its type, in page units. */
  rowHeight: number
  trigrams: Set<string>
}

/** A number a word prints (or a word and the 3-digit group after it: "18 000"), and where. */
type PrintedNumber = { page: number; box: Box; value: number }

export type PageEvidence = { lines: EvidenceLine[]; numbers: PrintedNumber[] }

// Inside a word that holds a digit, the letters OCR reads for digits: O for 0, l and I for 1.
const asNumberReading = (text: string) =>
  /\d/.test(text) ? text.replace(/[oO]/g, '0').replace(/[lI|]/g, '1') : text

function trigramsOf(text: string): Set<string> {
  const grams = new Set<string>()
  for (let index = 0; index + 3 <= text.length; index++) grams.add(text.slice(index, index + 3))
  return grams
}

const isBelow = (upper: Box, lower: Box) =>
  lower.y0 >= upper.y0 + (upper.y1 - upper.y0) / 2 &&
  lower.y0 - upper.y1 < (upper.y1 - upper.y0) * 1.5 &&
  Math.min(upper.x1, lower.x1) > Math.max(upper.x0, lower.x0)

const toLine = (page: number, text: string, box: Box, rowHeight: number): EvidenceLine => {
  const padded = ` ${text} `
  return { page, text: padded, box, rowHeight, trigrams: trigramsOf(padded) }
}

function pageLines(page: PageWords): EvidenceLine[] {
  const segments = readPageSegments(page)
    .map((segment) => ({ text: normaliseForMatch(segment.text), box: segment.box }))
    .filter((segment) => segment.text !== '')
  const lines = segments.map(({ text, box }) => toLine(page.page, text, box, box.y1 - box.y0))
  segments.forEach((segment, index) => {
    const next = segments.slice(index + 1).find((candidate) => isBelow(segment.box, candidate.box))
    if (!next) return
    const box = {
      x0: Math.min(segment.box.x0, next.box.x0),
      y0: segment.box.y0,
      x1: Math.max(segment.box.x1, next.box.x1),
      y1: next.box.y1,
    }
    lines.push(toLine(page.page, `${segment.text} ${next.text}`, box, segment.box.y1 - segment.box.y0))
  })
  return lines
}

// A thousands group OCR read as a word of its own: "18" "000".
const isSameRowGroup = (word: Word, next: Word | undefined): next is Word => {
  if (!next || !/^\d{3}\b/.test(asNumberReading(next.text))) return false
  const height = word.box.y1 - word.box.y0
  const overlap = Math.min(word.box.y1, next.box.y1) - Math.max(word.box.y0, next.box.y0)
  return overlap > height / 2 && next.box.x0 - word.box.x1 < height
}

function pageNumbers(page: PageWords): PrintedNumber[] {
  const numbers: PrintedNumber[] = []
  page.words.forEach((word, index) => {
    const text = asNumberReading(word.text)
    if (!/\d/.test(text)) return
    const value = priceValue(text)
    if (value !== null) numbers.push({ page: page.page, box: word.box, value })
    const next = page.words[index + 1]
    if (!isSameRowGroup(word, next)) return
    const joined = priceValue(`${text} ${asNumberReading(next.text)}`)
    const box = { ...word.box, x1: next.box.x1 }
    if (joined !== null) numbers.push({ page: page.page, box, value: joined })
  })
  return numbers
}

/** The evidence of the pages a model was shown (as the reader read them). */
export function readPageEvidence(pages: readonly PageWords[]): PageEvidence {
  return { lines: pages.flatMap(pageLines), numbers: pages.flatMap(pageNumbers) }
}

// Beside a name: on its rows, a row above it (a price printed first) or two below (under its description).
function isBeside(box: Box, line: EvidenceLine): boolean {
  const middle = (box.y0 + box.y1) / 2
  return middle >= line.box.y0 - 1.2 * line.rowHeight && middle <= line.box.y1 + 2.5 * line.rowHeight
}

/**
 * Whether a price as a model wrote it is printed on the page: a number of the same value ("12.5" where the
 * page prints "12,50", "$5.000" where OCR read "$5.OOO"), beside the item's name when the name was found
 * (`near`), anywhere on the pages otherwise. A price without digits ("Consultar") must be printed as words.
 */
export function isPriceOnPage(price: string, evidence: PageEvidence, near?: EvidenceLine): boolean {
  if (price.trim() === '') return false
  const value = /\d/.test(price) ? priceValue(asNumberReading(price)) : null
  if (value === null) return findNameOnPage(price, evidence) !== undefined
  return evidence.numbers.some(
    (number) =>
      number.value === value && (!near || (number.page === near.page && isBeside(number.box, near))),
  )
}

/** Where the page prints a name (the best line, if it is close enough), or undefined when it prints it nowhere. */
export function findNameOnPage(name: string, evidence: PageEvidence): EvidenceLine | undefined {
  const wanted = normaliseForMatch(name)
  if (wanted === '') return undefined
  if (wanted.length <= SHORT_NAME) return evidence.lines.find((line) => line.text.includes(` ${wanted} `))
  const padded = ` ${wanted} `
  const grams = trigramsOf(padded)
  let best: { line: EvidenceLine; ratio: number } | undefined
  for (const line of evidence.lines) {
    // A line much shorter than the name cannot hold it, nor one with few of its letter runs.
    if (line.text.length < padded.length * NAME_FOUND_RATIO) continue
    let shared = 0
    for (const gram of grams) if (line.trigrams.has(gram)) shared++
    if (shared < grams.size * TRIGRAM_SHARE) continue
    const { ratio } = matchInside(padded, line.text)
    if (!best || ratio > best.ratio) best = { line, ratio }
    if (ratio === 1) break
  }
  return best && best.ratio >= NAME_FOUND_RATIO ? best.line : undefined
}
