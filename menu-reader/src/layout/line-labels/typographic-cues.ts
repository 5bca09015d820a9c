// The reader's earlier hand rules, kept as cues the line labeller weighs among its features rather than as
// decisions taken in a fixed order: how the page prints its item names (learned from the priced lines), and
// whether a line reads like a heading, like one of those names, or like a description of the name above it.
// They carry what was learned on real menus; the model learns when to trust them.
import { middleValue } from '../../numbers/median.ts'
import {
  CONNECTIVE,
  isAllCaps,
  isLonePrice,
  type Line,
  lettersOf,
  startsLower,
  wordCount,
} from '../line-text.ts'

/** How a menu prints its item names: type size (page units), weight and case. */
export type NameStyle = { size: number; isBold: boolean; isCaps: boolean }

// Name, description, then the price: the name is the more prominent of the two lines above a lone price.
function nameAboveLonePrice(
  lines: Line[],
  index: number,
  isPriceAfterDescription: boolean,
): Line | undefined {
  const [above, twoAbove] = [lines[index - 1], lines[index - 2]]
  if (!above || above.text === '' || above.price !== '') return undefined
  const isNameTwoAbove =
    twoAbove !== undefined &&
    twoAbove.text !== '' &&
    twoAbove.price === '' &&
    (isPriceAfterDescription ||
      twoAbove.size > above.size * 1.05 ||
      (above.isItalic && !twoAbove.isItalic) ||
      (twoAbove.isBold && !above.isBold))
  return isNameTwoAbove ? twoAbove : above
}

/** How the menu prints its item names, learned from the lines that carry a price (undefined: none do). */
export function learnNameStyle(lines: Line[], isPriceAfterDescription: boolean): NameStyle | undefined {
  const named: Line[] = []
  lines.forEach((line, index) => {
    if (line.text !== '' && line.price !== '') named.push(line)
    const name = isLonePrice(line) ? nameAboveLonePrice(lines, index, isPriceAfterDescription) : undefined
    if (name) named.push(name)
  })
  if (named.length === 0) return undefined
  const size = middleValue(named.map((line) => middleValue(line.words.map((w) => w.size))))
  const isBold = named.filter((line) => line.words.every((w) => w.isBold)).length > named.length / 2
  const isCaps = named.filter((line) => isAllCaps(line.text)).length > named.length / 2
  return { size, isBold, isCaps }
}

// OCR reads icons and smudges as short nonsense: too few letters, or read without confidence.
const isSmudge = (line: Line) =>
  lettersOf(line.text).length < 3 || (line.confidence < 45 && lettersOf(line.text).length < 8)

/** Whether an unpriced line stands out from the names as a heading does: larger, in capitals, or bolder. */
export function looksLikeHeading(line: Line, style: NameStyle | undefined): boolean {
  if (line.price !== '' || line.text === '' || isSmudge(line)) return false
  if (wordCount(line.text) > 7 || /[,;]$/.test(line.text)) return false
  // "Espaguetis a la" / "carbonara": a heading does not end on a connective; a wrapped name does. (A
  // capitals heading may wrap: "JUICES AND" / "SOFT DRINKS".)
  const lastWord = line.text.split(/\s+/).at(-1) ?? ''
  if (CONNECTIVE.test(lastWord) && lastWord === lastWord.toLowerCase()) return false
  if (!style) return isAllCaps(line.text) || line.isBold
  if (line.size >= style.size * 1.18) return true
  if (isAllCaps(line.text) && !style.isCaps) return true
  return line.isBold && !style.isBold && line.size >= style.size * 0.95
}

/** Whether a line is printed like the menu's item names (same size, weight and case) and reads like one. */
export function looksLikeName(line: Line, style: NameStyle | undefined): boolean {
  if (!style || line.text === '') return false
  // A sentence's end or its middle ("la noche un puchero con mucha chicha.") names no dish.
  if (line.price === '' && (startsLower(line.text) || /[.;]$/.test(line.text))) return false
  const sameSize = Math.abs(line.size - style.size) <= style.size * 0.12
  const sameWeight = line.isBold === style.isBold
  const sameCase = isAllCaps(line.text) === style.isCaps
  return sameSize && sameWeight && sameCase && !line.isItalic
}

/**
 * Whether a line reads as the description of a name printed in `name`'s style: printed less prominently,
 * or like a sentence.
 */
export function looksLikeDescription(line: Line, name: NameStyle & { isItalic: boolean }): boolean {
  if (line.size < name.size * 0.9) return true
  if (name.isBold && !line.isBold) return true
  if (line.isItalic && !name.isItalic) return true
  if (name.isCaps && !isAllCaps(line.text)) return true
  if (startsLower(line.text)) return true
  const words = wordCount(line.text)
  return words >= 8 || (words >= 5 && line.text.includes(',')) || /[.;]$/.test(line.text)
}
