import type { Category } from '#domain/catalogues/catalogue.schema.ts'

/**
 * The orders the list offers: the menu's own order (the one the owner moves categories in), and the spec's
 * two sorts, "Reciente" (newest first) and "Alfabético" (docs/product-spec.md §2 "Categories").
 */
export const CATEGORY_SORTS = ['menu', 'recent', 'alphabetical'] as const
export type CategorySort = (typeof CATEGORY_SORTS)[number]

export function isCategorySort(value: string): value is CategorySort {
  return (CATEGORY_SORTS as readonly string[]).includes(value)
}

/** The menu's order, as the server keeps it: by position, then by creation for equal positions. */
export function compareMenuOrder(a: Category, b: Category): number {
  return a.position - b.position || Date.parse(a.createdAt) - Date.parse(b.createdAt)
}

// Spanish collation whatever the interface language: the names are the menu's, written in Spanish
// ("Ñoquis" after "Nachos", "Ébano" with the E's).
const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true })

/** A sorted copy of the categories. */
export function sortCategories(categories: readonly Category[], sort: CategorySort): Category[] {
  const sorted = [...categories]
  if (sort === 'alphabetical') return sorted.sort((a, b) => collator.compare(a.name, b.name))
  if (sort === 'recent') return sorted.sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
  return sorted.sort(compareMenuOrder)
}

/** The categories in menu order with one moved a place up (-1) or down (+1), positions renumbered 0…n-1. */
export function moveCategory(categories: readonly Category[], id: string, step: -1 | 1): Category[] | null {
  const ordered = [...categories].sort(compareMenuOrder)
  const from = ordered.findIndex((category) => category.id === id)
  const to = from + step
  if (from < 0 || to < 0 || to >= ordered.length) return null
  const [moved] = ordered.splice(from, 1)
  ordered.splice(to, 0, moved!)
  return ordered.map((category, position) => ({ ...category, position }))
}
