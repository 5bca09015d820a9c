import { Flame, type LucideIcon, Nut, Star, Vegan, WheatOff, Wine } from 'lucide-react'
import type { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

export type ProductTag = (typeof PRODUCT_TAGS)[number]

/**
 * How each of the six tags (docs/product-spec.md §3 "Product") is shown: its icon and its message key. The
 * stored value is the spec's Spanish name; the label is translated.
 */
export const TAG_DISPLAY: Record<ProductTag, { icon: LucideIcon; key: MessageKey }> = {
  'Contiene alcohol': { icon: Wine, key: 'products.tags.alcohol' },
  'Contiene maní': { icon: Nut, key: 'products.tags.peanuts' },
  Recomendado: { icon: Star, key: 'products.tags.recommended' },
  Picante: { icon: Flame, key: 'products.tags.spicy' },
  Vegano: { icon: Vegan, key: 'products.tags.vegan' },
  'Sin gluten': { icon: WheatOff, key: 'products.tags.glutenFree' },
}
