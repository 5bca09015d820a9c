import { unionOfBoxes } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'
import { leadingTagCount, trailingTagCount, withTagsApart } from './dietary-tags.ts'
import { findInlinePrice, PART_SEPARATOR, withSeparatorsApart } from './inline-price.ts'
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
  /**
   * What the line says of the dish besides its name, when it prints it on the name's line: after the price
   * ("NOMBRE – 9,50 – con tomate y albahaca"), after a separator ("Tortilla – con cebolla  9,50") or as
   * dietary marks ("Hummus (V)  7"); '' or absent when none. Never part of `text`.
   */
  description?: string
}

// A bullet or an OCR'd bullet ("•", "*", "+", "«", "»", "-") in front of a name.
const BULLET = /^[•*+«»·\-–—o°■●▪►>]$/
const GLUED_BULLET = /^[•·■●▪►](?=\p{L})/u
// A run of dots: a dot leader, which OCR often reads as dots mixed with stray letters ("......eemee").
const LEADER_RUN = /[.…·_]{4,}/
const ITEM_NUMBER = /^(?:n[º°o]\s?\d{1,3}|\d{1,3}[.)\-–:]|0\d)$/i
const SEPARATOR = /^[|:·•\-–—/一・]+$/u

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

// A price before the name: with a sign or cents ("$12 Burger", "9,50  Tortilla"), or a bare number parted
// from the name by a dash ("12 — Tortilla"); a bare number alone ("12 Tortilla") may number the item.
function leadingPrice(words: Word[], isPriceFirst: boolean): number {
  // A page of such lines prints its prices bare before the names ("18 SHEPHERD'S PIE").
  if (isPriceFirst && words.length > 1 && isPriceText(words[0]?.text ?? '')) return 1
  for (let count = Math.min(3, words.length - 1); count >= 1; count--) {
    const head = words.slice(0, count).map((w) => w.text)
    const text = head.join(' ')
    if (!isPriceText(text)) continue
    if (/[$€£]|S\//.test(text) || /^\d+[.,]\d{2}$/.test(text)) return count
    const next = words[count]?.text ?? ''
    if (count === 1 && /^\d{1,4}$/.test(text) && /^[–—-]$/.test(next) && words.length > 2) return count
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

type PriceSplit = { before: Word[]; after: Word[]; price: string; prices: PricePart[] }

// A year ("Cocina casera desde 1987") or a phone number ("Reservas 601 345 6789", "Tel. +34 912 345 678"),
// whatever its digits look like, is no price ("+2€", a supplement, is one).
function endsOnPrice(words: Word[]): number {
  const trailing = trailingPrice(words)
  if (trailing === 1 && /^(19|20)\d\d$/.test(words.at(-1)?.text ?? '') && words.length > 1) return 0
  if (words.some((w) => PHONE_LABEL.test(w.text) || /^\+\d[\d-]*$/.test(w.text))) return 0
  return trailing
}

// Where the line's price is: at its end (one price or a run of sizes' prices), at its start, or inside it
// with a description after it. `before` and `after` are the words on either side.
function splitAtPrice(words: Word[], isPriceFirst: boolean): PriceSplit {
  const trailing = endsOnPrice(words)
  const run = trailing > 0 && trailing < words.length ? readPriceRun(words, trailing) : undefined
  if (run && run.parts.length >= 2) {
    // "Margarita  8,50  12,00  15,50", "Rioja  Copa 4,50 · Botella 18": the sizes' prices, in order.
    const price = run.parts.map((part) => part.price).join('/')
    return { before: words.slice(0, words.length - run.count), after: [], price, prices: run.parts }
  }
  if (trailing > 0) {
    const first = trailing < words.length ? pricesBefore(words, trailing) : 0
    let price = joinText(words.slice(words.length - trailing))
    if (first > 0) price = `${withoutDots(words[words.length - trailing - 1]?.text ?? '')}/${price}`
    const priceWords = words.slice(words.length - trailing - first)
    const before = words.slice(0, words.length - trailing - first)
    return { before, after: [], price, prices: [onePrice(price, priceWords)] }
  }
  if (words.some((w) => PHONE_LABEL.test(w.text))) return { before: words, after: [], price: '', prices: [] }
  const leading = leadingPrice(words, isPriceFirst)
  if (leading > 0) {
    const price = joinText(words.slice(0, leading))
    return {
      before: [],
      after: words.slice(leading),
      price,
      prices: [onePrice(price, words.slice(0, leading))],
    }
  }
  const inline = findInlinePrice(words)
  if (inline) {
    const priceWords = words.slice(inline.start, inline.end)
    const price = joinText(priceWords)
    const [before, after] = [words.slice(0, inline.start), words.slice(inline.end)]
    return { before, after: withoutSeparatorsBefore(after), price, prices: [onePrice(price, priceWords)] }
  }
  return { before: words, after: [], price: '', prices: [] }
}

const withoutSeparatorsBefore = (words: Word[]) => {
  let start = 0
  while (start < words.length - 1 && PART_SEPARATOR.test(words[start]?.text ?? '')) start++
  return words.slice(start)
}

// The name's words without the bullets, leaders, separators and OCR noise around them.
function tidyNameWords(words: Word[]): Word[] {
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
  return words
}

/**
 * A priced line's name and what describes it on the same line: "Tortilla – con cebolla  9,50" parts at its
 * spaced separator, and dietary marks after the name ("Hummus (V)") describe the dish.
 */
function splitNameFromDescription(words: Word[], isPriced: boolean): [Word[], Word[]] {
  const at = words.findIndex(
    (w, index) =>
      NAME_DESCRIPTION_SEPARATOR.test(w.text) &&
      isName(words.slice(0, index)) &&
      hasLetters(words.slice(index + 1)),
  )
  const [name, rest] = isPriced && at > 0 ? [words.slice(0, at), words.slice(at + 1)] : [words, []]
  // An unpriced line may be a description whose marks end it ("…and pine nuts (v)"), read whole; a name
  // printed over its price ("Hummus (V)" / "9,50") loses its marks as a priced one does.
  const tags = isPriced || isNameLike(name) ? trailingTagCount(name) : 0
  return [name.slice(0, name.length - tags), [...name.slice(name.length - tags), ...rest]]
}

// A short line opening on a capital, without a comma: a name rather than a sentence.
const isNameLike = (words: readonly Word[]) =>
  words.length <= 8 && /^[\p{Lu}\d]/u.test(words[0]?.text ?? '') && !words.some((w) => w.text.includes(','))
const hasLetters = (words: readonly Word[]) => words.some((w) => /\p{L}/u.test(w.text))
// "1 · Tortilla": a number before a separator is no name.
const isName = (words: readonly Word[]) => (joinText([...words]).match(/\p{L}/gu)?.length ?? 0) >= 2
const NAME_DESCRIPTION_SEPARATOR = /^[|·•\-–—~一・]$/u

/** Splits a line into its item number (dropped), its name, its price(s) and a description on its line. */
export function readLineParts(segment: Segment): LineParts {
  const apart = withTagsApart(withSeparatorsApart(segment.words))
  // "BEETROOT HUMMUS – 9.75 –": the description goes on on the next line; "– 18 – cebolla…": the name
  // was on the line above.
  while (apart.length > 1 && PART_SEPARATOR.test(apart.at(-1)?.text ?? '')) apart.pop()
  const isContinued = apart.length > 1 && PART_SEPARATOR.test(apart[0]?.text ?? '')
  while (apart.length > 1 && PART_SEPARATOR.test(apart[0]?.text ?? '')) apart.shift()
  // "(SG)" on a line of its own, cut off a name: it describes.
  if (leadingTagCount(apart) === apart.length)
    return { text: '', words: [], price: '', prices: [], description: joinText(apart) }
  const words = withoutDanglingSize(readLastNumber(withDollarSigns(apart)))
  const { before, after, price, prices } = splitAtPrice(words, segment.isPriceFirst === true)
  // "12 — Tortilla": a price before the name, parted from it by a dash.
  const nameAndRest = before.length > 0 ? before : withoutSeparatorsBefore(after)
  const isPriceFirst = before.length === 0
  if (nameAndRest.length === 0) return { text: '', words: [], price, prices, description: '' }
  // "– 18 – cebolla confitada": the price and description of the name on the line above.
  if (isContinued && isPriceFirst && price !== '') {
    return { text: '', words: [], price, prices, description: joinText(nameAndRest) }
  }
  const [nameWords, described] = splitNameFromDescription(tidyNameWords(nameAndRest), price !== '')
  const descriptionWords = isPriceFirst ? described : [...described, ...withoutSeparatorsBefore(after)]
  const text = joinText(nameWords).replace(/[\s|:–—-]+$/, '')
  const description = joinText(descriptionWords).replace(/[\s|·•–—-]+$/u, '')
  return { text, words: nameWords, price, prices, description }
}

// A price printed without a size: "$590/$1090" stays one part, its sizes split when the menu is built.
const onePrice = (price: string, words: readonly Word[]): PricePart => ({
  label: '',
  price,
  box: unionOfBoxes(words.map((word) => word.box)),
})
