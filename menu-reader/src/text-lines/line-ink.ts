import quickselect from 'quickselect'
import { middleValue } from '../numbers/median.ts'
import type { ReadCharacter } from './decode-ctc.ts'
import { LINE_HEIGHT } from './line-tensor.ts'

/** A run of columns without ink in a line image, in the line image's pixels (its height is LINE_HEIGHT). */
export type Gap = { from: number; to: number }

// A gap this wide, as a share of the line image's height, parts two words. The line image holds the type
// with the detector's margin around it (about 0.6 of the height is type): a word space is a quarter of an
// em or more, the gap between two letters rarely a tenth.
const WORD_GAP = 0.15

/** Where a line image has ink: per column, its ink pixels and the horizontal strokes that start there. */
export type LineInk = {
  gaps: Gap[]
  inkPerColumn: Uint16Array
  strokesPerColumn: Uint16Array
  /** The rows the type fills, ascenders to descenders (the detector's box has a margin around them). */
  inkRows: Gap
}

/**
 * The values `ranks` places up from the smallest (ascending ranks), as sorting `values` would give them, by
 * partial sorts of a copy: sorting a line image's tens of thousands of pixels took most of the time it
 * takes to measure its ink.
 */
function valuesAtRanks(values: Float32Array, ranks: readonly number[]): (number | undefined)[] {
  // quickselect reorders any indexable array in place; its types name only plain arrays.
  const copy = Float32Array.from(values) as unknown as number[]
  let left = 0
  return ranks.map((rank) => {
    if (rank >= copy.length) return undefined
    quickselect(copy, rank, left, copy.length - 1)
    left = rank + 1
    return copy[rank]
  })
}

/**
 * Measures the ink of one line image in a recogniser batch (N × 3 × LINE_HEIGHT × `tensorWidth`, values
 * −1…1). Ink is whatever is darker (or lighter, on a dark page) than halfway between the line's paper and
 * its darkest strokes. Gaps count only the middle rows, where neighbours' descenders do not reach.
 */
export function measureInk(
  tensor: Float32Array,
  slot: number,
  tensorWidth: number,
  lineWidth: number,
): LineInk {
  const plane = LINE_HEIGHT * tensorWidth
  const base = slot * 3 * plane
  const grey = new Float32Array(LINE_HEIGHT * lineWidth)
  for (let row = 0; row < LINE_HEIGHT; row++) {
    for (let column = 0; column < lineWidth; column++) {
      const at = base + row * tensorWidth + column
      grey[row * lineWidth + column] =
        ((tensor[at] ?? 0) + (tensor[at + plane] ?? 0) + (tensor[at + 2 * plane] ?? 0)) / 3
    }
  }
  const count = grey.length
  const [dark = -1, middle = 1, light = 1] = valuesAtRanks(grey, [
    Math.floor(count * 0.05),
    Math.floor(count / 2),
    Math.floor(count * 0.9),
  ])
  const threshold = (dark + light) / 2
  // Most of a line image is paper: when the middle value is below halfway, the paper is the dark part.
  const isDarkPaper = middle < threshold
  const inkPerColumn = new Uint16Array(lineWidth)
  const strokesPerColumn = new Uint16Array(lineWidth)
  const wholeLine = { from: 0, to: LINE_HEIGHT - 1 }
  if (light - dark < 0.2) return { gaps: [], inkPerColumn, strokesPerColumn, inkRows: wholeLine }
  const isInk = (row: number, column: number) => {
    const value = grey[row * lineWidth + column] ?? 0
    return isDarkPaper ? value > threshold : value < threshold
  }
  const [top, bottom] = [Math.round(LINE_HEIGHT * 0.2), Math.round(LINE_HEIGHT * 0.8)]
  const inkPerRow = new Uint16Array(LINE_HEIGHT)
  const gaps: Gap[] = []
  let start = -1
  for (let column = 0; column <= lineWidth; column++) {
    let hasInk = column === lineWidth
    for (let row = 0; row < LINE_HEIGHT && column < lineWidth; row++) {
      if (!isInk(row, column)) continue
      inkPerColumn[column] = (inkPerColumn[column] ?? 0) + 1
      inkPerRow[row] = (inkPerRow[row] ?? 0) + 1
      if (column === 0 || !isInk(row, column - 1))
        strokesPerColumn[column] = (strokesPerColumn[column] ?? 0) + 1
      if (row >= top && row < bottom) hasInk = true
    }
    if (!hasInk && start < 0) start = column
    if (hasInk && start >= 0) {
      gaps.push({ from: start, to: column - 1 })
      start = -1
    }
  }
  // Rows with a little ink (a neighbour's descender, a speck) do not count as the line's type.
  const least = Math.max(...inkPerRow) * 0.08
  const inked = [...inkPerRow.keys()].filter((row) => (inkPerRow[row] ?? 0) > least)
  const inkRows = inked.length > 0 ? { from: inked[0] ?? 0, to: inked.at(-1) ?? 0 } : wholeLine
  return { gaps, inkPerColumn, strokesPerColumn, inkRows }
}

/** One dot of a dot leader, as the recogniser reads it. */
export const LEADER_DOT = /^[.…·_]$/

/**
 * Puts back the spaces the recogniser left out: where a gap of a word space's width or more lies between
 * two characters it read (at `at`, 0–1 of `lineWidth`) with no space between them.
 */
export function restoreSpaces<C extends ReadCharacter & { at: number }>(
  characters: C[],
  gaps: Gap[],
  lineWidth: number,
): C[] {
  // Letter-spaced type (wide capitals) leaves wide gaps between letters too: a word space is also well
  // over the line's usual gap.
  const usual = middleValue(gaps.map((gap) => gap.to - gap.from + 1))
  const least = Math.max(WORD_GAP * LINE_HEIGHT, 2.2 * usual)
  const wide = gaps.filter((gap) => gap.to - gap.from + 1 >= least)
  if (wide.length === 0) return characters
  const spaced: C[] = []
  characters.forEach((character, index) => {
    const previous = characters[index - 1]
    // Digits stay together: "16.900" is one price however its type is spaced.
    const isNumber = /[\d.,]/.test(previous?.text ?? '') && /\d/.test(character.text)
    // A dot leader stays one run of dots, which the layout knows to cut off.
    const isLeader = LEADER_DOT.test(previous?.text ?? '') && LEADER_DOT.test(character.text)
    if (previous && previous.text !== ' ' && character.text !== ' ' && !isNumber && !isLeader) {
      const [from, to] = [previous.at * lineWidth, character.at * lineWidth]
      const gap = wide.find(
        (candidate) => (candidate.from + candidate.to) / 2 > from && (candidate.from + candidate.to) / 2 < to,
      )
      if (gap) spaced.push({ ...character, text: ' ', at: (gap.from + gap.to) / 2 / lineWidth })
    }
    spaced.push(character)
  })
  return spaced
}
