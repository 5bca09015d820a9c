// A bilingual card set in two columns, Spanish | English, the price after the English ("Setas de temporada
// | Seasonal wild mushrooms  18,00"). The page's columns are read one after the other, so the Spanish would
// be read as dishes without prices and the English as other dishes with them. Each Spanish line is joined to
// the English line beside it, as "Spanish / English" (read-bilingual.ts then splits it), before the lines are
// read as dishes.
import { verticalOverlap } from '../../geometry/box.ts'
import type { Word } from '../../geometry/word.ts'
import { isPriceText } from '../prices.ts'
import { type Segment, toSegment } from '../segments.ts'
import { CLEAR_EVIDENCE, languageEvidence } from './language.ts'

/** Rows of a page that pair a Spanish line with an English one, at least this many, make a card of two columns. */
const MIN_PAIRS = 3

// A segment's words without the price glued at its end.
const textWords = (segment: Segment) => {
  const words = [...segment.words]
  while (words.length > 0 && isPriceText((words.at(-1) as Word).text)) words.pop()
  return words
}

const textOf = (words: readonly Word[]) => words.map((word) => word.text).join(' ')

// The English line beside a Spanish one: on its row (overlapping by half its height), to its right, in
// type of about its size; the nearest.
function englishBeside(spanish: Segment, segments: readonly Segment[]): Segment | undefined {
  const height = spanish.box.y1 - spanish.box.y0
  const beside = segments.filter(
    (other) =>
      other !== spanish &&
      other.page === spanish.page &&
      other.box.x0 >= spanish.box.x1 &&
      verticalOverlap(other.box, spanish.box) >= 0.5 * Math.min(height, other.box.y1 - other.box.y0) &&
      Math.abs(other.size - spanish.size) <= 0.35 * spanish.size,
  )
  return beside.reduce<Segment | undefined>(
    (nearest, other) => (!nearest || other.box.x0 < nearest.box.x0 ? other : nearest),
    undefined,
  )
}

// A Spanish line without a price, and the English line beside it in clear English.
function isPair(spanish: Segment, english: Segment): boolean {
  const spanishWords = textWords(spanish)
  if (spanishWords.length !== spanish.words.length || spanishWords.length === 0) return false
  const englishText = textOf(textWords(english))
  return (
    languageEvidence(textOf(spanishWords)) >= CLEAR_EVIDENCE &&
    englishText !== '' &&
    languageEvidence(englishText) <= -CLEAR_EVIDENCE
  )
}

/**
 * The segments with each Spanish line joined to the English line beside it ("Setas de temporada / Seasonal
 * wild mushrooms 18,00", in the Spanish line's place), when three rows or more of the page pair so; else as
 * they were.
 */
export function joinLanguageColumns(segments: readonly Segment[]): Segment[] {
  const pairs = new Map<Segment, Segment>()
  for (const segment of segments) {
    const english = englishBeside(segment, segments)
    if (english && !pairs.has(english) && isPair(segment, english)) pairs.set(segment, english)
  }
  if (pairs.size < MIN_PAIRS) return [...segments]
  const joined = new Set(pairs.values())
  return segments.flatMap((segment) => {
    if (joined.has(segment)) return []
    const english = pairs.get(segment)
    if (!english) return [segment]
    // A slash in the gap between the two, so the line reads "Spanish / English" as a slash card prints it.
    const first = english.words[0] as Word
    const last = segment.words.at(-1) as Word
    const slash: Word = { ...last, text: '/', box: { ...last.box, x0: last.box.x1, x1: first.box.x0 } }
    return [{ ...segment, ...toSegment(segment.page, [...segment.words, slash, ...english.words]) }]
  })
}
