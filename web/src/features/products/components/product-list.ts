import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import type { ProductTag } from '../../../entities/catalogue/product-tags.ts'

/** The sorts of docs/product-spec.md §2 "Products": by category (the menu's order), by name, by price. */
export const PRODUCT_SORTS = ['category', 'name', 'price'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

export const AVAILABILITY_FILTERS = ['all', 'available', 'unavailable'] as const
export type AvailabilityFilter = (typeof AVAILABILITY_FILTERS)[number]

/** The filter button's choices: availability, and tags of which a product must carry at least one. */
export type ProductFilters = { availability: AvailabilityFilter; tags: ProductTag[] }
export const NO_FILTERS: ProductFilters = { availability: 'all', tags: [] }

/** How many filters are on, for the count on the filter button. */
export function countActiveFilters(filters: ProductFilters): number {
  return (filters.availability === 'all' ? 0 : 1) + filters.tags.length
}

/** Lower case without accents, so "cafe" finds "Café" and "pina" finds "Piña". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** Whether a product's name or description holds the search text, accents and case aside. */
export function matchesSearch(product: Product, search: string): boolean {
  const wanted = foldText(search.trim())
  return wanted === '' || foldText(`${product.name}\n${product.description}`).includes(wanted)
}

export function matchesFilters(product: Product, { availability, tags }: ProductFilters): boolean {
  if (availability === 'available' && !product.available) return false
  if (availability === 'unavailable' && product.available) return false
  return tags.length === 0 || tags.some((tag) => product.tags.includes(tag))
}

/** The price a customer pays: the special price when there is one; null for a dish without a price. */
export function payablePrice(product: Product): string | null {
  return product.specialPrice ?? product.price
}

// Names are the menu's, in Spanish: Spanish collation whatever the interface language.
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

function compareByName(a: Product, b: Product): number {
  return collator.compare(a.name, b.name)
}

// Prices are decimal strings of at most 10 + 2 digits: as doubles they are exact enough to order. Dishes
// without a price come last, by name.
function compareByPrice(a: Product, b: Product): number {
  const [priceA, priceB] = [payablePrice(a), payablePrice(b)]
  if (priceA === null || priceB === null)
    return (priceA === null ? 1 : 0) - (priceB === null ? 1 : 0) || compareByName(a, b)
  return Number.parseFloat(priceA) - Number.parseFloat(priceB) || compareByName(a, b)
}

/** The products that match the search and filters, sorted by name or price (the menu's order otherwise). */
export function selectProducts(
  products: readonly Product[],
  { search, filters, sort }: { search: string; filters: ProductFilters; sort: ProductSort },
): Product[] {
  const matching = products.filter(
    (product) => matchesSearch(product, search) && matchesFilters(product, filters),
  )
  if (sort === 'name') return matching.sort(compareByName)
  if (sort === 'price') return matching.sort(compareByPrice)
  return matching.sort((a, b) => a.position - b.position)
}

export type ProductGroup = { category: Category; products: Product[] }

/**
 * The products under their categories, in the categories' order (docs/product-spec.md §2: "a list grouped by
 * category").
 */
export function groupByCategory(
  categories: readonly Category[],
  products: readonly Product[],
): ProductGroup[] {
  return categories.map((category) => ({
    category,
    products: products.filter((product) => product.categoryId === category.id),
  }))
}
