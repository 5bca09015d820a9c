import type { Line, Page } from 'tesseract.js'
import { middleValue } from '../layout/middle-value.ts'
import type { PageWords, Word } from '../layout/words.ts'

/** What Tesseract read in one horizontal strip of a page, and where the strip starts (pixels from the top). */
export type OcrStrip = { result: Page; top: number }

const shiftBox = <B extends { y0: number; y1: number }>(box: B, top: number): B => ({
  ...box,
  y0: box.y0 + top,
  y1: box.y1 + top,
})

function shiftLine(line: Line, top: number): Line {
  if (top === 0) return line
  return {
    ...line,
    bbox: shiftBox(line.bbox, top),
    baseline: shiftBox(line.baseline, top),
    words: line.words.map((word) => ({ ...word, bbox: shiftBox(word.bbox, top) })),
  }
}

/** How far a photo's text lines tilt, in radians, from the baselines Tesseract found on its longer lines. */
export function measureTilt(lines: Line[], pageWidth: number): number {
  const slopes = lines
    .filter((line) => line.baseline && line.baseline.x1 - line.baseline.x0 > pageWidth * 0.15)
    .map((line) => Math.atan2(line.baseline.y1 - line.baseline.y0, line.baseline.x1 - line.baseline.x0))
  return slopes.length >= 3 ? middleValue(slopes) : 0
}

/**
 * The words Tesseract found on a page image, with their boxes in the image's pixels. Tesseract reads tilted
 * lines well but reports upright boxes; turning each box's centre back by the tilt levels the rows again.
 */
export function toPageWords(strips: OcrStrip[], page: number, width: number, height: number): PageWords {
  const lines = strips.flatMap(({ result, top }) =>
    (result.blocks ?? []).flatMap((block) =>
      block.paragraphs.flatMap((paragraph) => paragraph.lines.map((line) => shiftLine(line, top))),
    ),
  )
  const tilt = measureTilt(lines, width)
  const [cos, sin] = [Math.cos(-tilt), Math.sin(-tilt)]
  const [cx, cy] = [width / 2, height / 2]
  const words: Word[] = []
  for (const line of lines) {
    // The row height (ascender to descender) measures the type better than each word's own box.
    const lineHeight = line.rowAttributes?.rowHeight || line.bbox.y1 - line.bbox.y0
    for (const word of line.words) {
      const text = word.text.trim()
      if (!text) continue
      const { x0, y0, x1, y1 } = word.bbox
      const [mx, my] = [(x0 + x1) / 2 - cx, (y0 + y1) / 2 - cy]
      const [nx, ny] = [cx + mx * cos - my * sin, cy + mx * sin + my * cos]
      const [halfWidth, halfHeight] = [(x1 - x0) / 2, (y1 - y0) / 2]
      words.push({
        text,
        box: { x0: nx - halfWidth, y0: ny - halfHeight, x1: nx + halfWidth, y1: ny + halfHeight },
        size: lineHeight,
        isBold: false,
        isItalic: false,
        confidence: word.confidence,
      })
    }
  }
  return { page, width, height, words, source: 'ocr' }
}
