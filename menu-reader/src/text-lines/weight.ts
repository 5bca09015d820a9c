import { mean } from '../numbers/mean.ts'
/** A word's mean stroke width, in line-image pixels: its ink pixels over the horizontal strokes they form. */
export function strokeWidth(
  inkPerColumn: Uint16Array,
  strokesPerColumn: Uint16Array,
  from: number,
  to: number,
) {
  let [ink, strokes] = [0, 0]
  for (
    let column = Math.max(0, Math.floor(from));
    column < Math.min(inkPerColumn.length, Math.ceil(to));
    column++
  ) {
    ink += inkPerColumn[column] ?? 0
    strokes += strokesPerColumn[column] ?? 0
  }
  return strokes > 0 ? ink / strokes : 0
}

// Bold type's strokes are at least this much wider than the regular type's on the same page.
const BOLD_RATIO = 1.25
const MIN_SHARE = 0.08

/**
 * Which words are bold, from their stroke widths: the page's widths are split in two where the groups are
 * tightest (Otsu's method), and the heavier group is bold only when it is clearly heavier and not a stray few.
 * OCR gives no font weight, and menus print names bold above regular descriptions.
 */
export function findBoldWords(widths: readonly number[]): boolean[] {
  const measured = widths.filter((width) => width > 0).sort((a, b) => a - b)
  if (measured.length < 6) return widths.map(() => false)
  let best = { cut: 0, spread: Number.POSITIVE_INFINITY }
  const total = measured.reduce((sum, width) => sum + width, 0)
  let lowSum = 0
  for (let index = 1; index < measured.length; index++) {
    lowSum += measured[index - 1] ?? 0
    const [lowMean, highMean] = [lowSum / index, (total - lowSum) / (measured.length - index)]
    let spread = 0
    for (let at = 0; at < measured.length; at++) {
      const value = measured[at] ?? 0
      spread += (value - (at < index ? lowMean : highMean)) ** 2
    }
    if (spread < best.spread) best = { cut: index, spread }
  }
  const low = measured.slice(0, best.cut)
  const high = measured.slice(best.cut)
  const isClear =
    mean(high) >= mean(low) * BOLD_RATIO && Math.min(low.length, high.length) >= measured.length * MIN_SHARE
  const boundary = ((low.at(-1) ?? 0) + (high[0] ?? 0)) / 2
  return widths.map((width) => isClear && width > boundary)
}
