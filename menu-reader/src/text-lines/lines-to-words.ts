import { middleValue } from '../layout/middle-value.ts'
import type { PageWords, Word } from '../layout/words.ts'
import { LEADER_DOT } from './line-ink.ts'
import { LINE_HEIGHT, scaledLineWidth } from './line-tensor.ts'
import type { ReadLine } from './recognise-lines.ts'
import { restoreLetters } from './restore-letters.ts'
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

/**
 * The words of a page's read lines, with boxes in the image's pixels turned level by the page's slope, so a
 * photographed menu's rows line up for the layout analysis as a printed page's would.
 */
export function linesToWords(lines: ReadLine[], page: number, width: number, height: number): PageWords {
  const slope = middleValue(
    lines.filter(({ line }) => line.width > 4 * line.height).map(({ line }) => line.angle),
  )
  const [cos, sin] = [Math.cos(-slope), Math.sin(-slope)]
  const [middleX, middleY] = [width / 2, height / 2]
  const words: Word[] = []
  const strokes: number[] = []
  for (const { line, characters, ink } of lines) {
    const imageWidth = scaledLineWidth(line)
    if (characters.length === 0) continue
    const first = characters[0]?.at ?? 0
    const last = characters.at(-1)?.at ?? 1
    // Half a character's width either side of the first and last characters' centres.
    const pitch = characters.length > 1 ? (last - first) / (characters.length - 1) : 0.5
    for (const word of splitWords(characters)) {
      const start = Math.max(0, (word[0]?.at ?? 0) - pitch / 2)
      const end = Math.min(1, (word.at(-1)?.at ?? 1) + pitch / 2)
      // The word's box spans the type's rows, not the detector's margin: rows of boxes must not overlap.
      const along = ((start + end) / 2 - 0.5) * line.width
      const across = ((ink.inkRows.from + ink.inkRows.to + 1) / 2 / LINE_HEIGHT - 0.5) * line.height
      const typeHeight = ((ink.inkRows.to - ink.inkRows.from + 1) / LINE_HEIGHT) * line.height
      const x = line.centreX + along * Math.cos(line.angle) - across * Math.sin(line.angle) - middleX
      const y = line.centreY + along * Math.sin(line.angle) + across * Math.cos(line.angle) - middleY
      const [levelX, levelY] = [middleX + x * cos - y * sin, middleY + x * sin + y * cos]
      const [halfWidth, halfHeight] = [((end - start) * line.width) / 2, typeHeight / 2]
      strokes.push(strokeWidth(ink.inkPerColumn, ink.strokesPerColumn, start * imageWidth, end * imageWidth))
      const probability = word.reduce((sum, character) => sum + character.probability, 0) / word.length
      words.push({
        text: restoreLetters(word.map((character) => character.text).join('')),
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
