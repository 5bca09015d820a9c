import { type Box, unionOfBoxes } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'
import { hasCurrencySign, isPricesOnly as isPricesOnlyToken, isPriceText } from './prices.ts'
import { labelEndingAt } from './size-labels.ts'

/** One of the prices a line prints: its size as printed before it ('' when none), the price, and where it is. */
export type PricePart = { label: string; price: string; box: Box }

// Price tokens can be split by OCR or by the PDF ("$" "5000.-"): try the last one to four tokens as one.
// Tokens glued together only when a currency sign was split off ("$" "5000.-"): digits alone, glued, would
// turn a phone number ("601 345 6789") into a price.
function isSplitPrice(tokens: string[]): boolean {
  return tokens.length > 1 && /[$€£]|S\//.test(tokens.join('')) && isPriceText(tokens.join(''))
}

// A bare number of six digits or more is a phone number or a code, not a price.
const isLongBareNumber = (text: string) => /^\d{6,}$/.test(text.replace(/\s/g, ''))

/** How many of the last words (one to four) make a price; 0 when the words do not end on one. */
export function trailingPrice(words: readonly Word[]): number {
  for (let count = Math.min(4, words.length); count >= 1; count--) {
    const tail = words.slice(words.length - count).map((w) => w.text)
    if (isLongBareNumber(tail.join(''))) continue
    // "7 € 12 €": the € after the 7 is the 7's, not a sign before the 12.
    const isSignBothSides = count > 2 && /^[$€£]$/.test(tail[0] ?? '') && /[$€£]$/.test(tail.at(-1) ?? '')
    if (isSignBothSides && /\d$/.test(words[words.length - count - 1]?.text ?? '')) continue
    if (isPriceText(tail.join(' ')) || isSplitPrice(tail)) return count
  }
  return 0
}

// Signs printed between a line's prices ("Copa 4,50 · Botella 18", "Media 6 / Entera 10").
const BETWEEN = /^[/|·•\-–—]$/

// A price's look, whatever its digits: "$12.000" and "$9.500" look alike, "8,50" and "12,00" too; "2" and
// "12.50" do not (an item number or a count in the name before the price).
const shape = (price: string) => price.replace(/\s/g, '').replace(/\d+(?:[.,]\d{3})*/g, '9')
const isMarked = (price: string) => hasCurrencySign(price) || /[kK]$/.test(price)
/** Whether two prices are printed alike ("$12.000" and "$9.500", "8,50" and "12,00"; not "2" and "12.50"). */
export const isAlike = (a: string, b: string) =>
  shape(a) === shape(b) ||
  // "S/ 18" beside "S/ 18.50", "20 K" beside "35.5 K": a sign on both, decimals on one.
  (isMarked(a) && isMarked(b) && shape(a).replace(/[.,]9/, '') === shape(b).replace(/[.,]9/, ''))

const joinWords = (words: readonly Word[]) =>
  words
    .map((word) => word.text)
    .join(' ')
    .replace(/[.:]+$/, '')
    .trim()

/**
 * The prices a line ends on, in printed order, given the words of its last price: several prices side by side
 * printed alike (a size table's row, "8,50  12,00  15,50"), each with the size printed before it when there
 * is one ("Copa 4,50 · Botella 18"). `count` is how many words they take, sizes and signs between included.
 */
export function readPriceRun(
  line: readonly Word[],
  lastPrice: number,
): { parts: PricePart[]; count: number } {
  // "Starter 19· Main 29": a sign between sizes read stuck to the price before it.
  const words = withDollarSigns(line).map((word) =>
    /\d[·•|]$/u.test(word.text) ? { ...word, text: word.text.slice(0, -1) } : word,
  )
  const parts: PricePart[] = []
  let end = words.length
  let priceWords = lastPrice
  // Sizes before every price or before none: "Pizza familiar  12  15" prints a name, then two prices.
  const isLabelled = labelEndingAt(words, end - lastPrice) > 0
  for (;;) {
    const taken = words.slice(end - priceWords, end)
    end -= priceWords
    const labelWords = isLabelled ? labelEndingAt(words, end) : 0
    const label = joinWords(words.slice(end - labelWords, end))
    end -= labelWords
    parts.unshift({ label, price: joinWords(taken), box: unionOfBoxes(taken.map((word) => word.box)) })
    let before = end
    while (before > 0 && BETWEEN.test(words[before - 1]?.text ?? '')) before--
    const next = trailingPrice(words.slice(0, before))
    if (next === 0) break
    const nextPrice = joinWords(words.slice(before - next, before))
    const nextLabel = labelEndingAt(words, before - next)
    // A price before a labelled one is the next size's when it is labelled too, else when printed alike.
    const isNextSize = isLabelled ? nextLabel > 0 : isAlike(nextPrice, parts[0]?.price ?? '')
    if (!isNextSize) break
    end = before
    priceWords = next
  }
  return { parts, count: words.length - end }
}

/** A line's words with OCR's S for a $ put back ("Large S7.00") when another price of the line prints the $. */
export function withDollarSigns(line: readonly Word[]): Word[] {
  const hasDollar = line.some((word) => /^\$\d/.test(word.text))
  return line.map((word) =>
    hasDollar && /^S\d+[.,]\d{2}$/.test(word.text) ? { ...word, text: `$${word.text.slice(1)}` } : word,
  )
}

/**
 * Whether a text is nothing but prices: one price, a few printed side by side ("2.80.  3.90", "14.400
 * 25.500 34.800") or sizes with their prices ("Copa 4,50 · Botella 18").
 */
export function isPricesOnly(text: string): boolean {
  if (isPricesOnlyToken(text)) return true
  const tokens = text
    .trim()
    .split(/\s+/)
    .map(
      (token): Word => ({
        text: token.replace(/[.…·_]{2,}$/u, ''),
        box: { x0: 0, y0: 0, x1: 0, y1: 0 },
        size: 0,
        isBold: false,
        isItalic: false,
        confidence: 100,
      }),
    )
  const words = withDollarSigns(tokens)
  const last = trailingPrice(words)
  if (last === 0 || last === words.length) return false
  const run = readPriceRun(words, last)
  return run.count === words.length && run.parts.length >= 2
}
