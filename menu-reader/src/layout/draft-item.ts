import type { Box } from '../geometry/box.ts'
import { middleValue } from '../numbers/median.ts'
import type { AllergenId } from './allergens/allergen-words.ts'
import type { LineParts } from './line-parts.ts'
import { isAllCaps, type Line } from './line-text.ts'
import { splitNameAndDescription } from './name-split.ts'
import type { PricePart } from './price-run.ts'
import type { SizeLabel } from './size-labels.ts'

export type NameStyle = { size: number; isBold: boolean; isCaps: boolean }

/** An item as the layout reads it, before ids and display prices. */
export type DraftItem = {
  /** Where the item's last line ends (page units), so a footer far below is not taken for its description. */
  bottom: number
  /** How the item's name line is printed. */
  style: NameStyle & { isItalic: boolean }
  name: string
  price: string
  /** The prices of `price` one by one, with the sizes printed before them. */
  prices: PricePart[]
  /** The size labels of the table the item is printed in (its header row); [] when in none; undefined until known. */
  sizeLabels: SizeLabel[] | undefined
  description: string[]
  page: number
  box: Box
  confidence: number
  /** The allergens the menu states it contains (allergens/), in the Annex's order; none when it states none. */
  allergens?: AllergenId[]
  /** Those it may hold as traces ("puede contener trazas de…"), never one it contains. */
  allergenTraces?: AllergenId[]
  /** Its English name and description, read from a bilingual card (bilingual/). */
  english?: EnglishTexts
  /** A set menu's courses in printed order (set-menus/); absent on a dish. */
  courses?: DraftCourse[]
  /** What a set menu's price includes, as printed ("pan", "bebida"); absent on a dish. */
  includes?: string[]
}

/** A set menu's course as the layout reads it: its heading and the dishes to choose from. */
export type DraftCourse = { name: string; choices: { name: string; description: string }[] }

/** The English of a name, a description or a heading printed beside the Spanish on a bilingual card. */
export type EnglishTexts = { name?: string; description?: string }

export type DraftSection = { name: string; items: DraftItem[]; english?: EnglishTexts }

/** An item opened by its name's line: the name, and a description printed after it on the line if any. */
export function startsItem(line: Line, page = line.page): DraftItem {
  const [name, description] = splitNameAndDescription(line.words)
  const nameWords = line.words.slice(0, Math.max(1, name.split(/\s+/).length))
  return {
    bottom: line.box.y1,
    style: {
      size: middleValue(nameWords.map((w) => w.size)),
      isBold: nameWords.every((w) => w.isBold),
      isItalic: nameWords.every((w) => w.isItalic),
      isCaps: isAllCaps(name),
    },
    // Trade marks ("RIBS®") and a full stop after a whole word ("Patatas Asadas.") are no part of a name.
    name: (name || line.text).replace(/\s*[®™]/gu, '').replace(/(\p{L}{4,}|\))[.,;:]+$/u, '$1'),
    price: line.price,
    prices: line.prices,
    sizeLabels: undefined,
    description: description ? [description] : [],
    page,
    box: { ...line.box },
    confidence: line.confidence,
  }
}

/** Prices one by one joined as a line prints sizes' prices ("$590/$1090"). */
export const joinPrices = (prices: readonly PricePart[]) => prices.map((part) => part.price).join('/')

/** Gives an item a line's price, its sizes' prices with it. */
export function setPrice(item: DraftItem, line: LineParts) {
  item.price = line.price
  item.prices = line.prices
}

/**
 * Whether a line is close enough to an item to describe it: same page, beside it (a row OCR cut at a dash:
 * "Flat iron steak" / "bearnaise  22.50") or within about two lines below it.
 */
export const isNear = (line: Line, item: DraftItem) =>
  line.page === item.page &&
  line.box.y0 >= item.box.y0 - 0.5 * line.size &&
  line.box.y0 - item.bottom <= 2.2 * line.size

const LEADING_NUMBER = /^(\d{1,3})\s+(?=\p{L})/u

/**
 * Plain numbers in front of names ("10 HAMBURGUESA", "11 BANDEJA PAISA") are item numbers when they count
 * up through the menu (dropped); otherwise they may be part of the name ("2 ANCHOAS", "4 quesos"), or
 * prices printed before names without a sign.
 */
export function stripItemNumbers(items: DraftItem[]) {
  const numbered = items.filter((item) => LEADING_NUMBER.test(item.name))
  if (numbered.length < 3) return

  const values = numbered.map((item) => Number(item.name.match(LEADING_NUMBER)?.[1]))
  const steps = values.slice(1).filter((value, index) => value === (values[index] ?? 0) + 1).length
  if (steps >= (values.length - 1) * 0.6) {
    for (const item of numbered) item.name = item.name.replace(LEADING_NUMBER, '')
    return
  }
  // Numbers that do not count up, in front of names that have no price: prices printed before the names.
  const unpriced = numbered.filter((item) => item.price === '')
  if (unpriced.length < numbered.length * 0.8) return
  for (const item of unpriced) {
    item.price = item.name.match(LEADING_NUMBER)?.[1] ?? ''
    item.name = item.name.replace(LEADING_NUMBER, '')
  }
}
