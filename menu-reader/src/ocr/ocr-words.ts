import type { Page } from 'tesseract.js'
import type { PageWords, Word } from '../layout/words.ts'

/** The words Tesseract found on a page image, with their boxes in the image's pixels. */
export function toPageWords(result: Page, page: number, width: number, height: number): PageWords {
  const words: Word[] = []
  for (const block of result.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        // The row height (ascender to descender) measures the type better than each word's own box.
        const lineHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0
        for (const word of line.words) {
          const text = word.text.trim()
          if (!text) continue
          words.push({
            text,
            box: { ...word.bbox },
            size: lineHeight,
            isBold: false,
            isItalic: false,
            confidence: word.confidence,
          })
        }
      }
    }
  }
  return { page, width, height, words, source: 'ocr' }
}
