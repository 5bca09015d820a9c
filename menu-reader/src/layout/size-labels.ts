import { type Box, unionOfBoxes } from '../geometry/box.ts'
import type { Word } from '../geometry/word.ts'

// The words menus print for a serving's size or measure, Spanish and English, lower case without accents:
// over a size table's price columns ("Pequeña Mediana Familiar", "S M L", "Copa Botella") or before each price
// ("Copa 4,50 · Botella 18"). Two- and three-word sizes are listed whole.
const SIZE_WORDS = new Set(
  [
    // Spanish
    'copa',
    'botella',
    'media botella',
    'botellin',
    'media',
    'entera',
    'entero',
    'medio',
    'racion',
    'media racion',
    '1/2 racion',
    '½ racion',
    '½',
    '1/2',
    'tapa',
    'pincho',
    'pequena',
    'pequeno',
    'mediana',
    'mediano',
    'grande',
    'familiar',
    'individual',
    'personal',
    'chica',
    'chico',
    'vaso',
    'jarra',
    'cana',
    'tercio',
    'pinta',
    'doble',
    'simple',
    'sencillo',
    'sencilla',
    'porcion',
    'unidad',
    'docena',
    'media docena',
    'taza',
    'plato',
    'completo',
    'completa',
    'para uno',
    'para dos',
    'para 1',
    'para 2',
    'mini',
    // English
    'glass',
    'bottle',
    'half bottle',
    'carafe',
    'half',
    'full',
    'whole',
    'small',
    'medium',
    'large',
    'regular',
    'single',
    'double',
    'pint',
    'half pint',
    'cup',
    'bowl',
    'slice',
    'side',
    'main',
    'starter',
    'jug',
    'pitcher',
    'unit',
    'each',
    'dozen',
    'half dozen',
    'serving',
    'shot',
    's',
    'm',
    'l',
    'xl',
  ].map((word) => word.normalize('NFC')),
)

// Signs printed between sizes ("Copa / Botella", "Media · Entera").
const BETWEEN = /^[/|·•\-–—,]$/
const MAX_WORDS = 3

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.:]+$/, '')

/** A size printed on a page: its text as printed and where it is. */
export type SizeLabel = { text: string; box: Box }

const middleX = (box: Box) => (box.x0 + box.x1) / 2

/**
 * The header column each box stands under, left to right, each column once: the label nearest by the middle
 * of its column, no farther than one and a half widths (the label's or the box's, the wider); undefined when
 * the boxes do not line up under distinct labels.
 */
export function columnsUnder(boxes: readonly Box[], header: readonly SizeLabel[]): number[] | undefined {
  const columns: number[] = []
  for (const box of boxes) {
    const distances = header.map((label) => Math.abs(middleX(label.box) - middleX(box)))
    const column = distances.indexOf(Math.min(...distances))
    const label = header[column]
    if (!label || column <= (columns.at(-1) ?? -1)) return undefined
    if ((distances[column] ?? 0) > Math.max(label.box.x1 - label.box.x0, box.x1 - box.x0) * 1.5)
      return undefined
    columns.push(column)
  }
  return columns
}

// One letter changed, added or dropped ("Mediuim", "Botela"): OCR's slips on a word of five letters or more.
function isOneSlipFrom(word: string, known: string): boolean {
  if (Math.abs(word.length - known.length) > 1 || known.length < 5 || word === known) return word === known
  let [i, j, slips] = [0, 0, 0]
  while (i < word.length && j < known.length) {
    if (word[i] === known[j]) {
      i++
      j++
      continue
    }
    if (++slips > 1) return false
    if (word.length > known.length) i++
    else if (word.length < known.length) j++
    else {
      i++
      j++
    }
  }
  return slips + (word.length - i) + (known.length - j) <= 1
}

/** Whether a few words, as printed, name a size ("Copa", "Media ración", "S", "Half pint:"). */
export function isSizeLabel(text: string): boolean {
  const folded = fold(text.trim().replace(/\s+/g, ' '))
  if (SIZE_WORDS.has(folded)) return true
  return (
    folded.length >= 5 &&
    !folded.includes(' ') &&
    [...SIZE_WORDS].some((known) => isOneSlipFrom(folded, known))
  )
}

/**
 * The longest size label ending at `end` (exclusive) among the words, in words: 0 when none ends there.
 * "Media ración 6" → 2 before the 6.
 */
export function labelEndingAt(words: readonly Word[], end: number): number {
  for (let count = Math.min(MAX_WORDS, end); count >= 1; count--) {
    const text = words
      .slice(end - count, end)
      .map((word) => word.text)
      .join(' ')
    if (isSizeLabel(text)) return count
  }
  return 0
}

// A PDF's text layer runs labels set without a space together ("MediaRación", "SmallLarge"): each capital
// after a lower-case letter opens the next, when every piece is a size. Each piece gets its share of the box.
const runTogether = new WeakSet<Word>()

function splitRunTogether(word: Word): Word[] {
  const pieces = word.text.split(/(?<=\p{Ll})(?=\p{Lu})/u)
  if (pieces.length < 2 || !pieces.every(isSizeLabel)) return [word]
  const width = (word.box.x1 - word.box.x0) / word.text.length
  let x0 = word.box.x0
  return pieces.map((text) => {
    const piece = { ...word, text, box: { ...word.box, x0, x1: x0 + width * text.length } }
    runTogether.add(piece)
    x0 += width * text.length
    return piece
  })
}

// "Media ración" over one column, or "Media" and "Ración" over two: words that are sizes each, set farther
// apart than a word space, are two.
function isOneLabel(words: readonly Word[]): boolean {
  if (words.length < 2 || !words.every((word) => isSizeLabel(word.text))) return true
  return words.every((word, index) => {
    const before = words[index - 1]
    return !before || (!runTogether.has(word) && word.box.x0 - before.box.x1 <= 0.4 * word.size)
  })
}

/**
 * The sizes of a row made only of size labels (a size table's header: "Pequeña  Mediana  Familiar",
 * "Copa / Botella"), two or more, in order with their boxes; undefined for any other words.
 */
export function readSizeRow(row: readonly Word[]): SizeLabel[] | undefined {
  const words = row.flatMap(splitRunTogether)
  const labels: SizeLabel[] = []
  let index = 0
  while (index < words.length) {
    if (BETWEEN.test(words[index]?.text ?? '')) {
      index++
      continue
    }
    let count = 0
    for (let size = Math.min(MAX_WORDS, words.length - index); size >= 1 && count === 0; size--) {
      const taken = words.slice(index, index + size)
      if (isSizeLabel(taken.map((word) => word.text).join(' ')) && isOneLabel(taken)) count = size
    }
    if (count === 0) return undefined
    const taken = words.slice(index, index + count)
    labels.push({
      text: taken
        .map((word) => word.text)
        .join(' ')
        .replace(/[.:]+$/, ''),
      box: unionOfBoxes(taken.map((word) => word.box)),
    })
    index += count
  }
  // "S" alone, or "M L" read off a sentence, is no header: two sizes at least, one of them a word.
  const isWord = labels.some((label) => label.text.length >= 3)
  return labels.length >= 2 && (isWord || labels.length >= 3) ? labels : undefined
}
