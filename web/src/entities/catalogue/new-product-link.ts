import { editingPath } from './editing-catalogue.ts'

/** The search parameter that opens the products page's new-product dialog for one category. */
export const newProductCategoryParam = 'categoria'

/** The products page of a catalogue with the new-product dialog open for one of its categories. */
export function newProductPath(catalogueId: string, categoryId: string) {
  return `${editingPath('/dashboard/productos', catalogueId)}&${new URLSearchParams({ [newProductCategoryParam]: categoryId })}`
}

/** The search parameter that opens the products page's price grid for one category. */
export const priceGridCategoryParam = 'tabla'

/** The products page of a catalogue with a category's price grid open ("Editar precios en tabla"). */
export function priceGridPath(catalogueId: string, categoryId: string) {
  return `${editingPath('/dashboard/productos', catalogueId)}&${new URLSearchParams({ [priceGridCategoryParam]: categoryId })}`
}
