// A set menu's courses as its lines print them: a course heading ("Primeros", "Sopa", "Mains"), then the
// dishes to choose from, one a line and no price, each maybe with a line describing it under it or with its
// name wrapped onto the next line. A course ends where a price, another heading, a line printed unlike its
// dishes, a jump to the next column or a wide white space comes.
import { middleValue } from '../../numbers/median.ts'
import { textSize } from '../line-labels/page-context.ts'
import { isAllCaps, type Line, lettersOf, startsLower } from '../line-text.ts'

/** A dish of a course: its name and description as read, and the lines they were read from. */
export type ReadChoice = { name: string; description: string[]; lines: number[] }

export type ReadCourse = {
  /** The heading as printed, without a colon or decoration ("PRIMEROS"). */
  name: string
  /** The heading's line. */
  heading: number
  choices: ReadChoice[]
  /** The index after the course's last line. */
  end: number
  /** The white space between its dishes' lines, as most are set (page units). */
  usualGap: number
}

// OCR reads a rule, a bullet or a smudge between dishes as a line of a letter or none: no dish, no end.
const isSmudge = (line: Line) => line.price === '' && lettersOf(line.text).length < 2

// A name cut after a link word goes on ("Filete de ternera con" / "patatas"); in capitals too ("MANCHEGO Y").
const LINK = /\s(?:con|de|del|al|a|y|e|en|la|el|los|las|with|and|of|the|in|on|&)$/iu

// Under a line, no more than `lines` of the upper line's type size below it.
const isUnder = (line: Line, above: Line, lines: number) =>
  line.page === above.page &&
  line.box.y0 >= above.box.y0 &&
  line.box.y0 - above.box.y1 <= lines * textSize(above)

const isItalic = (line: Line) => line.words.length > 0 && line.words.every((word) => word.isItalic)

// Type sizes a PDF's text layer gives (its words read with full confidence); OCR's are glyph heights, as
// much as a third apart between two dishes of one size ("Ají de gallina" over "Tallarines verdes").
const isMeasured = (line: Line) => line.confidence >= 100

// A line describing the dish above it: under it and opening in lower case ("con patatas fritas"), or close
// under it and set slanted, or measurably smaller.
function isDescriptionOf(line: Line, name: Line): boolean {
  if (startsLower(line.text) && isUnder(line, name, 1.6)) return true
  const isSmaller = isMeasured(line) && isMeasured(name) && textSize(line) < 0.75 * textSize(name)
  return isUnder(line, name, 0.9) && ((isItalic(line) && !isItalic(name)) || isSmaller)
}

/** Whether a line is printed like a course's heading rather than like its dishes (larger, bolder or in capitals). */
export function isPrintedLikeHeading(line: Line, heading: Line, dish: Line): boolean {
  const [size, headingSize, dishSize] = [textSize(line), textSize(heading), textSize(dish)]
  const sizeApart = Math.abs(headingSize - dishSize) >= 0.1 * dishSize
  const boldApart = heading.isBold !== dish.isBold
  const capsApart = isAllCaps(heading.text) !== isAllCaps(dish.text)
  if (!sizeApart && !boldApart && !capsApart) return false
  return (
    (!sizeApart || Math.abs(size - headingSize) < Math.abs(size - dishSize)) &&
    (!boldApart || line.isBold === heading.isBold) &&
    (!capsApart || isAllCaps(line.text) === isAllCaps(heading.text))
  )
}

// Printed as the course's first dish: upright as it is and about its size (OCR measures a line's glyphs
// loosely: "Lentejas guisadas" comes out twice as tall as "Arvejas con zanahoria").
const isPrintedLikeDish = (line: Line, dish: Line) =>
  isItalic(line) === isItalic(dish) &&
  textSize(line) >= 0.55 * textSize(dish) &&
  textSize(line) <= 2 * textSize(dish)

// The white space under one line and over the next, in page units.
const gapBetween = (above: Line, below: Line) => below.box.y0 - above.box.y1

// A line OCR read with a bullet stuck to the dish ("-Sopa de cocido"): no dish's name opens with one.
const withoutBullet = (text: string) => text.replace(/^[-–—•·*+]+\s*(?=\p{L})/u, '')

/**
 * Whether line `index`, where a course's dishes end, heads the next course by its look: printed like the
 * course's own heading (larger, bolder or in capitals) and with more white space above it than the course's
 * dishes have between them (OCR's sizes and weights alone vary as much from one dish to the next).
 */
export function isHeadingAfter(lines: readonly Line[], course: ReadCourse, index: number): boolean {
  const line = lines[index]
  const [head, dish] = [lines[course.heading] as Line, lines[course.choices[0]?.lines[0] ?? -1]]
  const lastLine = lines[course.end - 1] as Line
  if (!line || !dish || line.price !== '' || line.page !== head.page || startsLower(line.text)) return false
  const space = gapBetween(lastLine, line)
  return (
    isPrintedLikeHeading(line, head, dish) &&
    space >= Math.max(1.4 * course.usualGap, course.usualGap + 0.25 * textSize(line))
  )
}

/**
 * The course whose heading is line `heading`: its dishes from the lines under it, until a line `isEnd` says
 * ends it (a price line, what is included, another heading) or one the rules above do. `supplementOf` reads
 * the supplement a priced dish line prints ("Entrecot (supl. 3 €)"), undefined for a line that prints none.
 */
export function readCourse(
  lines: readonly Line[],
  heading: number,
  name: string,
  isEnd: (index: number) => boolean,
  supplementOf: (index: number) => { name: string; supplement: string } | undefined = () => undefined,
): ReadCourse {
  const head = lines[heading] as Line
  const choices: ReadChoice[] = []
  const gaps: number[] = []
  const course = (): ReadCourse => ({
    name,
    heading,
    choices,
    // The lines after the last dish that made none (smudges) are no part of the course.
    end: (choices.at(-1)?.lines.at(-1) ?? heading) + 1,
    usualGap: gaps.length > 0 ? middleValue(gaps) : 0.4 * textSize(head),
  })
  let last = head
  for (let index = heading + 1; index < lines.length; index++) {
    const line = lines[index] as Line
    const supplement = supplementOf(index)
    if (line.page !== head.page || isEnd(index) || (line.price !== '' && !supplement)) break
    if (isSmudge(line)) continue
    const size = textSize(line)
    const isNextColumn = line.box.y0 < last.box.y0 - 0.5 * size
    if (isNextColumn || gapBetween(last, line) > 2.6 * size) break
    const previous = choices.at(-1)
    const previousLine = lines[previous?.lines.at(-1) ?? -1]
    if (previous && previousLine && !supplement) {
      if (isDescriptionOf(line, previousLine)) {
        previous.description.push(line.text)
        previous.lines.push(index)
        last = line
        continue
      }
      if (previous.description.length === 0 && LINK.test(previous.name) && isUnder(line, previousLine, 0.9)) {
        previous.name = `${previous.name} ${line.text}`
        previous.lines.push(index)
        last = line
        continue
      }
      const first = lines[choices[0]?.lines[0] ?? -1] as Line
      if (!isPrintedLikeDish(line, first) || isHeadingAfter(lines, course(), index)) break
    } else if (!previous && (textSize(line) > 1.6 * textSize(head) || startsLower(line.text))) break
    if (previous) gaps.push(gapBetween(last, line))
    // A description printed on the dish's own line ("Pollo asado - con patatas") is read with it.
    const description = supplement ? [supplement.supplement] : line.description ? [line.description] : []
    choices.push({ name: withoutBullet(supplement?.name ?? line.text), description, lines: [index] })
    last = line
  }
  return course()
}
