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
    createdAt: '2026-11-23T10:00:00.000Z',
    ...overrides,
  }
}

export function buildProduct(
  overrides: Partial<Product> & Pick<Product, 'id' | 'name' | 'categoryId'>,
): Product {
  return {
    price: '10000',
    specialPrice: null,
    description: '',
    image: null,
    available: true,
    tags: [],
    availableDays: '',
    position: 0,
    ...overrides,
  }
}
