// A cue of the line labeller kept from the reader's earlier rules: lists of dishes printed without prices
// (a set menu's courses) under their heading.
import { middleValue } from '../../numbers/median.ts'
import { isAllCaps, type Line, lettersOf, startsLower, wordCount } from '../line-text.ts'

const isPrintedAlike = (line: Line, other: Line) =>
  line.page === other.page &&
  Math.abs(line.size - other.size) <= 0.05 * other.size &&
  line.isBold === other.isBold &&
  line.isItalic === other.isItalic &&
  isAllCaps(line.text) === isAllCaps(other.text)

// A list this long is no heading and its description: three lines or more.
const LIST_LENGTH = 3

// A line of a list reads like a name: short, no sentence.
const isListLine = (line: Line) =>
  line.price === '' &&
  lettersOf(line.text).length >= 3 &&
  wordCount(line.text) <= 8 &&
  !startsLower(line.text) &&
  !/[.,;:]$/.test(line.text)

// Close under its heading, printed larger, bolder or in capitals: a footer's lines (an address, opening
// hours) sit far below the last item.
const isListHeadingOver = (above: Line | undefined, first: Line) =>
  above !== undefined &&
  above.price === '' &&
  above.page === first.page &&
  !startsLower(above.text) &&
  first.box.y0 - above.box.y1 <= 4 * first.size &&
  (above.size >= first.size * 1.15 ||
    (above.isBold && !first.isBold) ||
    (isAllCaps(above.text) && !isAllCaps(first.text)))

/**
 * Which lines are items of a list without prices (a set menu's courses), and which line heads such a list:
 * a run of short lines of a few words each, printed alike, one under the other, close under a heading
 * printed larger, bolder or in capitals. A description never runs three lines of names.
 */
export function findUnpricedLists(lines: Line[]): { isListed: boolean[]; isListHeading: boolean[] } {
  const isListed = lines.map(() => false)
  const isListHeading = lines.map(() => false)
  let start = 0
  while (start < lines.length) {
    const first = lines[start] as Line
    let end = start
    while (
      end < lines.length &&
      isListLine(lines[end] as Line) &&
      isPrintedAlike(lines[end] as Line, first) &&
      (end === start || (lines[end] as Line).box.y0 - (lines[end - 1] as Line).box.y1 <= first.size)
    )
      end++
    // A legend ("Vegetarian", "Peanuts") lists single words; dishes take a few.
    const words = middleValue(lines.slice(start, end).map((line) => wordCount(line.text)))
    if (end - start >= LIST_LENGTH && isListHeadingOver(lines[start - 1], first) && words >= 3) {
      isListed.fill(true, start, end)
      isListHeading[start - 1] = true
    }
    start = Math.max(end, start + 1)
  }
  return { isListed, isListHeading }
}
