import type { Word } from '../geometry/word.ts'
import { leadingTagCount } from './dietary-tags.ts'
import { hasCurrencySign, isPriceText } from './prices.ts'
import { isSizeLabel } from './size-labels.ts'

/** A line read as name, price, then description ("NOMBRE – 9,50 – con tomate"): where each part starts. */
export type InlinePrice = {
  /** Index of the price's first word. */
  start: number
  /** Index just after the price's last word. */
  end: number
}

// Signs printed between a name, its price and its description: "–", "—", "-", "•", "·", "|", "/"; and the
// look-alikes a recogniser of Chinese reads for a dash or a dot ("一", "・").
export const PART_SEPARATOR = /^[|·•\-–—/~一－・]+$/u
// The same signs read stuck to a word ("SALMOREJO–", "–9,50", "•6.75•"); not a hyphen ("Coca-Cola").
const GLUED_SEPARATOR = /^([|·•–—一・]*)(.*?)([|·•–—一・]*)$/u

/** A line's words with the separators OCR read stuck to a word set apart, each with its share of the box. */
export function withSeparatorsApart(words: readonly Word[]): Word[] {
  return words.flatMap((word) => {
    const [, head = '', middle = '', tail = ''] = GLUED_SEPARATOR.exec(word.text) ?? []
    if ((head === '' && tail === '') || !/[\p{L}\p{N}]/u.test(middle)) return [word]
    const width = (word.box.x1 - word.box.x0) / word.text.length
    let x0 = word.box.x0
    return [head, middle, tail]
      .filter((text) => text !== '')
      .map((text) => {
        const piece = { ...word, text, box: { ...word.box, x0, x1: x0 + width * text.length } }
        x0 += width * text.length
        return piece
      })
  })
}
// A number followed by one of these measures or counts something: "0,75 l", "6 uds", "2 personas", "12 meses".
const UNIT =
  /^(?:g|gr|grs|kg|mg|ml|cl|dl|l|lt|cm|mm|oz|lb|lbs|uds?|u|un|unid|unidades|pcs|piezas?|pieces?|units?|x|%|min|mins|h|horas?|hours?|años|years?|meses|months?|días|days?|personas?|people|pax|persons?|porciones|slices?|cl\.|g\.|kg\.)[.,;:)]?$/iu
// Words that put a number in a sentence rather than price it ("desde 1990", "para 2", "de 300").
export const BEFORE_NUMBER =
  /^(?:de|del|desde|para|por|con|a|x|of|for|with|from|since|aged?|over|about|only|solo|sólo)$/iu

const isCapitals = (words: readonly Word[]) => {
  const letters = words
    .map((w) => w.text)
    .join('')
    .replace(/[^\p{L}]/gu, '')
  return letters.length >= 4 && letters === letters.toLocaleUpperCase('es')
}
const hasCents = (text: string) => /\d[.,]\d{2}(?!\d)/.test(text)
const hasLetters = (words: readonly Word[]) =>
  (words
    .map((w) => w.text)
    .join('')
    .match(/\p{L}/gu)?.length ?? 0) >= 2

// How many words from `start` (one to three) make a price: "£9", "9,50 €", "€ 9.50"; 0 when none.
function priceAt(words: readonly Word[], start: number): number {
  for (let count = Math.min(3, words.length - start); count >= 1; count--) {
    const text = words
      .slice(start, start + count)
      .map((w) => w.text)
      .join(' ')
    if (isPriceText(text)) return count
  }
  return 0
}

/**
 * A price printed inside a line, between the name and a description, told from a number the description
 * mentions: it prints a currency sign or cents, or stands between separators ("NOMBRE – 9 – con tomate");
 * no unit follows it ("0,75 l", "6 uds") and no word puts it in a sentence ("desde 1990"). Undefined when
 * the line has no such price, or no name before it, or no words after it.
 */
export function findInlinePrice(words: readonly Word[]): InlinePrice | undefined {
  for (let start = 1; start < words.length - 1; start++) {
    const count = priceAt(words, start)
    if (count === 0) continue
    const end = start + count
    const text = words
      .slice(start, end)
      .map((w) => w.text)
      .join(' ')
    const before = words[start - 1]?.text ?? ''
    const after = words[end]?.text ?? ''
    if (UNIT.test(after) || BEFORE_NUMBER.test(before)) continue
    const isSeparatedBefore = PART_SEPARATOR.test(before)
    const isSeparatedAfter = PART_SEPARATOR.test(after) || leadingTagCount(words.slice(end)) > 0
    // "+2,00 € por persona": a supplement the description mentions, not the dish's price.
    if (text.startsWith('+')) continue
    const isMarked = hasCurrencySign(text) || hasCents(text)
    // "SOLOMILLO AL PEDRO XIMÉNEZ 25 patatas panaderas": the name in capitals, the description in lower case,
    // the bare price between them (OCR lost the dashes).
    const isBetweenTypes = isCapitals(words.slice(0, start)) && /^\p{Ll}/u.test(after)
    const isBareSeparated =
      (isSeparatedBefore || isBetweenTypes) && (isSeparatedAfter || /^\p{Ll}/u.test(after))
    if (!isMarked && !isBareSeparated) continue
    const name = words.slice(0, start).filter((w) => !PART_SEPARATOR.test(w.text))
    const rest = words.slice(end).filter((w) => !PART_SEPARATOR.test(w.text))
    if (!hasLetters(name) || !hasLetters(rest)) continue
    // "Copa 4,50 botella": a size after the price is the next size's, not a description.
    if (isSizeLabel(rest.map((w) => w.text).join(' '))) continue
    return { start, end }
  }
  return undefined
}
