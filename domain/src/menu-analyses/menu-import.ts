import { parseDecimal } from '../money/format-price.ts'
import type { ReviewedItem, ReviewedMenu } from './reviewed-menu.schema.ts'

// A reviewed menu turned into what a catalogue stores: sections → categories,
// items → products, both in the menu's order, prices as exact decimal strings.

/** The name of a catalogue made from a menu whose restaurant name was not read or was cleared. */
export const UNNAMED_MENU_CATALOGUE = 'Mi menú'

/** A product to create: price an exact decimal string in currency units ("12000", "12.5"). */
export type ProductDraft = { name: string; price: string; description: string; available: boolean }
export type CategoryDraft = { name: string; products: ProductDraft[] }
export type MenuDraft = {
  /** The catalogue's name: the restaurant's, else "Mi menú". */
  catalogueName: string
  /** The design's business name: the restaurant's as read, '' when none. */
  businessName: string
  categories: CategoryDraft[]
}

/**
 * The product an item becomes. A price that is empty or not a price ("según temporada", "12.000 - 15.000")
 * becomes "0" with the product unavailable: no price is invented (DESIGN.md §1), the catalogue's product list
 * marks it "no disponible" for the owner to complete, and a visitor is never offered it at $0.
 */
export function toProductDraft(item: ReviewedItem): ProductDraft {
  const price = parseDecimal(item.price)
  return {
    name: item.name.trim(),
    price: price ?? '0',
    description: item.description.trim(),
    available: price !== null,
  }
}

/**
 * The catalogue a reviewed menu becomes. The menu's currency is not kept: a catalogue's prices are in its
 * business's currency, and the reviewed amounts are taken as they are, never converted.
 */
export function toMenuDraft(menu: ReviewedMenu): MenuDraft {
  const restaurantName = menu.restaurantName.trim()
  return {
    catalogueName: restaurantName || UNNAMED_MENU_CATALOGUE,
    businessName: restaurantName,
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
