// Which part of a card each printed page holds: one page for most families, two for a two-page card whose
// second page carries on a section without printing its heading again.
import type { Card } from './card.ts'

/** A run of one section's dishes printed together on a page. */
export type SectionRun = {
  section: number
  /** Dishes [from, to) of the section. */
  from: number
  to: number
  /** false for the rest of a section carried over from the page before: no heading is printed. */
  hasHeading: boolean
}

export type PagePlan = { hasMasthead: boolean; hasFooter: boolean; runs: SectionRun[] }

/** The pages of a card, in order, with what each prints. */
export function planPages(card: Card): PagePlan[] {
  const whole = (section: number): SectionRun => ({
    section,
    from: 0,
    to: card.sections[section]!.dishes.length,
    hasHeading: true,
  })
  const indexes = card.sections.map((_, index) => index)
  if (card.pageBreak === null) return [{ hasMasthead: true, hasFooter: true, runs: indexes.map(whole) }]
  const { section, dish } = card.pageBreak
  const split = card.sections[section]!.dishes.length
  return [
    {
      hasMasthead: true,
      hasFooter: false,
      runs: [...indexes.slice(0, section).map(whole), { section, from: 0, to: dish, hasHeading: true }],
    },
    {
      hasMasthead: false,
      hasFooter: true,
      runs: [{ section, from: dish, to: split, hasHeading: false }, ...indexes.slice(section + 1).map(whole)],
    },
  ]
}
