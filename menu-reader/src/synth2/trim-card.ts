// Makes a card that did not fit its page smaller: the browser measures, this takes away what least changes
// the menu's shape (a dish of its longest section, then its last section), keeping 3 dishes and 2 sections.
import type { Card } from './card.ts'

const MIN_DISHES = 3
const MIN_SECTIONS = 2

/** The card with one dish or one section fewer, or null when it is as small as a menu may be. */
export function trimCard(card: Card): Card | null {
  const sections = card.sections.map((section) => ({ ...section, dishes: [...section.dishes] }))
  const longest = sections.reduce(
    (best, section, index) => (section.dishes.length > sections[best]!.dishes.length ? index : best),
    0,
  )
  if (sections[longest]!.dishes.length > MIN_DISHES) sections[longest]!.dishes.pop()
  else if (sections.length > MIN_SECTIONS) sections.pop()
  else return null
  return { ...card, sections, pageBreak: card.pageBreak && clampBreak(card.pageBreak, sections) }
}

// The page break still inside the card, with a dish on each side of it.
function clampBreak(
  pageBreak: { section: number; dish: number },
  sections: readonly { dishes: readonly unknown[] }[],
): { section: number; dish: number } {
  const section = Math.min(pageBreak.section, sections.length - 1)
  const length = sections[section]!.dishes.length
  return { section, dish: Math.min(Math.max(pageBreak.dish, 1), length - 1) }
}
