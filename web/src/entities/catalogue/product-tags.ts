import type { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import type { MessageKey } from '../../lib/i18n.ts'

export type ProductTag = (typeof PRODUCT_TAGS)[number]

/**
 * The message of each of the six tags (docs/product-spec.md §3 "Product"): the stored value is the spec's
 * Spanish name, never a key; every screen and the preview name a tag through this.
 */
export const PRODUCT_TAG_KEYS: Record<ProductTag, MessageKey> = {
  'Contiene alcohol': 'products.tags.alcohol',
  'Contiene maní': 'products.tags.peanuts',
  Recomendado: 'products.tags.recommended',
  Picante: 'products.tags.spicy',
  Vegano: 'products.tags.vegan',
  'Sin gluten': 'products.tags.glutenFree',
}

/**
 * How the diner's menu, and so the preview of it, names the tags: as the dashboard does, except "Sin gluten",
 * which a diner reads as "Apto sin gluten", a dietary label the owner vouches for, kept apart from the menu's
 * allergen filter "Ocultar platos con gluten".
 */
export const DINER_TAG_KEYS: Record<ProductTag, MessageKey> = {
  ...PRODUCT_TAG_KEYS,
  'Sin gluten': 'products.tags.glutenFreeForDiners',
}
