import type { PageWords } from '../geometry/word.ts'
import { middleValue } from '../numbers/median.ts'
import { readAllergenLegend } from './allergens/allergen-legend.ts'
import { giveCodeGroups, takeCodeGroups } from './allergens/code-groups.ts'
import { readMenuAllergens } from './allergens/read-allergens.ts'
import { joinLanguageColumns } from './bilingual/language-columns.ts'
import { readBilingualMenu } from './bilingual/read-bilingual.ts'
import { restoreCurrencySigns } from './currency-signs.ts'
import { splitGluedWords } from './glued-words.ts'
import { readPageSegments } from './page-segments.ts'
import { markPriceFirstLines } from './price-first.ts'
import { restorePriceZeros } from './price-zeros.ts'
import { readsAsName } from './restaurant-name.ts'
import { gluePrices, type Segment } from './segments.ts'
import { isSetMenuTitle } from './set-menus/set-menu-words.ts'
import { hasSetMenuTitled, takeSetMenus } from './set-menus/take-set-menus.ts'
import { type DraftSection, readStructure } from './structure.ts'
import { cutIntoBlocks } from './xy-cut.ts'

export type Layout = { restaurantName: string; sections: DraftSection[]; lines: string[] }

// The most prominent text near the top of the first page, when it stands out from everything else: the
// restaurant's name, taken out of `segments`, and where it stood; undefined for none.
function takeNameSegment(
  segments: Segment[],
  firstPage: PageWords | undefined,
): { segment: Segment; at: number } | undefined {
  if (!firstPage) return undefined
  const bodySize = middleValue(segments.map((s) => s.size))
  const top = segments.filter((s) => s.page === firstPage.page && s.box.y1 <= firstPage.height * 0.22)
  const largest = top.reduce<Segment | undefined>(
    (best, s) => (!best || s.size > best.size ? s : best),
    undefined,
  )
  if (!largest || largest.size < bodySize * 1.8) return undefined
  const others = segments.filter((s) => s !== largest)
  if (others.some((s) => s.size >= largest.size * 0.92)) return undefined
  if (!readsAsName(largest.text)) return undefined
  const at = segments.indexOf(largest)
  segments.splice(at, 1)
  return { segment: largest, at }
}

/**
 * The segments of every page in reading order (columns in order), the restaurant's name taken out of them;
 * `texts` are all the segments' texts, the name's included.
 */
export function readOrderedSegments(pages: PageWords[]): {
  restaurantName: string
  segments: Segment[]
  texts: string[]
  /** The segment taken as the restaurant's name and where it stood among `segments`; undefined for none. */
  name?: { segment: Segment; at: number } | undefined
} {
  const ordered: Segment[] = []
  // What OCR misreads is put right first: zeros read as o's, currency signs read as letters, lost spaces.
  const restored = pages.map((read) => splitGluedWords(restoreCurrencySigns(restorePriceZeros(read))))
  for (const page of restored) {
    const segments = readPageSegments(page)
    const typeSize = middleValue(segments.map((s) => s.size)) || 10
    for (const block of cutIntoBlocks(segments, typeSize)) ordered.push(...gluePrices(block))
  }
  const texts = ordered.map((s) => s.text)
  const name = takeNameSegment(ordered, pages[0])
  return { restaurantName: name?.segment.text ?? '', segments: markPriceFirstLines(ordered), texts, name }
}

// A set menu's title printed largest at the top ("CORRIENTAZO", "Menú ejecutivo") passed for the restaurant's
// name: it goes back among the segments when a set menu is read under it, and the page names no restaurant.
// Only then: on a page with no set menu the reading stays what it was.
function giveBackSetMenuTitle(ordered: ReturnType<typeof readOrderedSegments>): {
  restaurantName: string
  segments: Segment[]
} {
  const { name, segments, restaurantName } = ordered
  if (!name || !isSetMenuTitle(name.segment.text)) return { restaurantName, segments }
  const titled = [...segments.slice(0, name.at), name.segment, ...segments.slice(name.at)]
  return hasSetMenuTitled(titled, name.at)
    ? { restaurantName: '', segments: titled }
    : { restaurantName, segments }
}

/**
 * Turns the words of every page into the restaurant name and sections, reading columns in order: each
 * dish with the allergens the menu states for it and, on a bilingual card, its English; a set menu (menú
 * del día) as one item with its courses, in a section of its own.
 */
export function readLayout(pages: PageWords[]): Layout {
  const ordered = readOrderedSegments(pages)
  const { texts } = ordered
  const { restaurantName, segments } = giveBackSetMenuTitle(ordered)
  // A card's Spanish and English columns are joined row by row; codes beside names come off their lines
  // first, then set menus; statements in words are read from the items' texts.
  const legend = readAllergenLegend(texts)
  const coded = takeCodeGroups(joinLanguageColumns(segments), legend)
  const setMenus = takeSetMenus(coded.segments)
  const structure = setMenus.segments.length > 0 ? readStructure(setMenus.segments) : []
  giveCodeGroups(structure, coded.groups)
  const sections = setMenus.place(readBilingualMenu(readMenuAllergens(structure, legend)))
  return { restaurantName, sections, lines: texts }
}
