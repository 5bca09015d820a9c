import type { PageWords, Word } from '../geometry/word.ts'

// Currency signs the recogniser reads as letters before a price: a $ as an S ("S790" beside "$520"), a £ as
// an f ("f8.50": its dictionary has only the full-width ￡, and takes the printed £ for an f). Each is given
// back on a page that prints its prices with that sign, so an item code "S10" or "F1" elsewhere stays.
type MisreadSign = {
  sign: string
  /** A price read right, with the sign. */
  printed: RegExp
  /** The sign read as a letter, the price's number captured. */
  misread: RegExp
  /** Whether the page prints its prices with the sign, from how many of its words are `printed` and `misread`. */
  isPagePriced: (printed: number, misread: number) => boolean
}

const MISREAD_SIGNS: readonly MisreadSign[] = [
  {
    sign: '$',
    printed: /^\$\d/,
    misread: /^S(\d{2,}(?:[.,]\d+)*|\d(?:[.,]\d+)+)$/,
    // An S before digits is a code often enough: three $ prices read right say the page is priced in $.
    isPagePriced: (printed) => printed >= 3,
  },
  {
    sign: '£',
    printed: /^£\d/,
    misread: /^[fF](\d{1,3}(?:[.,]\d{2})?)$/,
    // An f before a price's number (with pence) is no word of any menu: two of them, or with £ prices read
    // right, say the page is priced in pounds.
    isPagePriced: (printed, misread) => printed + misread >= 3 || misread >= 2,
  },
]

const countOf = (words: readonly Word[], pattern: RegExp) =>
  words.filter((word) => pattern.test(word.text)).length

// A sign printed apart from its number ("$ 9.000"): the sign's word, then the number's just after it on the
// line (the gap under two type heights).
const NUMBER = /^\d{1,3}(?:[.,]\d{3})*(?:[.,]\d{1,2})?$/
const isNumberAfter = (sign: Word, next: Word | undefined) =>
  next !== undefined &&
  NUMBER.test(next.text) &&
  next.box.x0 > sign.box.x0 &&
  next.box.x0 - sign.box.x1 < 2 * sign.size &&
  next.box.y0 < sign.box.y1 &&
  sign.box.y0 < next.box.y1

/** A page's words with each lone S before a number read as the $ it was, on a page that prints "$ 9.000". */
function restoreLoneDollars(words: Word[]): Word[] {
  const isApart = (sign: string) => (word: Word, at: number) =>
    word.text === sign && isNumberAfter(word, words[at + 1])
  if (words.filter(isApart('$')).length < 2) return words
  const isMisread = isApart('S')
  return words.map((word, at) => (isMisread(word, at) ? { ...word, text: '$' } : word))
}

// The letter-read prices with pence count towards a page's pounds; whole numbers ("F1") only follow them.
const hasPence = (text: string) => /[.,]\d{2}$/.test(text)

/**
 * An OCR page's words with each currency sign the recogniser read as a letter put back ("S790" → "$790",
 * "f8.50" → "£8.50", "S 9.000" → "$ 9.000"), on a page that prints its prices with that sign. A text PDF's
 * words are as printed.
 */
export function restoreCurrencySigns(page: PageWords): PageWords {
  if (page.source !== 'ocr') return page
  let words = restoreLoneDollars(page.words)
  for (const { sign, printed, misread, isPagePriced } of MISREAD_SIGNS) {
    const misreadWithPence = words.filter((word) => misread.test(word.text) && hasPence(word.text)).length
    if (!isPagePriced(countOf(words, printed), misreadWithPence)) continue
    words = words.map((word) => {
      const number = misread.exec(word.text)?.[1]
      return number === undefined ? word : { ...word, text: `${sign}${number}` }
    })
  }
  return words === page.words ? page : { ...page, words }
}
