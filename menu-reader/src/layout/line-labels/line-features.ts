import { middleValue } from '../../numbers/median.ts'
import {
  CONNECTIVE,
  endsOnConnective,
  isAllCaps,
  isLonePrice,
  type Line,
  lettersOf,
  startsLower,
  wordCount,
} from '../line-text.ts'
import { splitNameAndDescription } from '../name-split.ts'
import { readSizeRow } from '../size-labels.ts'
import { type PageContext, readPageContext, styledShare, textSize } from './page-context.ts'
import { looksLikeDescription, looksLikeHeading, looksLikeName, type NameStyle } from './typographic-cues.ts'

type LineAt = { line: Line; index: number; lines: Line[]; context: PageContext }

// A gap to a line on another page or column: as wide as any gap that matters.
const FAR = 10
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
const flag = (value: boolean) => (value ? 1 : 0)

// The white space between two lines of one column, in the lower line's type heights; FAR across columns.
function gapBetween(
  upper: Line | undefined,
  lower: Line | undefined,
  context: PageContext,
  at: number,
): number {
  if (!upper || !lower || upper.page !== lower.page || context.columns[at] !== context.columns[at - 1])
    return FAR
  return clamp((lower.box.y0 - upper.box.y1) / Math.max(lower.size, 1), -2, FAR)
}

// Whether two lines are printed alike: about the same size, the same weight, slant and case.
const isPrintedAlike = (line: Line, other: Line) =>
  Math.abs(textSize(other) - textSize(line)) <= 0.05 * textSize(line) &&
  other.isBold === line.isBold &&
  other.isItalic === line.isItalic &&
  isAllCaps(other.text) === isAllCaps(line.text)

// Lines in a row, from this one, printed alike (a list of names, a description's lines), up to 10.
function alikeRun({ lines, index }: LineAt, step: 1 | -1): number {
  const line = lines[index] as Line
  let count = 0
  for (let at = index + step; count < 10; at += step) {
    const other = lines[at]
    if (!other || other.text === '' || other.page !== line.page || !isPrintedAlike(line, other)) break
    count++
  }
  return count
}

// How a line is printed against its neighbour one way: type size ratio, and whether printed alike (1) or
// not (0); −1 for no text neighbour on the same page.
function againstNeighbour({ lines, index }: LineAt, step: 1 | -1, measure: 'size' | 'alike'): number {
  const [line, other] = [lines[index] as Line, lines[index + step]]
  if (!other || other.text === '' || line.text === '' || other.page !== line.page) return -1
  return measure === 'size' ? textSize(line) / textSize(other) : flag(isPrintedAlike(line, other))
}

// The other text lines of the page printed like this one: how many (up to 20), and the share of them that
// carry a price (a menu's names mostly do; its headings and descriptions seldom).
function printedAlikeElsewhere({ lines, index }: LineAt, measure: 'count' | 'priced'): number {
  const line = lines[index] as Line
  if (line.text === '') return 0
  const alike = lines.filter(
    (other, at) =>
      at !== index && other.text !== '' && other.page === line.page && isPrintedAlike(line, other),
  )
  if (measure === 'count') return Math.min(alike.length, 20)
  return alike.length === 0 ? -1 : alike.filter((other) => other.price !== '').length / alike.length
}

// The style of the nearest line above (within a few, on the page) that names an item: one with a price, or
// printed like the names; undefined when there is none.
function nameStyleAbove({ lines, index, context }: LineAt): (NameStyle & { isItalic: boolean }) | undefined {
  const line = lines[index] as Line
  for (let at = index - 1; at >= Math.max(0, index - 8); at--) {
    const other = lines[at] as Line
    if (other.page !== line.page) return undefined
    if (other.text === '' || (other.price === '' && !looksLikeName(other, context.nameStyle))) continue
    const words = other.words
    return {
      size: middleValue(words.map((word) => word.size)),
      isBold: words.every((word) => word.isBold),
      isItalic: words.every((word) => word.isItalic),
      isCaps: isAllCaps(other.text),
    }
  }
  return undefined
}

// Text lines from this one to the nearest line with a price, going one way (6 when none is that near).
function textLinesToPrice({ lines, index }: LineAt, step: 1 | -1): number {
  for (let count = 1; count <= 6; count++) {
    const other = lines[index + step * count]
    if (!other) return 6
    if (other.price !== '') return count
  }
  return 6
}

// The features of a line on its own and against its page: what its neighbours' features are made of.
const OWN_FEATURES: readonly (readonly [string, (at: LineAt) => number])[] = [
  ['exists', () => 1],
  ['sizeToBody', ({ line, context }) => textSize(line) / context.bodySize],
  ['sizeToPriced', ({ line, context }) => textSize(line) / context.pricedSize],
  ['boldShare', ({ line }) => styledShare(line, (word) => word.isBold)],
  ['italicShare', ({ line }) => styledShare(line, (word) => word.isItalic)],
  ['isCaps', ({ line }) => flag(isAllCaps(line.text))],
  ['sameWeightAsPriced', ({ line, context }) => (line.isBold ? context.pricedBold : 1 - context.pricedBold)],
  [
    'sameCaseAsPriced',
    ({ line, context }) => (isAllCaps(line.text) ? context.pricedCaps : 1 - context.pricedCaps),
  ],
  [
    'sameSlantAsPriced',
    ({ line, context }) => (line.isItalic ? context.pricedItalic : 1 - context.pricedItalic),
  ],
  ['hasPrice', ({ line }) => flag(line.price !== '')],
  ['priceCount', ({ line }) => line.prices.length],
  ['isLonePrice', ({ line }) => flag(isLonePrice(line))],
  [
    'isPriceFirst',
    ({ line }) =>
      flag(
        line.prices.length > 0 &&
          line.words.length > 0 &&
          (line.prices[0]?.box.x0 ?? 0) < (line.words[0]?.box.x0 ?? 0),
      ),
  ],
  [
    'priceGap',
    ({ line }) => {
      const [price, last] = [line.prices[0], line.words.at(-1)]
      return price && last ? clamp((price.box.x0 - last.box.x1) / line.size, -2, 40) : -3
    },
  ],
  ['words', ({ line }) => wordCount(line.text)],
  ['letters', ({ line }) => lettersOf(line.text).length],
  ['letterRatio', ({ line }) => (line.text === '' ? 0 : lettersOf(line.text).length / line.text.length)],
  [
    'titleShare',
    ({ line }) => {
      const words = line.text.split(/\s+/).filter((word) => /\p{L}/u.test(word))
      return words.length === 0
        ? 0
        : words.filter((word) => /^\P{L}*\p{Lu}/u.test(word)).length / words.length
    },
  ],
  ['endsOnConnective', ({ line }) => flag(endsOnConnective(line.text))],
  // "AJIACO SANTAFEREÑO DE LA": a capitals name cut after its link word.
  ['endsOnLinkWord', ({ line }) => flag(CONNECTIVE.test(line.text.split(/\s+/).at(-1) ?? ''))],
  ['endsOnComma', ({ line }) => flag(/[,;]$/.test(line.text))],
  ['endsOnStop', ({ line }) => flag(/\.$/.test(line.text))],
  ['endsOnColon', ({ line }) => flag(/:$/.test(line.text))],
  ['startsLower', ({ line }) => flag(startsLower(line.text))],
  ['startsDigit', ({ line }) => flag(/^\d/.test(line.text))],
  ['commas', ({ line }) => (line.text.match(/,/g) ?? []).length],
  ['hasBracket', ({ line }) => flag(/[()]/.test(line.text))],
  ['confidence', ({ line }) => line.confidence / 100],
  ['isSizeRow', ({ line }) => flag(line.price === '' && readSizeRow(line.words) !== undefined)],
  [
    'splitsDescription',
    ({ line }) => flag(line.words.length > 1 && splitNameAndDescription(line.words)[1] !== ''),
  ],
  [
    'startToColumn',
    ({ line, index, context }) => {
      const column = context.columns[index]
      return column ? (line.box.x0 - column.x0) / Math.max(column.x1 - column.x0, 1) : 0
    },
  ],
  [
    'endToColumn',
    ({ line, index, context }) => {
      const column = context.columns[index]
      return column ? (column.x1 - line.box.x1) / Math.max(column.x1 - column.x0, 1) : 0
    },
  ],
  [
    'offCentre',
    ({ line, index, context }) => {
      const column = context.columns[index]
      if (!column) return 0
      return (
        Math.abs((line.box.x0 + line.box.x1 - column.x0 - column.x1) / 2) / Math.max(column.x1 - column.x0, 1)
      )
    },
  ],
  [
    'widthToColumn',
    ({ line, index, context }) => {
      const column = context.columns[index]
      return column ? (line.box.x1 - line.box.x0) / Math.max(column.x1 - column.x0, 1) : 1
    },
  ],
  [
    'downPage',
    ({ line, context }) => {
      const page = context.pages.get(line.page)
      return page ? (line.box.y0 - page.y0) / Math.max(page.y1 - page.y0, 1) : 0
    },
  ],
  ['gapAbove', ({ lines, index, context }) => gapBetween(lines[index - 1], lines[index], context, index)],
  ['gapBelow', ({ lines, index, context }) => gapBetween(lines[index], lines[index + 1], context, index + 1)],
  [
    'indent',
    ({ line, lines, index, context }) => {
      const above = lines[index - 1]
      if (!above || context.columns[index] !== context.columns[index - 1]) return 0
      return clamp((line.box.x0 - above.box.x0) / line.size, -20, 20)
    },
  ],
  ['sizeToAbove', (at) => againstNeighbour(at, -1, 'size')],
  ['sizeToBelow', (at) => againstNeighbour(at, 1, 'size')],
  ['alikeToAbove', (at) => againstNeighbour(at, -1, 'alike')],
  ['alikeToBelow', (at) => againstNeighbour(at, 1, 'alike')],
  ['cueHeading', ({ line, context }) => flag(looksLikeHeading(line, context.nameStyle))],
  ['cueName', ({ line, context }) => flag(looksLikeName(line, context.nameStyle))],
  [
    'cueDescribesName',
    (at) => {
      const style = nameStyleAbove(at)
      return style ? flag(looksLikeDescription(at.line, style)) : -1
    },
  ],
  ['cueListed', ({ index, context }) => flag(context.isListed[index] === true)],
  ['cueListHeading', ({ index, context }) => flag(context.isListHeading[index] === true)],
  ['alikeOnPage', (at) => printedAlikeElsewhere(at, 'count')],
  ['alikePricedShare', (at) => printedAlikeElsewhere(at, 'priced')],
  ['alikeAbove', (at) => alikeRun(at, -1)],
  ['alikeBelow', (at) => alikeRun(at, 1)],
  ['textLinesFromPrice', (at) => textLinesToPrice(at, -1)],
  ['textLinesToPrice', (at) => textLinesToPrice(at, 1)],
  [
    'largerLines',
    ({ line, lines }) => {
      const size = textSize(line)
      const texts = lines.filter((other) => other.text !== '')
      return texts.filter((other) => textSize(other) > size * 1.05).length / Math.max(texts.length, 1)
    },
  ],
]

// What a line's neighbours say of it: how they are printed and where their prices are.
const NEIGHBOUR_FEATURES = [
  'exists',
  'sizeToPriced',
  'boldShare',
  'italicShare',
  'isCaps',
  'hasPrice',
  'isLonePrice',
  'words',
  'startsLower',
  'endsOnConnective',
  'endsOnLinkWord',
  'endsOnStop',
  'isSizeRow',
  'cueHeading',
  'cueName',
  'gapAbove',
  'startToColumn',
]
const NEIGHBOURS = [-2, -1, 1, 2]
const PAGE_FEATURES: readonly (readonly [string, (context: PageContext) => number])[] = [
  ['pagePricedShare', (context) => context.pricedShare],
  ['pageLonePriceShare', (context) => context.lonePriceShare],
  ['pageAfterTwoShare', (context) => context.afterTwoShare],
  ['pageSecondLineShare', (context) => context.secondLineShare],
  ['pagePriceAfterDescription', (context) => flag(context.isPriceAfterDescription)],
  ['pageHasNameStyle', (context) => flag(context.nameStyle !== undefined)],
  ['pagePricedBold', (context) => context.pricedBold],
  ['pagePricedCaps', (context) => context.pricedCaps],
  ['pagePricedToBody', (context) => context.pricedSize / context.bodySize],
]

/** The names of the features, in the order of each line's feature vector (the model's inputs). */
export const FEATURE_NAMES: readonly string[] = [
  ...OWN_FEATURES.map(([name]) => name),
  ...NEIGHBOURS.flatMap((offset) => NEIGHBOUR_FEATURES.map((name) => `${name}@${offset}`)),
  ...PAGE_FEATURES.map(([name]) => name),
]

const neighbourIndexes = NEIGHBOUR_FEATURES.map((name) => OWN_FEATURES.findIndex(([own]) => own === name))

/** Each line's features (FEATURE_NAMES' order): its print, text and place against its page and neighbours. */
export function readLineFeatures(lines: Line[]): number[][] {
  const context = readPageContext(lines)
  const own = lines.map((line, index) =>
    OWN_FEATURES.map(([, value]) => value({ line, index, lines, context })),
  )
  const page = PAGE_FEATURES.map(([, value]) => value(context))
  return own.map((values, index) => [
    ...values,
    ...NEIGHBOURS.flatMap((offset) => {
      const other = own[index + offset]
      return neighbourIndexes.map((at) => (other ? (other[at] as number) : -1))
    }),
    ...page,
  ])
}
