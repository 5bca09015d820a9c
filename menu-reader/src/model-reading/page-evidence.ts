import type { Box } from '../geometry/box.ts'
import type { PageWords } from '../geometry/word.ts'
import { readPageSegments } from '../layout/page-segments.ts'
import { priceValue } from '../layout/prices.ts'
import { matchInside, normaliseForMatch } from '../text-match.ts'

// What a page prints, as this reader read it, kept as the evidence a model's answer is checked against: its
// lines (for names) and the numbers its words hold (for prices).

/** A name counts as printed when a stretch of a line (or of two, one under the other) is within this share of edits of it. */
export const NAME_FOUND_RATIO = 0.75

/** A line of the page, or a line and the one under it, for a name printed on two. */
type EvidenceLine = { page: number; text: string; box: Box }

export type PageEvidence = {
  lines: EvidenceLine[]
  /** Every digit run a word holds, alone and joined with its neighbour's ("18 000"). */
  digits: Set<string>
  /** Every price value a word (or a word and its neighbour) reads as. */
  values: Set<number>
}

// Inside a word that holds a digit, the letters OCR reads for digits: O for 0, l and I for 1.
const asNumberReading = (text: string) =>
  /\d/.test(text) ? text.replace(/[oO]/g, '0').replace(/[lI|]/g, '1') : text

export const digitsOf = (text: string) => asNumberReading(text).replace(/\D+/g, '')

const isBelow = (upper: Box, lower: Box) =>
  lower.y0 >= upper.y0 + (upper.y1 - upper.y0) / 2 &&
  lower.y0 - upper.y1 < (upper.y1 - upper.y0) * 1.5 &&
  Math.min(upper.x1, lower.x1) > Math.max(upper.x0, lower.x0)

function pageLines(page: PageWords): EvidenceLine[] {
  const segments = readPageSegments(page).map((segment) => ({
    page: page.page,
    text: normaliseForMatch(segment.text),
    box: segment.box,
  }))
  const joined = segments.flatMap((segment, index) => {
    const next = segments.slice(index + 1).find((candidate) => isBelow(segment.box, candidate.box))
    if (!next) return []
    const box = {
      x0: Math.min(segment.box.x0, next.box.x0),
      y0: segment.box.y0,
      x1: Math.max(segment.box.x1, next.box.x1),
      y1: next.box.y1,
    }
    return [{ page: page.page, text: `${segment.text} ${next.text}`, box }]
  })
  return [...segments, ...joined].filter((line) => line.text !== '')
}

function addNumbers(evidence: PageEvidence, page: PageWords) {
  const texts = page.words.map((word) => asNumberReading(word.text))
  texts.forEach((text, index) => {
    const next = texts[index + 1]
    const runs = [
      text,
      ...(next !== undefined && /\d/.test(next) ? [`${text}${next}`, `${text} ${next}`] : []),
    ]
    for (const run of runs) {
      const digits = run.replace(/\D+/g, '')
      if (!digits) continue
      evidence.digits.add(digits)
      const value = priceValue(run)
      if (value !== null) evidence.values.add(value)
    }
  })
}

/** The evidence of a file's pages (all of them, as the reader read them). */
export function readPageEvidence(pages: readonly PageWords[]): PageEvidence {
  const evidence: PageEvidence = { lines: [], digits: new Set(), values: new Set() }
  for (const page of pages) {
    evidence.lines.push(...pageLines(page))
    addNumbers(evidence, page)
  }
  return evidence
}

/**
 * Whether a price as a model wrote it is printed on the page: its digits in a word (OCR's O for 0 and
 * spaces forgiven), or its value ("12.5" where the page prints "12,50"). A price without digits is not one.
 */
export function isPriceOnPage(price: string, evidence: PageEvidence): boolean {
  const digits = digitsOf(price)
  if (!digits) return false
  if (evidence.digits.has(digits)) return true
  const value = priceValue(price)
  return value !== null && evidence.values.has(value)
}

/** Where the page prints a name (the best line, if it is close enough), or undefined when it prints it nowhere. */
export function findNameOnPage(name: string, evidence: PageEvidence): EvidenceLine | undefined {
  const wanted = normaliseForMatch(name)
  if (wanted === '') return undefined
  let best: { line: EvidenceLine; ratio: number } | undefined
  for (const line of evidence.lines) {
    // A line much shorter than the name cannot hold it.
    if (line.text.length < wanted.length * NAME_FOUND_RATIO) continue
    const { ratio } = matchInside(wanted, line.text)
    if (!best || ratio > best.ratio) best = { line, ratio }
    if (ratio === 1) break
  }
  return best && best.ratio >= NAME_FOUND_RATIO ? best.line : undefined
}
