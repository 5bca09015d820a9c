// What the lines around a set menu's courses say of it: a price for the whole ("Precio: 14 €", "Medio menú
// 8 €", a price alone), words naming it, what its price includes ("Incluye pan, bebida y postre o café", run
// on to a second line, its separators read where the reading lost them).
import type { Word } from '../../geometry/word.ts'
import { textSize } from '../line-labels/page-context.ts'
import { type Line, startsLower } from '../line-text.ts'
import type { PricePart } from '../price-run.ts'
import { isSetPriceLine, readLinePrices } from './set-menu-prices.ts'
import { isSetMenuPriceText, isSetMenuTitle, readCourseHeading, readIncludes } from './set-menu-words.ts'

/** A line of the page as read (its price split off its text) with the words it was read from, price included. */
export type SetMenuLine = Line & { printed: Word[] }

/** What a line beside the courses says: prices, whether words name them, what the price includes. */
export type Found = { prices: PricePart[]; named: boolean; includes: string[] }

/** A line's words as printed, its price among them. */
export const printedText = (line: SetMenuLine) => line.printed.map((word) => word.text).join(' ')

/** A short line without a price: a note ("De lunes a viernes") beside a set menu, or a dish. */
export const isNote = (line: Line) => line.price === '' && line.text.split(/\s+/).length <= 8

// "Con arroz, ensalada y jugo" after a set menu's price: what the price comes with.
const WITH = /^(?:con|with|served with|acompa[ñn]ad[oa]s? de)\s+/iu

// The prices a line prints for a set menu ("Precio: 14 €", "Medio menú 8 €", a price alone), or undefined.
export function priceLineOf(line: SetMenuLine): PricePart[] | undefined {
  if (!/\d/.test(line.price) && !line.printed.some((word) => /\d/.test(word.text))) return undefined
  return isSetPriceLine(line.printed) ? readLinePrices(line.printed) : undefined
}

// A line's words with a comma where a wide gap parts them: a separator the page printed and the reading lost
// ("pan · agua o vino · café", the dots dropped as specks).
function textWithGaps(words: readonly Word[]): string {
  const gaps = words.slice(1).map((word, index) => word.box.x0 - (words[index] as Word).box.x1)
  // Against the narrowest space: most gaps of "pan · agua · café" are separators.
  const space = Math.max(0, Math.min(...gaps))
  const size = Math.max(...words.map((word) => word.size))
  return words
    .map((word, index) => {
      const gap = gaps[index - 1]
      const isWide = gap !== undefined && gap > Math.max(1.8 * space, size)
      return index === 0 ? word.text : `${isWide ? ',' : ''} ${word.text}`
    })
    .join('')
}

// A price printed alone, no words naming it.
export const isBare = (found: Found) =>
  !found.named && found.prices.length > 0 && found.prices.every((part) => part.label === '')

// What a line beside the courses says of the set menu: its price(s), whether words name them, or what it includes.
export function readAround(line: SetMenuLine, hasPrice: boolean): Found | undefined {
  const prices = priceLineOf(line)
  if (prices) {
    const isNamedPart = (part: PricePart) => part.label !== '' && isSetMenuPriceText(part.label)
    return { prices, named: isSetMenuTitle(line.text) || prices.some(isNamedPart), includes: [] }
  }
  if (line.price !== '') return undefined
  const text = textWithGaps(line.printed)
  const includes =
    readIncludes(text) ??
    (hasPrice && WITH.test(text) ? readIncludes(`Incluye ${text.replace(WITH, '')}`) : undefined)
  return includes ? { prices: [], named: false, includes } : undefined
}

// "Con arroz, ensalada, maduro y jugo natural": a sentence of three things the menu comes with, no dish's
// description ("con patatas fritas", in lower case, under the dish).
export const isWithList = (text: string) =>
  !startsLower(text) && WITH.test(text) && (readIncludes(text.replace(WITH, 'Incluye ')) ?? []).length >= 3

// What is included, run on to a short line set tight under its line and printed as it is ("Incluye: pan,
// bebida, postre o" / "café"); undefined when the next line is no such end.
export function readWrappedIncludes(
  lines: readonly SetMenuLine[],
  at: number,
): { includes: string[] } | undefined {
  const [line, next] = [lines[at] as SetMenuLine, lines[at + 1]]
  if (next?.price !== '' || next.page !== line.page || next.text.split(/\s+/).length > 3) return undefined
  const isTight = next.box.y0 >= line.box.y0 && next.box.y0 - line.box.y1 <= 0.8 * textSize(line)
  const isAlike =
    Math.abs(textSize(next) - textSize(line)) <= 0.15 * textSize(line) && next.isItalic === line.isItalic
  // A line cut after "o", "y" or a comma goes on whatever the next says ("postre o" / "café").
  const isCut = /(?:,|\s(?:o|y|u|e|or|and|&|de|con|with))$/iu.test(line.text)
  const isOther = readCourseHeading(next.text) !== undefined || isSetMenuTitle(next.text)
  if (!isTight || !isAlike || (isOther && !isCut)) return undefined
  const includes = readIncludes(`${textWithGaps(line.printed)} ${textWithGaps(next.printed)}`)
  return includes ? { includes } : undefined
}
