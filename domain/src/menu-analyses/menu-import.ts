import type { Allergen } from '../catalogues/allergens.ts'
import type { CourseInput, ProductKind } from '../catalogues/set-menu.schema.ts'
import type { Translations } from '../catalogues/translations.ts'
import { toLabelKey } from '../catalogues/variant.schema.ts'
import { parseDecimal } from '../money/format-price.ts'
import type { ReviewedItem, ReviewedMenu } from './reviewed-menu.schema.ts'

// A reviewed menu turned into what a catalogue stores: sections → categories,
// items → products, both in the menu's order, prices as exact decimal strings.

/** The name of a catalogue made from a menu whose restaurant name was not read or was cleared. */
export const UNNAMED_MENU_CATALOGUE = 'Mi menú'

/** A price of a product to create: an exact decimal string in currency units ("12000", "12.5"), null when none. */
export type VariantDraft = { label: string; price: string | null }
/**
 * A product to create: one unlabelled variant for an item with one price (or none), else one per price; the
 * allergens the menu stated and its English, as reviewed.
 */
export type ProductDraft = {
  name: string
  variants: VariantDraft[]
  description: string
  available: boolean
  allergens: Allergen[]
  allergenTraces: Allergen[]
  translations: Translations<'name' | 'description'>
  /** 'menu' for a set menu read with its courses (menú del día), else a dish. */
  kind: ProductKind
  courses: CourseInput[]
  includes: string[]
}
/** A category to create; `variantLabels` the sizes its products share, as a size table prints them, or []. */
export type CategoryDraft = {
  name: string
  variantLabels: string[]
  translations: Translations<'name' | 'description'>
  products: ProductDraft[]
}
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
    allergens: item.allergens,
    // A dish contains an allergen or may hold traces of it, never both (the catalogue refuses both).
    allergenTraces: item.allergenTraces.filter((allergen) => !item.allergens.includes(allergen)),
    translations: item.translations,
    kind: item.courses.length > 0 ? 'menu' : 'dish',
    courses: item.courses,
    includes: item.courses.length > 0 ? item.includes : [],
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
    categories: menu.sections.map((section) => {
      const products = section.items.map(toProductDraft)
      return {
        name: section.name.trim(),
        variantLabels: sharedLabelsOf(products),
        translations: section.translations,
        products,
      }
    }),
  }
}

/**
 * The sizes a section's products share, as a size table prints them ("Pequeña / Mediana / Familiar" over its
 * price columns): when two or more of its products have labelled sizes, and every such product's labels are
 * among the labels of the one that has most, those labels in that product's order. Otherwise none: sizes
 * that differ from dish to dish ("Copa / Botella" beside "Media / Entera") stay each product's own.
 */
export function sharedLabelsOf(products: readonly ProductDraft[]): string[] {
  const sized = products.filter((product) => product.variants.length >= 2)
  if (sized.length < 2) return []
  const widest = sized.reduce((most, product) =>
    product.variants.length > most.variants.length ? product : most,
  )
  const labels = widest.variants.map((variant) => variant.label)
  const keys = new Set(labels.map(toLabelKey))
  const fits = sized.every((product) =>
    product.variants.every((variant) => keys.has(toLabelKey(variant.label))),
  )
  return fits && !keys.has('') ? labels : []
}

/**
 * A category name as compared when a menu is added to an existing catalogue: "BEBIDAS", " bebidas" and
 * "Bébidas" are one category, so a section joins the owner's category of that name instead of doubling it.
 */
export function toCategoryKey(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('es')
}
