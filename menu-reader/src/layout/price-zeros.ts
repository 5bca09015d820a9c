import type { PageWords } from '../geometry/word.ts'

// The recogniser reads a price's trailing zeros as the letter o ("21.ooo", "8.oo", "£7.o0"): the price is then
// no price, and its item loses it. After a number and its separator, only zeros are printed where o's are read.
const ZEROS_READ_AS_O = /^([$£€]?\d{1,3}[.,])([oO0]{2,3})([€]?)$/

/** An OCR page's words with the zeros read as o's after a price's separator given back ("21.ooo" → "21.000"). */
export function restorePriceZeros(page: PageWords): PageWords {
  if (page.source !== 'ocr') return page
  let isChanged = false
  const words = page.words.map((word) => {
    const parts = ZEROS_READ_AS_O.exec(word.text)
    if (!parts || !/[oO]/.test(parts[2] ?? '')) return word
    isChanged = true
    return { ...word, text: `${parts[1]}${(parts[2] ?? '').replace(/[oO]/g, '0')}${parts[3]}` }
  })
  return isChanged ? { ...page, words } : page
}
