// A dish's allergen codes ("(G, L)", "(1, 4, 10)") taken off the lines before they are read as names and
// descriptions, and given back to the dish printed where they stand. On a page the codes wrap with the
// name ("Tarta de Santiago / Galician" / "almond cake (1, 10)", "(1, 4, 6," / "10)"): left in, they make the
// line look like noise to the labeller, and a name keeps its codes.
import { type Box, unionOfBoxes } from '../../geometry/box.ts'
import type { Word } from '../../geometry/word.ts'
import type { DraftItem, DraftSection } from '../draft-item.ts'
import { type Segment, toSegment } from '../segments.ts'
import { type AllergenLegend, readLegendLine } from './allergen-legend.ts'
import { type AllergenId, tokenise } from './allergen-words.ts'

/** A group of codes taken off a line: where it was printed and the allergens it stands for. */
export type CodeGroup = { page: number; box: Box; size: number; allergens: AllergenId[] }

const opens = (word: Word) => /^[([]/.test(word.text)
const closes = (word: Word) => /[)\]][.,;]?$/.test(word.text)

// A code as printed: a number of the Annex (1–14) or up to three letters (OCR's "5e" for "Se" included).
const isCodeToken = (text: string) =>
  /^\d+$/.test(text) ? Number(text) >= 1 && Number(text) <= 14 : /^(?=.*\p{L})[\p{L}\p{N}]{1,3}$/u.test(text)

// A word a group of codes is made of: short codes ("G,", "Ap", "14)") or only signs ("(", ")"); a price
// ("12,50") is none.
const isCodeShaped = (word: Word) => tokenise(word.text).every((token) => isCodeToken(token.text))

// Units a count in brackets prints ("(6 ud.)", "(2 pzs)", "(200 g)"): such a group is no codes.
const UNITS = new Set([
  'u',
  'ud',
  'uds',
  'un',
  'und',
  'unid',
  'pz',
  'pzs',
  'pc',
  'pcs',
  'g',
  'gr',
  'grs',
  'kg',
  'ml',
  'cl',
  'cm',
  'oz',
  'lb',
  'pax',
])

// The allergens of a group's words, when they are codes, none a unit, and no fewer known to the legend than
// not (OCR misreads a letter now and then: "(L M A Mo)" with "L" lost from the legend), or null. The codes the
// legend does not know are left out.
function codesOf(words: readonly Word[], legend: AllergenLegend): AllergenId[] | null {
  const tokens = tokenise(words.map((word) => word.text).join(' '))
  if (tokens.length === 0 || !words.every(isCodeShaped)) return null
  if (tokens.some((token) => UNITS.has(token.text))) return null
  const known = tokens.flatMap((token) => legend.get(token.text) ?? [])
  return known.length > 0 && known.length >= tokens.length / 2 ? known : null
}

// Where the groups of a line's words are: [from, to) word ranges. A group opens on a bracket and closes on
// one, or runs on over codes to the line's end (wrapped: "Crispy squid (1, 4, 6,  £10.50"); a line may open
// with a group's end ("10)").
function groupRanges(words: readonly Word[]): [number, number][] {
  const ranges: [number, number][] = []
  const firstClose = words.findIndex(closes)
  if (firstClose >= 0 && !words.slice(0, firstClose + 1).some(opens)) ranges.push([0, firstClose + 1])
  for (let from = ranges[0]?.[1] ?? 0; from < words.length; from++) {
    if (!opens(words[from] as Word)) continue
    let to = from
    // A group wrapped at the line's end stops where a price column's gap begins ("(1, 4, 6,      9").
    const isNear = (at: number) =>
      at === from ||
      (words[at] as Word).box.x0 - (words[at - 1] as Word).box.x1 <= 2 * (words[at] as Word).size
    while (to < words.length && isCodeShaped(words[to] as Word) && isNear(to) && !closes(words[to] as Word))
      to++
    if (to < words.length && closes(words[to] as Word) && isCodeShaped(words[to] as Word)) to++
    // "(con queso": a bracket opening no codes.
    if (to === from) continue
    ranges.push([from, to])
    from = to - 1
  }
  return ranges
}

/**
 * The segments with every group of the legend's codes taken out (a segment left with no words is dropped),
 * and the groups taken. Without a legend, nothing is taken.
 */
export function takeCodeGroups(
  segments: readonly Segment[],
  legend: AllergenLegend,
): { segments: Segment[]; groups: CodeGroup[] } {
  if (legend.size === 0) return { segments: [...segments], groups: [] }
  const groups: CodeGroup[] = []
  const kept: Segment[] = []
  for (const segment of segments) {
    // The legend's own codes ("Gluten (G)") stay on its lines.
    if (readLegendLine(segment.text).length > 0) {
      kept.push(segment)
      continue
    }
    const taken = new Set<number>()
    for (const [from, to] of groupRanges(segment.words)) {
      const words = segment.words.slice(from, to)
      const allergens = codesOf(words, legend)
      if (!allergens) continue
      for (let index = from; index < to; index++) taken.add(index)
      const box = unionOfBoxes(words.map((word) => word.box))
      groups.push({ page: segment.page, box, size: segment.size, allergens })
    }
    const words = segment.words.filter((_, index) => !taken.has(index))
    if (taken.size === 0) kept.push(segment)
    else if (words.length > 0) kept.push({ ...segment, ...toSegment(segment.page, words) })
  }
  return { segments: kept, groups }
}

// The item a group was printed with: of the items on its page whose lines reach its height (a little
// below their last line: a group wrapped under it), the one whose column it stands in, nearest its left.
function ownerOf(group: CodeGroup, items: readonly DraftItem[]): DraftItem | undefined {
  const middle = (group.box.y0 + group.box.y1) / 2
  const reaches = (item: DraftItem) =>
    item.page === group.page &&
    middle >= item.box.y0 - 0.3 * group.size &&
    middle <= item.bottom + 1.6 * group.size &&
    item.box.x0 <= group.box.x0 + group.size
  return items.filter(reaches).reduce<DraftItem | undefined>((best, item) => {
    if (!best) return item
    // The column nearest on the left; of two in one column, the one whose lines hold the group.
    if (Math.abs(item.box.x0 - best.box.x0) > 2 * group.size) return item.box.x0 > best.box.x0 ? item : best
    return item.box.y0 > best.box.y0 && item.box.y0 <= middle + 0.3 * group.size ? item : best
  }, undefined)
}

/** Gives each group's allergens to the item printed where it stands (see ownerOf); a group with none is dropped. */
export function giveCodeGroups(sections: readonly DraftSection[], groups: readonly CodeGroup[]): void {
  const items = sections.flatMap((section) => section.items)
  for (const group of groups) {
    const owner = ownerOf(group, items)
    if (owner) owner.allergens = [...(owner.allergens ?? []), ...group.allergens]
  }
}
