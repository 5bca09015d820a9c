import { unionOfBoxes } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'
import { type PricePart, readPriceRun, trailingPrice, withDollarSigns } from './price-run.ts'
import { isPriceText } from './prices.ts'
import type { Segment } from './segments.ts'
import { labelEndingAt } from './size-labels.ts'

/** What one line of a menu says: an item number, its text, and its price(s) if it carries any. */
export type LineParts = {
  text: string
  /** The words of `text`, for styles and boxes. */
  words: Word[]
  /** As printed, e.g. `$ 5000.-` or `$590/$1090` (several prices joined by /); '' when the line has none. */
  price: string
  /** The prices of `price` one by one, with the size printed before each ('' when none); [] when none. */
  prices: PricePart[]
}

// A bullet or an OCR'd bullet ("•", "*", "+", "«", "»", "-") in front of a name.
const BULLET = /^[•*+«»·\-–—o°■●▪►>]$/
const GLUED_BULLET = /^[•·■●▪►](?=\p{L})/u
// A run of dots: a dot leader, which OCR often reads as dots mixed with stray letters ("......eemee").
const LEADER_RUN = /[.…·_]{4,}/
const ITEM_NUMBER = /^(?:n[º°o]\s?\d{1,3}|\d{1,3}[.)\-–:]|0\d)$/i
const SEPARATOR = /^[|:·•\-–—/]+$/

const CENTS = /\d[.,]\d{2}$/
const withoutDots = (text: string) => text.replace(/[.…·_]+$/, '')

// "2.80.  3.90": two prices in columns (half and whole portions); the first is the item's price. Only prices
// printed alike (both with cents) count, so "Combo 2  12.50" keeps its 2 in the name.
function pricesBefore(words: Word[], trailing: number): number {
  const last = words.at(-1)?.text ?? ''
  const before = withoutDots(words[words.length - trailing - 1]?.text ?? '')
  if (trailing !== 1 || words.length < 2 || !CENTS.test(last) || !CENTS.test(before)) return 0
  return isPriceText(before) ? 1 : 0
}

const PHONE_LABEL =
  /^(tel|tel\.|teléfono|telefono|phone|reservas|reservations|whatsapp|call|llámanos|cel|móvil)[:.]?$/i

function leadingPrice(words: Word[]): number {
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const head = words.slice(0, count).map((w) => w.text)
    const text = head.join(' ')
    if (isPriceText(text) && (/[$€£]|S\//.test(text) || /^\d+[.,]\d{2}$/.test(text))) return count
  }
  return 0
}

function joinText(words: Word[]): string {
  return words
    .map((w) => w.text)
    .join(' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim()
}

// OCR reads a 1 as I or l and a 0 as O in a number ("STEAK| 1I"), and a rule before a price as "|" stuck
// to the name: at the end of a line, a short run of digits and such letters is a number.
function readLastNumber(words: Word[]): Word[] {
  const last = words.at(-1)
  if (!last || words.length < 2 || !/^[\dIlO]{2,4}$/.test(last.text) || !/\d/.test(last.text)) {
    return words
  }
  const number = last.text.replace(/[Il]/g, '1').replace(/O/g, '0')
  const name = words
    .slice(0, -1)
    .map((word, index) =>
      index === words.length - 2 && /\p{L}\|$/u.test(word.text)
        ? { ...word, text: word.text.slice(0, -1) }
        : word,
    )
  return [...name, { ...last, text: number }]
}

/**
 * "Porción 11.5 K Entera": a size after a sized price, its own price lost (cut off at a photo's edge, or not
 * read). The line is read as the sizes it still prices, the dangling size dropped.
 */
export function withoutDanglingSize(words: Word[]): Word[] {
  const dangling = labelEndingAt(words, words.length)
  if (dangling === 0 || dangling === words.length) return words
  const kept = words.slice(0, words.length - dangling)
  const price = trailingPrice(kept)
  if (price === 0 || labelEndingAt(kept, kept.length - price) === 0) return words
  return kept
}

/** Splits a line into its item number (dropped), its text and its price, before or after the text. */
export function readLineParts(segment: Segment): LineParts {
  let words = withoutDanglingSize(readLastNumber(withDollarSigns(segment.words)))
  let price = ''
  let prices: PricePart[] = []
  let trailing = trailingPrice(words)
  // "Cocina casera desde 1987": a year, not a price.
  if (trailing === 1 && /^(19|20)\d\d$/.test(words.at(-1)?.text ?? '') && words.length > 1) trailing = 0
  // "Reservas 601 345 6789", "Tel. +34 912 345 678": a phone number, whatever its digits look like ("+2€",
  // a supplement, is a price).
  if (words.some((w) => PHONE_LABEL.test(w.text) || /^\+\d[\d-]*$/.test(w.text))) trailing = 0
  const run = trailing > 0 && trailing < words.length ? readPriceRun(words, trailing) : undefined
  if (run && run.parts.length >= 2) {
    // "Margarita  8,50  12,00  15,50", "Rioja  Copa 4,50 · Botella 18": the sizes' prices, in order.
    price = run.parts.map((part) => part.price).join('/')
    prices = run.parts
    words = words.slice(0, words.length - run.count)
    if (words.length === 0) return { text: '', words: [], price, prices }
  } else if (trailing > 0 && trailing < words.length) {
    const first = pricesBefore(words, trailing)
    price = joinText(words.slice(words.length - trailing))
    if (first > 0) price = `${withoutDots(words[words.length - trailing - 1]?.text ?? '')}/${price}`
    prices = [onePrice(price, words.slice(words.length - trailing - first))]
    words = words.slice(0, words.length - trailing - first)
    if (words.length === 0) return { text: '', words: [], price, prices }
  } else if (trailing === words.length) {
    return { text: '', words: [], price: joinText(words), prices: [onePrice(joinText(words), words)] }
  } else {
    const leading = leadingPrice(words)
    if (leading > 0) {
      price = joinText(words.slice(0, leading))
      prices = [onePrice(price, words.slice(0, leading))]
      words = words.slice(leading)
    }
  }
  while (words.length > 1 && BULLET.test(words[0]?.text ?? '')) words = words.slice(1)
  // "·Croquetas": a bullet read stuck to the name.
  const first = words[0]
  if (first && GLUED_BULLET.test(first.text))
    words = [{ ...first, text: first.text.slice(1) }, ...words.slice(1)]
  // Everything from a dot leader on is the leader (and OCR noise), not the name.
  const leaderAt = words.findIndex((w) => LEADER_RUN.test(w.text))
  if (leaderAt >= 0) {
    const head = words[leaderAt]?.text.split(LEADER_RUN)[0] ?? ''
    const kept = words.slice(0, leaderAt)
    words = head ? [...kept, { ...(words[leaderAt] as Word), text: head }] : kept
  }
  // OCR reads a dotted or dashed leader as a long low-confidence "word" ("sssnmsasm"): cut it off too.
  const junkAt = words.findIndex((w, index) => index > 0 && w.confidence < 50 && w.text.length >= 5)
  if (junkAt > 0) words = words.slice(0, junkAt)
  // "CURDS | 8", "Café — 12": the separator belongs to neither the name nor the price.
  while (words.length > 1 && SEPARATOR.test(words.at(-1)?.text ?? '')) words = words.slice(0, -1)
  // An icon or smudge read as a lone sign ("】") after the name.
  while (words.length > 1 && !/[\p{L}\p{N}&)]/u.test(words.at(-1)?.text ?? '')) words = words.slice(0, -1)
  if (words.length > 1 && ITEM_NUMBER.test(words[0]?.text ?? '')) words = words.slice(1)
  const text = joinText(words).replace(/[\s|:–—-]+$/, '')
  return { text, words, price, prices }
}

// A price printed without a size: "$590/$1090" stays one part, its sizes split when the menu is built.
const onePrice = (price: string, words: readonly Word[]): PricePart => ({
  label: '',
  price,
  box: unionOfBoxes(words.map((word) => word.box)),
})
