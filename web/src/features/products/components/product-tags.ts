import { Flame, type LucideIcon, Nut, Star, Vegan, WheatOff, Wine } from 'lucide-react'
import { PRODUCT_TAG_KEYS, type ProductTag } from '../../../entities/catalogue/product-tags.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

/**
 * How each of the six tags (docs/product-spec.md §3 "Product") is shown: its icon and its message key. The
 * stored value is the spec's Spanish name; the label is translated.
 */
export const TAG_DISPLAY: Record<ProductTag, { icon: LucideIcon; key: MessageKey }> = {
  'Contiene alcohol': { icon: Wine, key: PRODUCT_TAG_KEYS['Contiene alcohol'] },
  'Contiene maní': { icon: Nut, key: PRODUCT_TAG_KEYS['Contiene maní'] },
  Recomendado: { icon: Star, key: PRODUCT_TAG_KEYS.Recomendado },
  Picante: { icon: Flame, key: PRODUCT_TAG_KEYS.Picante },
  Vegano: { icon: Vegan, key: PRODUCT_TAG_KEYS.Vegano },
  'Sin gluten': { icon: WheatOff, key: PRODUCT_TAG_KEYS['Sin gluten'] },
}
