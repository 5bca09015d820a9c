// Catalogue data as the API answers it, for the screens' tests.
import type { Catalogue, Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'

export function buildCatalogue(overrides: Partial<Catalogue> = {}): Catalogue {
  return {
    id: 'catalogue-1',
    nombre: 'Menú de la casa',
    imagen: null,
    editado: '2026-11-23T10:00:00.000Z',
    activo: true,
    template: 'clasico',
    ...overrides,
  }
}

export function buildCategory(overrides: Partial<Category> & Pick<Category, 'id' | 'name'>): Category {
  return {
    description: '',
    isVisible: true,
    image: null,
    position: 0,
    variantLabels: [],
    variantLabelTranslations: {},
    translations: {},
    availability: { windows: [], dates: [], hideWhenClosed: false },
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  }
}

/**
 * A product as the API answers it: its `variants`, or one unlabelled variant made of `price` and
 * `specialPrice` (the single-price shape); `price` and `specialPrice` always echo the first variant's.
 */
export function buildProduct(
  overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'categoryId'>,
): Product {
  const variants = overrides.variants ?? [
    {
      id: `${overrides.id}-v1`,
      label: '',
      price: overrides.price === undefined ? '10000' : overrides.price,
      specialPrice: overrides.specialPrice ?? null,
      translations: {},
    },
  ]
  return {
    description: '',
    image: null,
    available: true,
    tags: [],
    allergens: [],
    allergenTraces: [],
    translations: {},
    availableDays: '',
    position: 0,
    optionGroups: [],
    kind: 'dish',
    courses: [],
    includes: [],
    availability: { windows: [], dates: [], hideWhenClosed: false },
    soldOutUntil: null,
    ...overrides,
    variants,
    price: variants[0]?.price ?? null,
    specialPrice: variants[0]?.specialPrice ?? null,
  }
}
