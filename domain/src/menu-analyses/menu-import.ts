import { parseDecimal } from '../money/format-price.ts'
import type { ReviewedItem, ReviewedMenu } from './reviewed-menu.schema.ts'

// A reviewed menu turned into what a catalogue stores: sections → categories,
// items → products, both in the menu's order, prices as exact decimal strings.

/** The name of a catalogue made from a menu whose restaurant name was not read or was cleared. */
export const UNNAMED_MENU_CATALOGUE = 'Mi menú'

/** A price of a product to create: an exact decimal string in currency units ("12000", "12.5"), null when none. */
export type VariantDraft = { label: string; price: string | null }
/** A product to create: one unlabelled variant for an item with one price (or none), else one per price. */
export type ProductDraft = { name: string; variants: VariantDraft[]; description: string; available: boolean }
export type CategoryDraft = { name: string; products: ProductDraft[] }
export type MenuDraft = {
  /** The catalogue's name: the restaurant's, else "Mi menú". */
  catalogueName: string
  categories: CategoryDraft[]
}

/**
 * The product an item becomes. A price that is empty or not a price ("según temporada", "12.000 - 15.000")
 * is kept empty (null), never 0: no price is invented (DESIGN.md §1), and the dish stays available, since
 * only the owner says a dish is not; the menu shows it without a price.
 */
export function toProductDraft(item: ReviewedItem): ProductDraft {
  const variants =
    item.variants.length >= 2
      ? item.variants.map((variant) => ({ label: variant.label.trim(), price: parseDecimal(variant.price) }))
      : [{ label: '', price: parseDecimal(item.price) }]
  return {
    name: item.name.trim(),
    variants,
    description: item.description.trim(),
    available: true,
  }
}

/**
 * The catalogue a reviewed menu becomes. The menu's currency is not kept: a catalogue's prices are in its
 * business's currency (the owner is asked before keeping a menu in another one), and the reviewed amounts
 * are taken as they are, never converted. The restaurant's name only names the catalogue: the business's
 * public name is the business's own.
 */
export function toMenuDraft(menu: ReviewedMenu): MenuDraft {
  const restaurantName = menu.restaurantName.trim()
  return {
    catalogueName: restaurantName || UNNAMED_MENU_CATALOGUE,
    categories: menu.sections.map((section) => ({
      name: section.name.trim(),
      products: section.items.map(toProductDraft),
    })),
  }
}

/**
 * A category name as compared when a menu is added to an existing catalogue: "BEBIDAS", " bebidas" and
 * "Bébidas" are one category, so a section joins the owner's category of that name instead of doubling it.
 */
export function toCategoryKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es')
}
