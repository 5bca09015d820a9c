// Lines of composed menus for the labeller's tests: words laid out as a PDF would place them.
import type { Word } from '../../geometry/word.ts'
import type { Line } from '../line-text.ts'
import { toSegment } from '../segments.ts'
import { toLines } from '../structure.ts'
import { line } from '../test-words.ts'

export type TestStyle = { size?: number; isBold?: boolean; isItalic?: boolean; page?: number }

/** Words of `text` from x on the baseline y, laid out as the layout tests lay them (test-words.ts). */
export const layWords = (text: string, x: number, y: number, style: TestStyle = {}): Word[] =>
  line(text, x, y, style)

/** One line of a menu, read as the layout reads it (its price split from its text). */
export function testLine(text: string, x: number, y: number, style: TestStyle = {}): Line {
  return toLines([toSegment(style.page ?? 1, layWords(text, x, y, style))])[0] as Line
}
