import type { PageWords } from '../geometry/word.ts'

// "$520" read by OCR, "S790" beside it: the recogniser takes a $ for an S, most often before a bare number.
const DOLLAR_PRICE = /^\$\d/
const S_FOR_DOLLAR = /^S(\d{2,}(?:[.,]\d+)*|\d(?:[.,]\d+)+)$/

/**
 * An OCR page's words with the S read for a $ put back ("S790" → "$790"), when the page prints its prices
 * with a $ (three or more read right): an item code of an S and digits stays on a page without $ prices.
 * A text PDF's words are as printed.
 */
export function restoreDollarSigns(page: PageWords): PageWords {
  if (page.source !== 'ocr') return page
  if (page.words.filter((word) => DOLLAR_PRICE.test(word.text)).length < 3) return page
  return {
    ...page,
    words: page.words.map((word) => {
      const digits = S_FOR_DOLLAR.exec(word.text)?.[1]
      return digits === undefined ? word : { ...word, text: `$${digits}` }
    }),
  }
}
