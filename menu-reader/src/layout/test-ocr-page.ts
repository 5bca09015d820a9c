// OCR pages of bare words for the tests of the rules that put OCR's misreadings right, page by page.
import type { PageWords, Word } from '../geometry/word.ts'

/** A word with a box of its own size at the page's corner: for rules that read only the words' texts. */
export const ocrWord = (text: string): Word => ({
  text,
  box: { x0: 0, y0: 0, x1: 10, y1: 10 },
  size: 10,
  isBold: false,
  isItalic: false,
  confidence: 90,
})

/** A page of these words, read by OCR unless `source` says otherwise. */
export const ocrPage = (texts: string[], source: PageWords['source'] = 'ocr'): PageWords => ({
  page: 1,
  width: 600,
  height: 800,
  words: texts.map(ocrWord),
  source,
})

/** The texts of a page's words, in order. */
export const textsOf = (page: PageWords) => page.words.map((word) => word.text)
