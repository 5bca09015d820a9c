// A set menu's price as its lines print it: "Menú del día 12,50 €", "Precio: 14 €", "$18.000" alone, or two
// prices with what each is for ("Menú completo 12,50 € · Medio menú 8 €", "2 courses £16 / 3 courses £20").
import { unionOfBoxes } from '../../geometry/box.ts'
import type { Word } from '../../geometry/word.ts'
import type { PricePart } from '../price-run.ts'
import { hasCurrencySign, isPriceText } from '../prices.ts'
import { isSetMenuPriceText, plainText } from './set-menu-words.ts'

// Signs printed between a label and its price or between two prices.
const BETWEEN = /^[·•|/\-–—:=.…_]+$/u

// A bare whole number before a word is a count ("2 courses", "3 platos"), never a price.
const isCount = (text: string, next: Word | undefined) =>
  /^\d{1,2}$/.test(text) && next !== undefined && /^\p{L}/u.test(next.text)

// How many words from `start` make a price (one to three: "12,50" "€", "$" "18.000"); 0 when none does.
function priceAt(words: readonly Word[], start: number): number {
  for (let count = Math.min(3, words.length - start); count >= 1; count--) {
    const tokens = words.slice(start, start + count).map((word) => word.text)
    const text = tokens.join(' ')
    // "21 000": thousands set apart by a space (or a dot OCR lost) are one price.
    if (count === 2 && /^\d{1,3} \d{3}$/.test(text)) return count
    // Several words make one price only around a sign ("12,50 €"), never two prices ("£16 / 3").
    if (count > 1 && (!hasCurrencySign(text) || /(?<!S)\//.test(text))) continue
    if (count === 1 && isCount(text, words[start + 1])) continue
    if (/^\d{6,}$/.test(text.replace(/\D/g, '')) && !hasCurrencySign(text)) continue
    if (isPriceText(text) || (count > 1 && isPriceText(tokens.join('')))) return count
  }
  return 0
}

const joinLabel = (words: readonly Word[]) =>
  words
    .map((word) => word.text)
    .join(' ')
    .replace(/^[\s·•|/\-–—:=.…_(]+|[\s·•|/\-–—:=.…_(]+$/gu, '')
    .trim()

/**
 * The prices of a line, in printed order, each with the words printed before it since the last price as its
 * label ("Medio menú"); [] when the line prints none. Counts before words ("2 courses") stay in the labels.
 */
export function readLinePrices(words: readonly Word[]): PricePart[] {
  return scanPrices(words).parts
}

// The prices of a line with their labels, and the words printed after the last price.
function scanPrices(words: readonly Word[]): { parts: PricePart[]; after: string } {
  const parts: PricePart[] = []
  let labelStart = 0
  for (let index = 0; index < words.length; ) {
    const count = BETWEEN.test(words[index]!.text) ? 0 : priceAt(words, index)
    if (count === 0) {
      index++
      continue
    }
    const priceWords = words.slice(index, index + count)
    parts.push({
      label: joinLabel(words.slice(labelStart, index)),
      price: priceWords.map((word) => word.text).join(' '),
      box: unionOfBoxes(priceWords.map((word) => word.box)),
    })
    index += count
    labelStart = index
  }
  return { parts, after: joinLabel(words.slice(labelStart)) }
}

// What may follow a set menu's price on its line: who it is for, or that tax or drink is in it.
const AFTER_PRICE =
  /^(?:por persona|x persona|per person|pp|p\.?p\.?|each|\(?(?:iva|tax|vat|bebida|drink)\b.*|.*\bincl.*)$/

/**
 * Whether a line prints a set menu's price: prices only, or prices after words that name a set menu's price
 * ("Precio:", "Menú", "Medio menú", "2 courses"); a dish's name before its price is no such line.
 */
export function isSetPriceLine(words: readonly Word[]): boolean {
  const { parts, after } = scanPrices(words)
  const isAfterAllowed = after === '' || isSetMenuPriceText(after) || AFTER_PRICE.test(plainText(after))
  return parts.length > 0 && isAfterAllowed && parts.every((part) => isSetMenuPriceText(part.label))
}

/**
 * The set menu's prices from the parts of the lines that print them, in printed order: one price unlabelled
 * (what it is for is the menu itself: "Precio:", "Menú del día"), or each with its label when there are
 * several ("Menú completo", "Medio menú").
 */
export function setMenuPrices(parts: readonly PricePart[]): PricePart[] {
  if (parts.length === 1) return [{ ...(parts[0] as PricePart), label: '' }]
  return parts.map((part) => ({ ...part, label: part.label.replace(/[:.]+$/, '') }))
}

// A supplement after a dish's name: "(supl. 3 €)", "(+2 €)", "+$10", "(£4 supplement)", "– suplemento 3,50".
const AMOUNT = String.raw`(?:US\$|S\/\.?|[$€£])?\s?\d{1,6}(?:[.,]\d{1,3})*(?:\s?(?:[$€£]|eur|euros))?`
const SUPPLEMENT = new RegExp(
  String.raw`^(.*\p{L}.*?)[\s\-–—]*\(?\s*((?:suplemento|supl?\.?|supplement|extra)\s*:?\s*\+?\s*${AMOUNT}|\+\s?${AMOUNT}|${AMOUNT}\s*(?:suplemento|supl?\.?|supplement|extra))\s*\)?\s*$`,
  'iu',
)

/**
 * A set menu's dish printed with the supplement it costs on top ("Entrecot (supl. 3 €)", "Short rib +$10"):
 * the dish's name and the supplement as printed, without brackets; undefined for a line that prints none.
 */
export function readSupplement(text: string): { name: string; supplement: string } | undefined {
  const match = SUPPLEMENT.exec(text.trim())
  if (!match) return undefined
  const name = (match[1] ?? '').replace(/[\s\-–—(]+$/u, '').trim()
  return name === '' ? undefined : { name, supplement: (match[2] ?? '').trim() }
}
