import { imageVariants } from '#domain/catalogues/image.ts'
import { compareDecimals } from '#domain/promotions/discounted-price.ts'
import type { PromotionInput } from '#domain/promotions/promotion.schema.ts'
import type { CatalogueItems } from './promotions.repository.ts'

// The rules a promotion's input must meet against its catalogue, which its schema cannot see: every affected
// id belongs to the catalogue, a fixed price is not above the price of a product it reaches, the image is one
// of our uploads. Each broken rule names its field with a message key the wizard shows there.

/** Field → message keys, as the app's 400s carry them (ValidationErrorSchema). */
export type FieldErrors = Record<string, string[]>

/** The ids once each, in their first order: a list sent twice over is the same choice. */
export function uniqueIds(ids: string[]): string[] {
  return [...new Set(ids)]
}

/** The products a promotion reaches: its own, those of its categories and those with one of its tags. */
export function findReachedProducts(
  items: CatalogueItems,
  reach: { productIds: string[]; categoryIds: string[]; etiquetas: string[] },
): CatalogueItems['products'] {
  const productIds = new Set(reach.productIds)
  const categoryIds = new Set(reach.categoryIds)
  return items.products.filter(
    (product) =>
      productIds.has(product.id) ||
      categoryIds.has(product.categoryId) ||
      product.tags.some((tag) => reach.etiquetas.includes(tag)),
  )
}

/** What is wrong with `input` for a catalogue holding `items`; an empty object when nothing is. */
export function checkAgainstCatalogue(input: PromotionInput, items: CatalogueItems): FieldErrors {
  const errors: FieldErrors = {}
  const productIds = new Set(items.products.map((product) => product.id))
  const categoryIds = new Set(items.categories.map((category) => category.id))
  if (input.productosEspecificos.some((id) => !productIds.has(id))) {
    errors.productosEspecificos = ['promotions.errors.unknownProduct']
  }
  if (input.categorias.some((id) => !categoryIds.has(id))) {
    errors.categorias = ['promotions.errors.unknownCategory']
  }
  if (input.producto2x1 !== null && !productIds.has(input.producto2x1)) {
    errors.producto2x1 = ['promotions.errors.unknownProduct']
  }
  if (input.imagen !== null && imageVariants(input.imagen).length === 0) {
    errors.imagen = ['promotions.errors.image']
  }
  if (input.precioNormal !== null && !errors.productosEspecificos && !errors.categorias) {
    const fixed = input.precioNormal
    const reached = findReachedProducts(items, {
      productIds: input.productosEspecificos,
      categoryIds: input.categorias,
      etiquetas: input.etiquetas,
    })
    // "Now only X" must not cost more than the dish did: a product without a price has nothing to compare.
    if (reached.some((product) => product.price !== null && compareDecimals(fixed, product.price) > 0)) {
      errors.precioNormal = ['promotions.errors.fixedPriceAbovePrice']
    }
  }
  return errors
}
