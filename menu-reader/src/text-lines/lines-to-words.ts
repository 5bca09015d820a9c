import type { PageWords, Word } from '../geometry/word.ts'
import { mean } from '../numbers/mean.ts'
import { middleValue } from '../numbers/median.ts'
import { LEADER_DOT } from './line-ink.ts'
import { LINE_HEIGHT, scaledLineWidth } from './line-tensor.ts'
import type { ReadLine } from './recognise-lines.ts'
import { spellPageWords } from './spell-words.ts'
import { findBoldWords, strokeWidth } from './weight.ts'

type Piece = ReadLine['characters']

/** Splits a line's characters into words at the spaces the recogniser read (a dot leader stays whole). */
function splitWords(characters: Piece): Piece[] {
  const words: Piece[] = []
  let word: Piece = []
  for (const [index, character] of characters.entries()) {
    const isInLeader =
      LEADER_DOT.test(characters[index - 1]?.text ?? '') && LEADER_DOT.test(characters[index + 1]?.text ?? '')
    if (character.text.trim() === '' && !isInLeader) {
      if (word.length > 0) words.push(word)
      word = []
    } else if (character.text.trim() !== '') word.push(character)
  }
  if (word.length > 0) words.push(word)
  return words
}

/** What is left of a long line's slope once its page is turned level, at the line's middle (levelled). */
export type Bend = { x: number; y: number; slope: number; weight: number }

/** How a page's lines bend: their leftover slope is a + b·x + c·y, x and y from the page's middle. */
export type BendField = { a: number; b: number; c: number }

// Fewer long lines than this say too little about how a page bends.
const MIN_BENDS = 8
// Radians the slope must change between the page's middle and its corners to be a bend.
const MIN_CHANGE = 0.015

/** Weighted least squares for slope = a + b·x + c·y, or a + c·y without `withX`. */
function solveBend(bends: readonly Bend[], withX: boolean): BendField | undefined {
  const size = withX ? 3 : 2
  const terms = (bend: Bend) => (withX ? [1, bend.x, bend.y] : [1, bend.y])
  const matrix = Array.from({ length: size }, () => new Array<number>(size + 1).fill(0))
  // The normal equations, each row with its right-hand side last.
  for (const bend of bends) {
    const values = terms(bend)
    matrix.forEach((row, i) => {
      const weighted = bend.weight * (values[i] ?? 0)
      values.forEach((value, j) => {
        row[j] = (row[j] ?? 0) + weighted * value
      })
      row[size] = (row[size] ?? 0) + weighted * bend.slope
    })
  }
  // Gaussian elimination with partial pivoting.
  for (let column = 0; column < size; column++) {
    let pivot = column
    for (let row = column + 1; row < size; row++)
      if (Math.abs(matrix[row]?.[column] ?? 0) > Math.abs(matrix[pivot]?.[column] ?? 0)) pivot = row
    ;[matrix[column], matrix[pivot]] = [matrix[pivot] as number[], matrix[column] as number[]]
    const top = matrix[column] as number[]
    if (Math.abs(top[column] ?? 0) < 1e-12) return undefined
    for (let row = 0; row < size; row++) {
      if (row === column) continue
      const factor = (matrix[row]?.[column] ?? 0) / (top[column] ?? 1)
      matrix[row] = (matrix[row] as number[]).map((value, at) => value - factor * (top[at] ?? 0))
    }
  }
  const solution = matrix.map((row, at) => (row[size] ?? 0) / (row[at] ?? 1))
  return withX
    ? { a: solution[0] ?? 0, b: solution[1] ?? 0, c: solution[2] ?? 0 }
    : { a: solution[0] ?? 0, b: 0, c: solution[1] ?? 0 }
}

/**
 * A curved or photographed-at-an-angle page bends its lines: toward one side they slope more than toward the
 * other (a page curving into a binding), or more at the top than at the bottom (perspective). A long line's
 * own slope is the bend's mean along it; the bend is taken to change evenly across the page, fitted to the
 * long lines, twice, the stray ones left out the second time. Undefined when too few lines show it, or
 * when it changes too little to tell from the detector's noise (`width` × `height`: the page).
 */
export function fitBend(bends: readonly Bend[], width: number, height: number): BendField | undefined {
  let kept = [...bends]
  let field: BendField | undefined
  for (let round = 0; round < 2; round++) {
    if (kept.length < MIN_BENDS) return undefined
    field = chooseBend(kept)
    if (!field) return undefined
    const { a, b, c } = field
    const misses = kept.map((bend) => Math.abs(bend.slope - (a + b * bend.x + c * bend.y)))
    const limit = Math.max(0.01, 3 * middleValue(misses))
    kept = kept.filter((_, index) => (misses[index] ?? 0) <= limit)
  }
  if (!field) return undefined
  // A flat page's lines differ in slope by the detector's noise alone; levelling by that noise moves prices
  // off their rows. A real bend changes the slope by a few hundredths of a radian across the page.
  const change = (Math.abs(field.b) * width) / 2 + (Math.abs(field.c) * height) / 2
  return change >= MIN_CHANGE ? field : undefined
}

const misfit = (bends: readonly Bend[], { a, b, c }: BendField) =>
  bends.reduce((sum, bend) => sum + bend.weight * (bend.slope - (a + b * bend.x + c * bend.y)) ** 2, 0)

// A bend across the page (x) must explain this much more of the lines' slopes than a bend down it alone.
const ACROSS_GAIN = 0.6

/**
 * A page's lines mostly sit in a column of names, their middles close together: a bend across the page is
 * extrapolated far from them, so it is taken only when it fits the slopes clearly better (a page curving
 * into its binding); perspective alone bends them down the page.
 */
function chooseBend(bends: readonly Bend[]): BendField | undefined {
  const down = solveBend(bends, false)
  const both = solveBend(bends, true)
  if (!down || !both) return down ?? both
  return misfit(bends, both) < ACROSS_GAIN * misfit(bends, down) ? both : down
}

/**
 * How far a line through (x, y) has risen or fallen, following the bend from the page's middle: a price at
 * the right of a curved page then levels with its name at the left, which its own short line cannot show.
 */
export function bendRise({ a, b, c }: BendField, x: number, y: number): number {
  // Along the bend back to the page's middle, in short steps (midpoint rule): the bend changes with y too.
  const steps = Math.max(1, Math.ceil(Math.abs(x) / 8))
  const step = -x / steps
  let [atX, atY] = [x, y]
  for (let at = 0; at < steps; at++) {
    const half = atY + ((a + b * atX + c * atY) * step) / 2
    atY += (a + b * (atX + step / 2) + c * half) * step
    atX += step
  }
  return y - atY
}

/**
 * The words of a page's read lines, with boxes in the image's pixels turned level by the page's slope and
 * straightened along its bend, so a photographed menu's rows line up for the layout analysis as a printed
 * page's would: each line is lifted by the bend at its middle. `readsMarks`: the recogniser writes ñ, €, ¿
 * and ¡ itself, so they are not restored afterwards (spell-words.ts).
 */
export function linesToWords(
  lines: ReadLine[],
  page: number,
  width: number,
  height: number,
  readsMarks = false,
): PageWords {
  const slope = middleValue(
    lines.filter(({ line }) => line.width > 4 * line.height).map(({ line }) => line.angle),
  )
  const [cos, sin] = [Math.cos(-slope), Math.sin(-slope)]
  const [middleX, middleY] = [width / 2, height / 2]
  // A point of the image, turned level about the page's middle (relative to the middle).
  const level = (x: number, y: number) => [
    (x - middleX) * cos - (y - middleY) * sin,
    (x - middleX) * sin + (y - middleY) * cos,
  ]
  const field = fitBend(
    lines
      .filter(({ line }) => line.width > 4 * line.height)
      .map(({ line }) => {
        const [x = 0, y = 0] = level(line.centreX, line.centreY)
        return { x, y, slope: line.angle - slope, weight: line.width }
      }),
    width,
    height,
  )
  const words: Word[] = []
  const strokes: number[] = []
  const lineWords = lines.map(({ characters }) => splitWords(characters))
  const texts = spellPageWords(lineWords, readsMarks)
  for (const [lineIndex, { line, characters, ink }] of lines.entries()) {
    const imageWidth = scaledLineWidth(line)
    if (characters.length === 0) continue
    const [lineX = 0, lineY = 0] = level(line.centreX, line.centreY)
    // The line's words follow the page's bend from its middle, which a short line (a price) cannot show.
    const lift = field ? bendRise(field, lineX, lineY) : 0
    const first = characters[0]?.at ?? 0
    const last = characters.at(-1)?.at ?? 1
    // Half a character's width either side of the first and last characters' centres.
    const pitch = characters.length > 1 ? (last - first) / (characters.length - 1) : 0.5
    for (const [wordIndex, word] of (lineWords[lineIndex] ?? []).entries()) {
      const start = Math.max(0, (word[0]?.at ?? 0) - pitch / 2)
      const end = Math.min(1, (word.at(-1)?.at ?? 1) + pitch / 2)
      // The word's box spans the type's rows, not the detector's margin: rows of boxes must not overlap.
      const along = ((start + end) / 2 - 0.5) * line.width
      const across = ((ink.inkRows.from + ink.inkRows.to + 1) / 2 / LINE_HEIGHT - 0.5) * line.height
      const typeHeight = ((ink.inkRows.to - ink.inkRows.from + 1) / LINE_HEIGHT) * line.height
      const x = line.centreX + along * Math.cos(line.angle) - across * Math.sin(line.angle) - middleX
      const y = line.centreY + along * Math.sin(line.angle) + across * Math.cos(line.angle) - middleY
      const levelX = middleX + x * cos - y * sin
      const levelY = middleY + x * sin + y * cos - lift
      const [halfWidth, halfHeight] = [((end - start) * line.width) / 2, typeHeight / 2]
      strokes.push(strokeWidth(ink.inkPerColumn, ink.strokesPerColumn, start * imageWidth, end * imageWidth))
      const probability = mean(word.map((character) => character.probability))
      words.push({
        text: texts[lineIndex]?.[wordIndex] ?? '',
        box: {
          x0: levelX - halfWidth,
          y0: levelY - halfHeight,
          x1: levelX + halfWidth,
          y1: levelY + halfHeight,
        },
        size: typeHeight,
        isBold: false,
        isItalic: false,
        confidence: Math.round(probability * 100),
      })
    }
  }
  const isBold = findBoldWords(strokes)
  return {
    page,
    width,
    height,
    words: words.map((word, index) => ({ ...word, isBold: isBold[index] ?? false })),
    source: 'ocr',
    slope,
  }
}
