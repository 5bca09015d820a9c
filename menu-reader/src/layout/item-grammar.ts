// What a menu's grammar says of the lines around an item, whatever the labeller read them as: the readable
// checks the grouping (structure.ts) applies on top of the labels. Each was a hand rule of the reader before
// the labeller (decision 047) and is kept because a label alone cannot see it: it needs the item read so far.
import type { DraftItem } from './draft-item.ts'
import { CONNECTIVE, isAllCaps, type Line, startsLower } from './line-text.ts'

/** Whether an item's name stops on a link word ("ALCACHOFA A LA BRASA CON MANCHEGO Y"): it goes on below. */
export const endsOpen = (item: Pick<DraftItem, 'name'>) =>
  CONNECTIVE.test(item.name.split(/\s+/).at(-1) ?? '')

// "PATATITAS", "Salmon": a line opening on a capital may name a dish of its own; "(GF) 18.50" cannot.
const startsCapital = (text: string) => /^\p{Lu}/u.test(text)

// The white space between an item's last line and a line under it, in page units (negative: they overlap).
const gapUnder = (line: Line, item: DraftItem) => line.box.y0 - item.bottom

/**
 * Whether a line can be the rest of an item's name. A line with the price the name lacks ends it only when
 * it does not open on a capital or the name stops on a link word ("BOQUERONES EN VINAGRE CON" / "PATATITAS 9€");
 * "BOQUERONES EN VINAGRE" / "PATATITAS 9€" are two dishes. A priced name takes no second line as its own on a
 * page whose names each have one (a bilingual card), unless it stops on a link word, nor one set apart.
 */
export function canContinueName(line: Line, item: DraftItem, isSecondLinePage: boolean): boolean {
  // A second price under a priced name is the next item's, whatever its text.
  if (line.price !== '' && item.price !== '') return false
  if (line.price !== '' && item.price === '') return !startsCapital(line.text) || endsOpen(item)
  if (item.price !== '' && isSecondLinePage) return endsOpen(item)
  // A priced name's rest sits tight under it; a line farther down starts something else ("CHUPITOS  2.500"
  // / "JOSE CUERVO" over its servings' prices). A name stopped on a link word goes on across a wider gap.
  if (item.price !== '') return gapUnder(line, item) <= (endsOpen(item) ? 1.5 : 1) * line.size
  return true
}

/**
 * Whether a line goes on a name stopped on a link word, whatever the labeller took it for ("AJIACO SANTAFEREÑO
 * DE LA  11,10 €" / "CASA con pollo y mazorca"; a set menu's course "… MANCHEGO Y" / "JAMÓN"): close under
 * it, opening in the name's type, before any description and with no second price.
 */
export function endsCutName(line: Line, item: DraftItem): boolean {
  if (item.description.length > 0 || !endsOpen(item) || (line.price !== '' && item.price !== '')) return false
  const first = line.words[0]
  return (
    first !== undefined &&
    line.page === item.page &&
    gapUnder(line, item) >= -0.5 * line.size &&
    gapUnder(line, item) <= line.size &&
    Math.abs(first.size - item.style.size) <= 0.05 * item.style.size &&
    first.isBold === item.style.isBold &&
    isAllCaps(first.text) === item.style.isCaps
  )
}

/**
 * Whether a priced line is the second line of an unpriced item's block: tight under the item's name, with
 * clearly more white space above the name and below this line (the price is centred on the block, or level
 * with its second line, as bilingual cards print it: "Pez Espada" / "Swordfish  12,00").
 */
export function isPricedSecondLine(
  line: Line,
  item: DraftItem,
  spaceAbove: number,
  next: Line | undefined,
): boolean {
  if (line.price === '' || item.price !== '' || item.description.length > 0 || line.page !== item.page)
    return false
  const gap = gapUnder(line, item)
  if (gap < -0.5 * line.size || gap > 0.6 * line.size) return false
  const block = Math.max(gap, 0.15 * line.size)
  const spaceBelow = next && next.page === line.page ? next.box.y0 - line.box.y1 : Number.POSITIVE_INFINITY
  return spaceAbove >= 2 * block && spaceBelow >= 2 * block
}

/**
 * Whether a good share of the priced names (three or more, and three in ten) have a line of the same weight
 * and about their size tight below: on such a page (a bilingual card, a menu whose descriptions OCR reads in
 * the names' type) that line describes; a wrapped name is the exception, not the rule.
 */
export function secondLinesDescribe(lines: Line[]): boolean {
  const priced = lines.flatMap((line, index) => (line.text !== '' && line.price !== '' ? [index] : []))
  const followed = priced.filter((index) => {
    const [line, next] = [lines[index] as Line, lines[index + 1]]
    return (
      next !== undefined &&
      next.price === '' &&
      next.text !== '' &&
      next.page === line.page &&
      next.box.y0 >= line.box.y0 &&
      next.box.y0 - line.box.y1 <= 0.6 * next.size &&
      Math.abs(next.size - line.size) <= line.size * 0.25 &&
      next.isBold === line.isBold &&
      next.isItalic === line.isItalic &&
      !startsLower(next.text)
    )
  })
  return followed.length >= 3 && followed.length >= priced.length * 0.3
}

/**
 * Whether an unpriced line is the second line of the priced item above on a page whose priced names each
 * have one (a bilingual card: "Brochetas de Ternera  18,00" / "Beef brochette"): tight under the name,
 * before any description. It describes the item, whatever its print made of it.
 */
export function isSecondLineOf(line: Line, item: DraftItem | undefined, isSecondLinePage: boolean): boolean {
  return (
    isSecondLinePage &&
    item !== undefined &&
    line.price === '' &&
    item.price !== '' &&
    item.description.length === 0 &&
    line.page === item.page &&
    line.box.y0 >= item.box.y0 &&
    gapUnder(line, item) <= 0.6 * line.size
  )
}
