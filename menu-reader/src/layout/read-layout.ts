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
import { type DraftSection, readStructure } from './structure.ts'
import { cutIntoBlocks } from './xy-cut.ts'

export type Layout = { restaurantName: string; sections: DraftSection[]; lines: string[] }

// The most prominent text near the top of the first page, when it stands out from everything else.
function takeRestaurantName(segments: Segment[], firstPage: PageWords | undefined): string {
  if (!firstPage) return ''
  const bodySize = middleValue(segments.map((s) => s.size))
  const top = segments.filter((s) => s.page === firstPage.page && s.box.y1 <= firstPage.height * 0.22)
  const largest = top.reduce<Segment | undefined>(
    (best, s) => (!best || s.size > best.size ? s : best),
    undefined,
  )
  if (!largest || largest.size < bodySize * 1.8) return ''
  const others = segments.filter((s) => s !== largest)
  if (others.some((s) => s.size >= largest.size * 0.92)) return ''
  if (!readsAsName(largest.text)) return ''
  segments.splice(segments.indexOf(largest), 1)
  return largest.text
}

/**
 * The segments of every page in reading order (columns in order), the restaurant's name taken out of them;
 * `texts` are all the segments' texts, the name's included.
 */
export function readOrderedSegments(pages: PageWords[]): {
  restaurantName: string
  segments: Segment[]
  texts: string[]
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
  const restaurantName = takeRestaurantName(ordered, pages[0])
  return { restaurantName, segments: markPriceFirstLines(ordered), texts }
}

/**
 * Turns the words of every page into the restaurant name and sections, reading columns in order: each
 * dish with the allergens the menu states for it and, on a bilingual card, its English.
 */
export function readLayout(pages: PageWords[]): Layout {
  const { restaurantName, segments, texts } = readOrderedSegments(pages)
  // A card's Spanish and English columns are joined row by row; codes beside names come off their lines
  // first; statements in words are read from the items' texts.
  const legend = readAllergenLegend(texts)
  const coded = takeCodeGroups(joinLanguageColumns(segments), legend)
  const structure = readStructure(coded.segments)
  giveCodeGroups(structure, coded.groups)
  const sections = readBilingualMenu(readMenuAllergens(structure, legend))
  return { restaurantName, sections, lines: texts }
}
