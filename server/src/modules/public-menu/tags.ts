import { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'

export type ProductTag = (typeof PRODUCT_TAGS)[number]

// Each tag's short id (the filter's data attribute and its icon's id) and a small line drawing, 16×16,
// stroked in the text colour: defined once per page as an SVG symbol and used by every product.
const TAG_ICONS: Record<ProductTag, { id: string; path: string }> = {
  'Contiene alcohol': { id: 'alcohol', path: 'M5 2h6l-.6 4.5a2.4 2.4 0 0 1-4.8 0zM8 9v4.5M5.5 14h5' },
  'Contiene maní': {
    id: 'peanut',
    path: 'M8 1.8a3 3 0 0 0-3 3c0 1.4 1 2 1 3.2S5 9.8 5 11.2a3 3 0 0 0 6 0c0-1.4-1-1.8-1-3.2s1-1.8 1-3.2a3 3 0 0 0-3-3z',
  },
  Recomendado: { id: 'star', path: 'M8 1.8l1.9 3.9 4.3.6-3.1 3 .7 4.3L8 11.6l-3.8 2 .7-4.3-3.1-3 4.3-.6z' },
  Picante: {
    id: 'chili',
    path: 'M3 13.5c5 .5 9-3 9.5-8M12.5 5.5c-.5-1.5-2-2-3-1.5M12.5 5.5c.3-1.8 1-3 2-3.5',
  },
  Vegano: { id: 'leaf', path: 'M3 13C3 6.5 7 3 13.5 2.5 13.5 9 10 13 3 13zM3 13l6.5-6.5' },
  'Sin gluten': {
    id: 'wheat',
    path: 'M8 14.5V5M8 8.5 5.5 6.5M8 8.5l2.5-2M8 11.5 5.5 9.5M8 11.5l2.5-2M8 5 6.5 2.5h3zM2 2l12 12',
  },
}

/** The short id of a tag: the filter's value and its icon's name ("Sin gluten" → "wheat"). */
export function tagId(tag: ProductTag): string {
  return TAG_ICONS[tag].id
}

/** The tags in the order of docs/product-spec.md, keeping only those in `used`. */
export function orderTags(used: Iterable<string>): ProductTag[] {
  const present = new Set(used)
  return PRODUCT_TAGS.filter((tag) => present.has(tag))
}

/** SVG symbols for the icons of these tags, hidden, to be `<use>`d by id. */
export function tagIconSprite(tags: readonly ProductTag[]): string {
  if (tags.length === 0) return ''
  const symbols = tags
    .map(
      (tag) =>
        `<symbol id="i-${TAG_ICONS[tag].id}" viewBox="0 0 16 16"><path d="${TAG_ICONS[tag].path}"/></symbol>`,
    )
    .join('')
  return `<svg hidden>${symbols}</svg>`
}
