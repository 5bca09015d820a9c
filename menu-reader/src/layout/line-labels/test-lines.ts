// Lines of composed menus for the labeller's tests: words laid out as a PDF would place them.
import type { Word } from '../../geometry/word.ts'
import type { Line } from '../line-text.ts'
import { toSegment } from '../segments.ts'
import { toLines } from '../structure.ts'

export type TestStyle = { size?: number; isBold?: boolean; isItalic?: boolean; page?: number }

/** Words of `text` from x on the baseline y, a character 0.55 of the type size wide (like Helvetica). */
export function layWords(text: string, x: number, y: number, style: TestStyle = {}): Word[] {
  const size = style.size ?? 10
  let cursor = x
  return text.split(' ').map((token) => {
    const width = token.length * size * 0.55
    const word: Word = {
      text: token,
      box: { x0: cursor, y0: y - size * 0.8, x1: cursor + width, y1: y + size * 0.2 },
      size,
      isBold: style.isBold ?? false,
      isItalic: style.isItalic ?? false,
      confidence: 100,
    }
    cursor += width + size * 0.28
    return word
  })
}

/** One line of a menu, read as the layout reads it (its price split from its text). */
export function testLine(text: string, x: number, y: number, style: TestStyle = {}): Line {
  return toLines([toSegment(style.page ?? 1, layWords(text, x, y, style))])[0] as Line
}
