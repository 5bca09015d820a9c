import {
  type Box,
  boxHeight,
  compareLeftToRight,
  compareReadingOrder,
  middleY,
  unionOfBoxes,
  verticalOverlap,
} from '../geometry/box.ts'
import type { PageWords, Word } from '../geometry/word.ts'
import { middleValue } from '../numbers/median.ts'
import { isPricesOnly } from './price-run.ts'
import { isPriceText, splitLeaderPrices, tidyPrice } from './prices.ts'
import { readSizeRow } from './size-labels.ts'

/** A run of words on one row of a page with no wide gap inside: a name, a price, a heading, a description. */
export type Segment = {
  page: number
  words: Word[]
  text: string
  box: Box
  /** Type height in page units (median of its words). */
  size: number
  isBold: boolean
  isItalic: boolean
  /** 0–100, the mean OCR confidence of its words. */
  confidence: number
  /**
   * The line opens on a bare number that the page prints as the price before each name ("18 SHEPHERD'S
   * PIE"), not an item number (`markPriceFirstLines`).
   */
  isPriceFirst?: boolean
}

const LEADER = /^[.…_·•\-–—]{2,}$/
const TRAILING_LEADER = /[.…_·]{3,}$/

const isLetterPiece = (word: Word) => /^\p{Lu}{1,2}$/u.test(word.text)

const mergeWords = (words: Word[]): Word => ({
  ...(words[0] as Word),
  text: words.map((word) => word.text).join(''),
  box: unionOfBoxes(words.map((word) => word.box)),
})

/**
 * Puts letter-spaced titles ("P R I M E RO S") back together as words, on one row in reading order: inside
 * such a run the letters sit closer than the words ("E N T R E   PA N E S" is "ENTRE PANES").
 */
export function joinLetterSpaced(row: Word[]): Word[] {
  const joined: Word[] = []
  let index = 0
  while (index < row.length) {
    let end = index
    while (end < row.length && isLetterPiece(row[end] as Word)) end++
    const run = row.slice(index, end)
    if (run.length >= 4 && run.filter((word) => word.text.length === 1).length >= 3) {
      const gaps = run.slice(1).map((word, at) => word.box.x0 - (run[at] as Word).box.x1)
      const letterGap = middleValue(gaps)
      let piece: Word[] = [run[0] as Word]
      gaps.forEach((gap, at) => {
        const next = run[at + 1] as Word
        if (gap > letterGap * 1.8 + 0.05 * next.size) {
          joined.push(mergeWords(piece))
          piece = []
        }
        piece.push(next)
      })
      joined.push(mergeWords(piece))
      index = end
    } else {
      joined.push(row[index] as Word)
      index++
    }
  }
  return joined
}

/** Builds a segment from words in reading order. */
export function toSegment(page: number, words: Word[]): Segment {
  const box = unionOfBoxes(words.map((w) => w.box))
  const letters = (w: Word) => w.text.length
  const total = words.reduce((sum, w) => sum + letters(w), 0) || 1
  return {
    page,
    words,
    text: words.map((w) => w.text).join(' '),
    box,
    size: middleValue(words.map((w) => w.size)),
    isBold: words.reduce((sum, w) => sum + (w.isBold ? letters(w) : 0), 0) / total > 0.5,
    isItalic: words.reduce((sum, w) => sum + (w.isItalic ? letters(w) : 0), 0) / total > 0.5,
    confidence: words.reduce((sum, w) => sum + w.confidence * letters(w), 0) / total,
  }
}

/** Groups a page's words into rows: words whose vertical middles line up and that do not overlap. */
export function groupRows(words: Word[]): Word[][] {
  const rows: { words: Word[]; middle: number; y0: number; y1: number }[] = []
  const byMiddle = [...words].sort((a, b) => a.box.y0 + a.box.y1 - (b.box.y0 + b.box.y1))
  for (const word of byMiddle) {
    const middle = middleY(word.box)
    let best: (typeof rows)[number] | undefined
    let bestDistance = Number.POSITIVE_INFINITY
    for (const row of rows) {
      // Same row: the boxes overlap by most of the shorter one's height (OCR'd baselines wobble).
      const overlap = verticalOverlap(row, word.box)
      const shorter = Math.min(boxHeight(row), boxHeight(word.box))
      const distance = Math.abs(row.middle - middle)
      if (overlap < 0.5 * shorter || distance >= bestDistance) continue
      // OCR'd words of one line can overlap by a sliver ("MAN T" "EQUILLA"): between words, only an overlap
      // of more than a quarter of the type's height says two lines cross. A number touching a word (an item
      // number in a badge) still stands apart.
      const slack = (other: Word) =>
        /\p{L}/u.test(other.text) && /\p{L}/u.test(word.text)
          ? Math.max(1, 0.25 * Math.min(word.size, other.size))
          : 1
      const overlaps = row.words.some(
        (other) => other.box.x0 < word.box.x1 - slack(other) && word.box.x0 < other.box.x1 - slack(other),
      )
      if (!overlaps) {
        best = row
        bestDistance = distance
      }
    }
    if (best) {
      best.words.push(word)
      best.middle = (best.middle * (best.words.length - 1) + middle) / best.words.length
      best.y0 = Math.min(best.y0, word.box.y0)
      best.y1 = Math.max(best.y1, word.box.y1)
    } else {
      rows.push({ words: [word], middle, y0: word.box.y0, y1: word.box.y1 })
    }
  }
  return rows.map((row) => joinLetterSpaced(row.words.sort(compareLeftToRight)))
}

// Rules and icons that OCR reads as a lone bar or a bracket of its Chinese alphabet ("】").
const STRAY_SIGN = /^[|¦【】「」『』〔〕［］《》〈〉]+$/u
// The end of a dot leader read with a stray digit ("..2 22,60").
const LEADER_JUNK = /^[.…·_]{2,}\d$/
// A dot leader OCR could not read comes out as signs, digits and capitals mixed ("8XRT", "*:0+", "428+0E:"),
// read with little confidence.
const isMisreadLeader = (word: Word) =>
  word.confidence < 50 && (/[*+:]/.test(word.text) || (/\d/.test(word.text) && /\p{L}/u.test(word.text)))

// A dot standing alone: a leader's last dot, or a € the recogniser read as one ("22,00 ."), unless it ends
// an item number ("4 .", put back together).
const LONE_DOT = /^[.·]$/
const ITEM_NUMBER = /^\d{1,3}$/

function withoutStrayDots(words: Word[]): Word[] {
  const kept: Word[] = []
  for (const word of words) {
    const previous = kept.at(-1)
    if (!LONE_DOT.test(word.text)) kept.push(word)
    else if (previous && ITEM_NUMBER.test(previous.text)) kept[kept.length - 1] = mergeWords([previous, word])
  }
  return kept
}

// Dot leaders join a name to its price: drop them, stray signs and any run of dots stuck to a word; read a
// price out of the leader it is stuck in.
function withoutLeaders(words: Word[]): Word[] {
  return withoutStrayDots(words)
    .filter(
      (word) =>
        !LEADER.test(word.text) &&
        !STRAY_SIGN.test(word.text) &&
        !LEADER_JUNK.test(word.text) &&
        !isMisreadLeader(word),
    )
    .map((word) => {
      const prices = splitLeaderPrices(word.text) ?? tidyPrice(word.text)
      if (prices !== undefined) return { ...word, text: prices }
      return TRAILING_LEADER.test(word.text)
        ? { ...word, text: word.text.replace(TRAILING_LEADER, '') }
        : word
    })
    .filter((word) => word.text !== '')
}

/** Splits one row into segments at wide gaps; a price is kept with the name on its left (or right). */
export function splitRow(page: number, row: Word[]): Segment[] {
  const pieces: Word[][] = []
  let current: Word[] = []
  let hadLeader = false
  for (const word of row) {
    const previous = current.at(-1)
    const isLeader = LEADER.test(word.text)
    if (previous && !hadLeader && !isLeader) {
      const gap = word.box.x0 - previous.box.x1
      if (gap > 1.1 * Math.max(word.size, previous.size)) {
        pieces.push(current)
        current = []
      }
    }
    hadLeader = isLeader || TRAILING_LEADER.test(word.text)
    current.push(word)
  }
  if (current.length > 0) pieces.push(current)

  return pieces
    .map(withoutLeaders)
    .filter((words) => words.length > 0)
    .map((words) => toSegment(page, words))
}

// "01", "12." or "7)" standing alone before a name: an item number, not a price.
const isItemNumber = (text: string) => /^(?:\d{1,3}[.)]?)$/.test(text.trim())

const isSameRow = (a: Segment, b: Segment) => {
  const overlap = verticalOverlap(a.box, b.box)
  return overlap >= 0.5 * Math.min(boxHeight(a.box), boxHeight(b.box))
}

/**
 * Within one block (a column), a lone price belongs to the text on its row: on its left (name … price),
 * else on its right (price before name). Returns the block's lines top to bottom.
 */
export function gluePrices(block: Segment[]): Segment[] {
  const sorted = [...block].sort(compareReadingOrder)
  const rows: Segment[][] = []
  for (const segment of sorted) {
    const row = rows.find((candidate) => candidate.some((other) => isSameRow(other, segment)))
    if (row) row.push(segment)
    else rows.push([segment])
  }
  for (const [index, row] of rows.entries()) {
    row.sort(compareLeftToRight)
    rows[index] = joinSizeRow(row[0]?.page ?? 1, row)
  }
  // A price opening a row whose name ends on its own price, or in a block that prints its prices after the
  // names, is not that row's: a neighbouring page's or column's, cut off at the edge. It is left out.
  const endsOnPrice = (row: Segment[]) =>
    row.length >= 2 && isPricesOnly(row.at(-1)?.text ?? '') && !isPricesOnly(row.at(-2)?.text ?? '')
  const opensOnPrice = (row: Segment[]) =>
    row.length >= 2 &&
    isPriceText(row[0]?.text ?? '') &&
    !isItemNumber(row[0]?.text ?? '') &&
    !isPricesOnly(row[1]?.text ?? '')
  const pricesAfter = rows.filter(endsOnPrice).length
  const pricesBefore = rows.filter((row) => opensOnPrice(row) && !endsOnPrice(row)).length
  const isPricedAfter = pricesAfter > 2 * pricesBefore
  const lines: Segment[] = []
  for (const fullRow of rows) {
    const row = opensOnPrice(fullRow) && (isPricedAfter || endsOnPrice(fullRow)) ? fullRow.slice(1) : fullRow
    const glued: Segment[] = []
    for (const segment of row) {
      const previous = glued.at(-1)
      const isText = !isPricesOnly(segment.text)
      const isNumberBefore = previous && isItemNumber(previous.text) && isText
      // "9,50 €  Croquetas": a price opening the row, before the name.
      const isPriceBefore = previous && glued.length === 1 && isPriceText(previous.text) && isText
      if (previous && ((!isText && !isPriceText(previous.text)) || isNumberBefore || isPriceBefore)) {
        glued[glued.length - 1] = toSegment(segment.page, [...previous.words, ...segment.words])
      } else {
        glued.push(segment)
      }
    }
    lines.push(...glued)
  }
  return lines
}

/**
 * A size table's header printed across its price columns ("Pequeña   Mediana   Familiar") as one segment:
 * two or more segments of a row side by side (in one page column) that together are only size labels.
 */
export function joinSizeRow(page: number, segments: Segment[]): Segment[] {
  const joined: Segment[] = []
  const wordsOf = (from: number, to: number) => segments.slice(from, to).flatMap((segment) => segment.words)
  let start = 0
  while (start < segments.length) {
    let end = segments.length
    while (end > start + 1 && !readSizeRow(wordsOf(start, end))) end--
    joined.push(end > start + 1 ? toSegment(page, wordsOf(start, end)) : (segments[start] as Segment))
    start = end
  }
  return joined
}

/** Every segment of a page, row by row. */
export function pageSegments(page: PageWords): Segment[] {
  return groupRows(page.words).flatMap((row) => splitRow(page.page, row))
}
