import { Flame, type LucideIcon, Nut, Star, Vegan, WheatOff, Wine } from 'lucide-react'
import { PRODUCT_TAG_KEYS, type ProductTag } from '../../../entities/catalogue/product-tags.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

export type { ProductTag }

const TAG_ICONS: Record<ProductTag, LucideIcon> = {
  'Contiene alcohol': Wine,
  'Contiene maní': Nut,
  Recomendado: Star,
  Picante: Flame,
  Vegano: Vegan,
  'Sin gluten': WheatOff,
}

/**
 * How each of the six tags (docs/product-spec.md §3 "Product") is shown: its icon and its message key. The
 * stored value is the spec's Spanish name; the label is translated.
 */
export const TAG_DISPLAY = Object.fromEntries(
  Object.entries(TAG_ICONS).map(([tag, icon]) => [tag, { icon, key: PRODUCT_TAG_KEYS[tag as ProductTag] }]),
) as Record<ProductTag, { icon: LucideIcon; key: MessageKey }>
