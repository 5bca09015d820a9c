import type { Box } from '../types.ts'

/** One word as read from a page, by the PDF text layer or by OCR. */
export type Word = {
  text: string
  /** Page units: PDF points for text PDFs, pixels for images and rendered pages. */
  box: Box
  /** Height of the type, in page units: the font size for PDF text, the glyph height for OCR. */
  size: number
  isBold: boolean
  isItalic: boolean
  /** 0–100: the OCR's confidence; 100 for PDF text. */
  confidence: number
}

/** The words of one page and its size, in the same units. */
export type PageWords = {
  /** 1-based. */
  page: number
  width: number
  height: number
  words: Word[]
  source: 'text' | 'ocr'
  /**
   * Radians the page's lines sloped (OCR only): its words' boxes are turned level by it about the page's
   * centre, so a picture shows them where they belong once turned the same way.
   */
  slope?: number
}
