// Items without a price or a description, seen against the whole menu once it is read: the labeller labels a
// line from its neighbours, but whether an unpriced "name" heads the priced dishes under it, or is one of a
// legend's words, shows only in the sections it made.
import type { DraftItem, DraftSection } from './draft-item.ts'
import type { PageContext } from './line-labels/page-context.ts'
import { looksLikeHeading, looksLikeName } from './line-labels/typographic-cues.ts'
import { type Line, lettersOf } from './line-text.ts'

/** Where each item's first line is among the menu's lines, and what the menu's lines are like. */
export type ItemLines = {
  lines: Line[]
  firstLines: Map<DraftItem, number>
  context: PageContext
  /** Whether nine in ten of the menu's items carry a price: a bare line on such a menu is no dish either. */
  isPricedMenu: boolean
}

/** Whether nine in ten of the items of a menu (five or more) carry a price. */
export function isPricedMenu(sections: DraftSection[]): boolean {
  const items = sections.flatMap((section) => section.items)
  const priced = items.filter((item) => item.price !== '').length
  return priced >= 5 && priced >= 0.9 * items.length
}

const isBare = (item: DraftItem) => item.price === '' && item.description.length === 0

const firstLineOf = (item: DraftItem, { lines, firstLines }: ItemLines) => lines[firstLines.get(item) ?? -1]

/**
 * Sections split where a bare item printed as a heading opens a section over priced dishes ("SEGUNDOS" over
 * "Causa limeña" / "$40.000" when OCR read the names as large as it): that line heads them. Among a
 * section's dishes a bare line is more often a dish whose price OCR lost.
 */
export function splitAtHeadingItems(sections: DraftSection[], read: ItemLines): DraftSection[] {
  const split: DraftSection[] = []
  for (const section of sections) {
    let target: DraftSection = { name: section.name, items: [] }
    split.push(target)
    section.items.forEach((item, at) => {
      const line = firstLineOf(item, read)
      const next = section.items[at + 1]
      const isHeading =
        line !== undefined &&
        at === 0 &&
        isBare(item) &&
        next !== undefined &&
        next.price !== '' &&
        looksLikeHeading(line, read.context.nameStyle)
      if (isHeading) {
        target = { name: line.text, items: [] }
        split.push(target)
      } else target.items.push(item)
    })
  }
  return split
}

/**
 * The items worth keeping of a section: an unpriced line among a section's priced dishes (or a priced menu's),
 * with nothing to describe it, is a note, a tagline or a table's header the labeller took for a name; in a section without prices on a priced
 * menu (a legend: "Gluten", "Lácteos"), a bare line is a dish only when printed like the menu's names or
 * listed as a set menu's course.
 */
export function keepItems(section: DraftSection, read: ItemLines): DraftItem[] {
  const priced = section.items.filter((item) => item.price !== '').length
  const isPricedSection =
    (priced >= 2 && priced >= 0.8 * section.items.length) || (read.isPricedMenu && priced > 0)
  const menuPriced = read.context.pricedShare > 0 && read.context.nameStyle !== undefined
  return section.items.filter((item) => {
    if (lettersOf(item.name).length < 2) return false
    if (!isBare(item)) return true
    if (isPricedSection) return false
    if (priced > 0 || !menuPriced) return true
    const index = read.firstLines.get(item) ?? -1
    const line = read.lines[index]
    return (
      line === undefined ||
      read.context.isListed[index] === true ||
      looksLikeName(line, read.context.nameStyle)
    )
  })
}
