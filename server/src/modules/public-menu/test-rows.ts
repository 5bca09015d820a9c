import type { CategoryRow, ProductRow } from '../catalogues/index.ts'

// Rows as the database answers them, for the tests that render the page from plain data.

const stamp = new Date('2026-01-01T00:00:00Z')

export function categoryRow(change: Partial<CategoryRow> = {}): CategoryRow {
  return {
    id: 'c1',
    businessId: 'b1',
    catalogueId: 'k1',
    name: 'Platos',
    description: '',
    isVisible: true,
    image: null,
    position: 0,
    variantLabels: [],
    variantLabelTranslations: {},
    translations: {},
    availability: { windows: [], dates: [], hideWhenClosed: false },
    createdAt: stamp,
    updatedAt: stamp,
    ...change,
  }
}

type Variant = ProductRow['variants'][number]

/** A variant `label` at `price`; its id is the product's id and the label, to aim promotions at it. */
export const variant = (label: string, price: string | null, specialPrice: string | null = null) =>
  ({ label, price, specialPrice, translations: {} }) satisfies Omit<Variant, 'id'>

/** A product row; `variants` given as [label, price] or whole, a single price as one unlabelled variant. */
export function productRow(
  id: string,
  name: string,
  prices: string | null | Omit<Variant, 'id'>[],
  change: Partial<ProductRow> = {},
): ProductRow {
  const variants = Array.isArray(prices) ? prices : [variant('', prices)]
  return {
    id,
    businessId: 'b1',
    catalogueId: 'k1',
    categoryId: 'c1',
    name,
    variants: variants.map((v) => ({ id: `${id}:${v.label}`, ...v })),
    optionGroups: [],
    description: '',
    image: null,
    available: true,
    tags: [],
    allergens: [],
    allergenTraces: [],
    translations: {},
    availableDays: '',
    position: 0,
    kind: 'dish',
    courses: [],
    includes: [],
    availability: { windows: [], dates: [], hideWhenClosed: false },
    soldOutUntil: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...change,
  }
}
