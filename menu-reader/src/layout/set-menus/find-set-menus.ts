// Where a page prints a set menu (menú del día, almuerzo, comida corrida, menú ejecutivo, set lunch): course
// headings over dishes printed without prices, and one price for the whole near a line that names it ("Menú
// 12,50 €", "Precio: 14 €", the title's own line) or under its title, often with what it includes. The rules
// are those of such menus in general: a list of course words in Spanish and English, then the shape — unpriced
// lines under headings, a price for the whole beside them — never one page's words.
import { type Box, unionOfBoxes } from '../../geometry/box.ts'
import { textSize } from '../line-labels/page-context.ts'
import type { Line } from '../line-text.ts'
import type { PricePart } from '../price-run.ts'
import {
  type Found,
  isBare,
  isNote,
  isWithList,
  printedText,
  readAround,
  readWrappedIncludes,
  type SetMenuLine,
} from './around-courses.ts'
import { isHeadingAfter, isPrintedLikeHeading, type ReadCourse, readCourse } from './read-courses.ts'
import { readLinePrices, readSupplement } from './set-menu-prices.ts'
import { isPriceLabel, isSetMenuTitle, readCourseHeading, readIncludes } from './set-menu-words.ts'

export type { SetMenuLine } from './around-courses.ts'

/** A set menu found on a page's lines: the lines it takes, its title, price(s), courses and what it includes. */
export type SetMenuBlock = {
  /** The lines it takes (indexes into the lines read), in order: its title, courses, price lines, notes. */
  lines: number[]
  /** The title's lines, top to bottom (a title wrapped over two or three), or [] when it prints none. */
  title: number[]
  prices: PricePart[]
  courses: ReadCourse[]
  includes: string[]
}

// How far above the first heading a title, a price or a note may stand, in the heading's type sizes.
const HEAD_ZONE = 10
// More prices than a whole and a half menu (or two and three courses) and a spare: a carta's price column.
const MOST_PRICES = 3

// The course headed by line `heading`: by its recognised name, else its text; priced lines that print a
// supplement ("Entrecot (supl. 3 €)") are its dishes.
function readLinesCourse(
  lines: readonly SetMenuLine[],
  headings: readonly (string | undefined)[],
  heading: number,
): ReadCourse {
  const name = headings[heading] ?? (lines[heading] as Line).text.replace(/[\s:.–—-]+$/u, '')
  const isEnd = (index: number) => isCourseEnd(lines, headings, index)
  return readCourse(lines, heading, name, isEnd, (index) => readSupplement(printedText(lines[index]!)))
}

/** Whether line `index` ends a course: another heading, a price, what is included, a set menu's title. */
function isCourseEnd(
  lines: readonly SetMenuLine[],
  headings: readonly (string | undefined)[],
  index: number,
): boolean {
  const line = lines[index]
  if (!line) return true
  return (
    headings[index] !== undefined ||
    (line.price !== '' && readSupplement(printedText(line)) === undefined) ||
    readIncludes(printedText(line)) !== undefined ||
    isPriceLabel(line.text) ||
    isWithList(line.text) ||
    isSetMenuTitle(line.text)
  )
}

// The courses that follow one another from the heading at `start`: a recognised heading, or a line printed
// like the first heading where its dishes end ("Arroz o pasta" between "Sopa" and "Guisados").
function readCourses(
  lines: readonly SetMenuLine[],
  headings: readonly (string | undefined)[],
  start: number,
): ReadCourse[] {
  const courses: ReadCourse[] = []
  const isEnd = (index: number) => isCourseEnd(lines, headings, index)
  let heading: number | undefined = start
  while (heading !== undefined) {
    const course = readLinesCourse(lines, headings, heading)
    if (course.choices.length === 0) break
    courses.push(course)
    const isStyledHeading = !isEnd(course.end) && isHeadingAfter(lines, course, course.end)
    heading = headings[course.end] !== undefined || isStyledHeading ? course.end : undefined
  }
  return courses
}

// How far above the first recognised heading a course printed like it may start ("Para empezar" over its
// dishes, then "Segundos").
const LINES_ABOVE_FIRST = 10

// A course above the first recognised one, its heading printed like that one's and its dishes running down to
// it; undefined when there is none.
function readCourseAbove(
  lines: readonly SetMenuLine[],
  headings: readonly (string | undefined)[],
  first: ReadCourse,
  used: ReadonlySet<number>,
): ReadCourse | undefined {
  const [head, dish] = [lines[first.heading] as Line, lines[first.choices[0]?.lines[0] ?? -1] as Line]
  for (let at = first.heading - 2; at >= 0 && at >= first.heading - LINES_ABOVE_FIRST; at--) {
    const line = lines[at] as SetMenuLine
    if (used.has(at) || line.price !== '' || line.page !== head.page) return undefined
    if (!isPrintedLikeHeading(line, head, dish) || isCourseEnd(lines, headings, at)) continue
    const course = readLinesCourse(lines, headings, at)
    // A course's heading is printed about as its others are; a title ("MENÚ DEL" / "DÍA") larger, and reads as one.
    const texts = [line.text, ...course.choices.map((choice) => choice.name)].join(' ')
    if (textSize(line) > 1.3 * textSize(head) || isSetMenuTitle(texts)) return undefined
    // Read in order before the first heading, and printed above it in its column: not a column read before it.
    const isAbove = (index: number) => {
      const box = (lines[index] as Line).box
      return box.y1 <= head.box.y0 + 0.3 * textSize(head) && box.x0 < dish.box.x1 && box.x1 > dish.box.x0
    }
    const isCourse = course.end === first.heading && course.choices.length > 0
    return isCourse && [at, ...course.choices.flatMap((choice) => choice.lines)].every(isAbove)
      ? course
      : undefined
  }
  return undefined
}

/** The set menus a page's lines (in reading order) print; none on a page of dishes with their own prices. */
export function findSetMenus(lines: readonly SetMenuLine[]): SetMenuBlock[] {
  const headings = lines.map((line) => (line.price === '' ? readCourseHeading(printedText(line)) : undefined))
  const blocks: SetMenuBlock[] = []
  const used = new Set<number>()
  for (let index = 0; index < lines.length; index++) {
    if (headings[index] === undefined || used.has(index)) continue
    const courses = readCourses(lines, headings, index)
    if (courses.length === 0) continue
    const above = readCourseAbove(lines, headings, courses[0] as ReadCourse, used)
    if (above) courses.unshift(above)
    const block = readBlock(lines, courses, used)
    if (block) {
      blocks.push(block)
      for (const at of block.lines) used.add(at)
    }
    index = Math.max(index, (courses.at(-1) as ReadCourse).end - 1)
  }
  return blocks
}

// Whether a line beside the courses is near them: under the line before it, no more than a few lines' space
// below, and across from the courses (their extent widened a third either way: a price set to the right).
function isNearBelow(line: Line, above: Line, extent: Box): boolean {
  const size = Math.max(textSize(line), textSize(above))
  const slack = (extent.x1 - extent.x0) / 3
  return (
    line.page === above.page &&
    line.box.y0 >= above.box.y0 - 0.5 * size &&
    line.box.y0 - above.box.y1 <= 4 * size &&
    line.box.x0 < extent.x1 + slack &&
    line.box.x1 > extent.x0 - slack
  )
}

// The lines printed above the first heading and across from the courses, nearest first: where a title, a
// price or a note stands, whatever order the columns were read in.
function linesAbove(
  lines: readonly SetMenuLine[],
  head: Line,
  extent: Box,
  isFree: (index: number) => boolean,
) {
  const reach = HEAD_ZONE * textSize(head)
  return lines
    .flatMap((line, index) =>
      isFree(index) &&
      line.page === head.page &&
      line.box.y1 <= head.box.y0 + 0.3 * textSize(head) &&
      line.box.y0 >= head.box.y0 - reach &&
      line.box.x0 < extent.x1 &&
      line.box.x1 > extent.x0
        ? [index]
        : [],
    )
    .sort((a, b) => (lines[b] as Line).box.y0 - (lines[a] as Line).box.y0)
}

// The title whose last line is the first of `above` (lines over the courses, nearest first): that line, or it
// and the one or two over it, printed alike and set tight, that read as a set menu's title together ("NUESTRO"
// / "MENÚ DEL" / "DÍA 14,50 €" in a narrow box); [] when they read as none. Top to bottom.
function readTitle(lines: readonly SetMenuLine[], above: readonly number[]): number[] {
  const [first] = above
  // A price printed alone under the title ("$ 9.500") is its price, no line of it.
  if (first === undefined || (lines[first] as Line).text === '') return []
  const textOf = (group: readonly number[]) =>
    group
      .map((at) => (lines[at] as Line).text)
      .reverse()
      .join(' ')
  // Whether the next line up is the line before `group`'s top one in a title wrapped over lines.
  const isWrappedAbove = (group: readonly number[]) => {
    const [upper, lower] = [lines[above[group.length] ?? -1], lines[group.at(-1) as number] as Line]
    return (
      group.length < 3 &&
      upper !== undefined &&
      upper.price === '' &&
      Math.abs(textSize(upper) - textSize(lower)) <= 0.1 * textSize(lower) &&
      upper.box.y1 <= lower.box.y0 + 0.2 * textSize(lower) &&
      lower.box.y0 - upper.box.y1 <= 0.6 * textSize(lower)
    )
  }
  let group = [first]
  let title: number[] = []
  for (;;) {
    // The longest reading as a title: "NUESTRO" / "MENÚ DEL" / "DÍA" rather than "MENÚ DEL" / "DÍA".
    if (isSetMenuTitle(textOf(group))) title = group
    if (!isWrappedAbove(group)) return [...title].reverse()
    group = [...group, above[group.length] as number]
  }
}

// The set menu around its courses: its title and what stands between it and them, its price and what it
// includes after them; undefined when the courses and what is around them do not make one.
function readBlock(
  lines: readonly SetMenuLine[],
  courses: ReadCourse[],
  used: ReadonlySet<number>,
): SetMenuBlock | undefined {
  const firstHeading = (courses[0] as ReadCourse).heading
  const coursesEnd = (courses.at(-1) as ReadCourse).end
  const head = lines[firstHeading] as SetMenuLine
  const taken = new Set<number>()
  for (let at = firstHeading; at < coursesEnd; at++) taken.add(at)
  const extent = unionOfBoxes([...taken].map((at) => (lines[at] as Line).box))
  const found: Found[] = []
  // One price printed alone is the set menu's; a second is a carta's beside it.
  const isSecondBare = (around: Found) => isBare(around) && found.some(isBare)
  let title: number[] = []
  const notes: number[] = []
  const zone = linesAbove(lines, head, extent, (index) => !used.has(index) && !taken.has(index))
  for (const [order, at] of zone.entries()) {
    const line = lines[at] as SetMenuLine
    const around = readAround(line, false)
    title = readTitle(lines, zone.slice(order))
    if (title.length > 0) {
      // The title's own price follows it on its (last) line ("Menú del día 12,50 €", "DÍA 14,50 €" under
      // "MENÚ DEL"); a price before it is a column's beside.
      const prices = readLinePrices(line.printed).filter((part) => part.label !== '')
      if (prices.length > 0) found.push({ prices, named: true, includes: [] })
      break
    }
    if (around && !isSecondBare(around)) {
      found.push(around)
      taken.add(at)
    } else if (isNote(line)) notes.push(at)
    // A priced line of a column beside (a photo's rows run across the page) is passed over, not taken.
    else if (!around && line.price === '') break
  }
  // Notes between the title and the courses ("De lunes a viernes") are the set menu's.
  if (title.length > 0) for (const at of [...title, ...notes]) taken.add(at)
  let last = lines[coursesEnd - 1] as Line
  let pending: number[] = []
  for (let at = coursesEnd; at < lines.length && pending.length <= 2 && !used.has(at); at++) {
    const line = lines[at] as SetMenuLine
    if (!isNearBelow(line, last, extent)) break
    const around = readAround(
      line,
      found.some((one) => one.prices.length > 0),
    )
    const isAcross = line.box.x0 < extent.x1 && line.box.x1 > extent.x0
    if (around && isBare(around) && (!isAcross || isSecondBare(around))) break
    if (around) {
      const wrapped = around.includes.length > 0 ? readWrappedIncludes(lines, at) : undefined
      found.push(wrapped ? { ...around, includes: wrapped.includes } : around)
      for (const index of [...pending, at, ...(wrapped ? [at + 1] : [])]) taken.add(index)
      pending = []
      last = wrapped ? (lines[at + 1] as Line) : line
      if (wrapped) at++
    } else if (isNote(line) && readCourseHeading(line.text) === undefined) pending.push(at)
    else break
  }
  const prices = found.flatMap((one) => one.prices)
  const choices = courses.reduce((sum, course) => sum + course.choices.length, 0)
  // Its title, words naming its price, or what its price includes: "near a menú, precio or incluye line".
  const isNamed = title.length > 0 || found.some((one) => one.named || one.includes.length > 0)
  const isEnough = courses.length >= 2 || (title.length > 0 && prices.length > 0)
  if (!isNamed || !isEnough || choices < 2 || prices.length > MOST_PRICES) return undefined
  const includes = found.flatMap((one) => one.includes)
  return { lines: [...taken].sort((a, b) => a - b), title, prices, courses, includes }
}
