// Words for layout tests: menus composed in the tests, laid out as a text PDF or OCR would give them.
import type { PageWords, Word } from '../geometry/word.ts'

/** How a composed line is set: type size (page units), weight and slant. */
export type Style = { size?: number; isBold?: boolean; isItalic?: boolean }

/** A line of text as words from x (left edge) on baseline y, each character 0.55 of the type size wide. */
export function line(text: string, x: number, y: number, style: Style = {}): Word[] {
  const size = style.size ?? 10
  const words: Word[] = []
  let cursor = x
  for (const token of text.split(' ')) {
    const width = token.length * size * 0.55
    words.push({
      text: token,
      box: { x0: cursor, y0: y - size * 0.8, x1: cursor + width, y1: y + size * 0.2 },
      size,
      isBold: style.isBold ?? false,
      isItalic: style.isItalic ?? false,
      confidence: 100,
    })
    cursor += width + size * 0.28
  }
  return words
}

/** A line set so that it ends at x (right-aligned), e.g. a price in a right-aligned column. */
export function lineEndingAt(text: string, x: number, y: number, style: Style = {}): Word[] {
  return line(text, x - lineWidth(text, style), y, style)
}

/** A line centred on x. */
export function lineCentredOn(text: string, x: number, y: number, style: Style = {}): Word[] {
  return line(text, x - lineWidth(text, style) / 2, y, style)
}

/** How wide `line` sets a text, in page units. */
export function lineWidth(text: string, style: Style = {}): number {
  const words = line(text, 0, 0, style)
  return words.at(-1)?.box.x1 ?? 0
}

/** One page of words (600 × 800 page units) from composed lines. */
export const page = (...lines: Word[][]): PageWords => ({
  page: 1,
  width: 600,
  height: 800,
  words: lines.flat(),
  source: 'text',
})
