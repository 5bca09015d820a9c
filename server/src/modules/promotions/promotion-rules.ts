import { imageVariants } from '#domain/catalogues/image.ts'
import { affectsVariant } from '#domain/promotions/affects-product.ts'
import { compareDecimals } from '#domain/promotions/discounted-price.ts'
import type { PromotionInput } from '#domain/promotions/promotion.schema.ts'
import type { CatalogueItems } from './promotions.repository.ts'

// The rules a promotion's input must meet against its catalogue, which its schema cannot see: every affected
// id belongs to the catalogue, a fixed price is not above the price of a product or variant it reaches, the
// image is one of our uploads. Each broken rule names its field with a message key the wizard shows there.

/** Field → message keys, as the app's 400s carry them (ValidationErrorSchema). */
export type FieldErrors = Record<string, string[]>

/** The ids once each, in their first order: a list sent twice over is the same choice. */
export function uniqueIds(ids: string[]): string[] {
  return [...new Set(ids)]
}

/** What a promotion reaches: products by id, by category and by tag, and single variants by id. */
export type Reach = {
  productIds: string[]
  categoryIds: string[]
  etiquetas: PromotionInput['etiquetas']
  variantIds: string[]
}

/** Every variant a promotion reaches: all of each product it reaches whole, and those it names (decision 044). */
export function findReachedVariants(items: CatalogueItems, reach: Reach) {
  const promotion = {
    productosEspecificos: reach.productIds,
    categorias: reach.categoryIds,
    etiquetas: reach.etiquetas,
    variantes: reach.variantIds,
  }
  return items.products.flatMap((product) =>
    product.variants.filter((variant) => affectsVariant(promotion, product, variant.id)),
  )
}

/** The ids of `variantIds` that are still a variant of one of the catalogue's products, in their order. */
export function keepExistingVariants(items: CatalogueItems, variantIds: readonly string[]): string[] {
  const existing = new Set(items.products.flatMap((product) => product.variants.map((variant) => variant.id)))
  return variantIds.filter((id) => existing.has(id))
}

/** Whether the promotion reaches the product: whole, or in one of its variants (the 2x1's free product). */
function reachesProduct(input: PromotionInput, items: CatalogueItems, productId: string): boolean {
  const product = items.products.find((each) => each.id === productId)
  return product?.variants.some((variant) => affectsVariant(input, product, variant.id)) ?? false
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
  if (keepExistingVariants(items, input.variantes).length < input.variantes.length) {
    errors.variantes = ['promotions.errors.unknownVariant']
  }
  if (input.producto2x1 !== null && !productIds.has(input.producto2x1)) {
    errors.producto2x1 = ['promotions.errors.unknownProduct']
  } else if (input.producto2x1 !== null && !reachesProduct(input, items, input.producto2x1)) {
    errors.producto2x1 = ['promotions.errors.freeProductNotReached']
  }
  if (input.imagen !== null && imageVariants(input.imagen).length === 0) {
    errors.imagen = ['promotions.errors.image']
  }
  if (
    input.precioNormal !== null &&
    !errors.productosEspecificos &&
    !errors.categorias &&
    !errors.variantes
  ) {
    const fixed = input.precioNormal
    const reached = findReachedVariants(items, {
      productIds: input.productosEspecificos,
      categoryIds: input.categorias,
      etiquetas: input.etiquetas,
      variantIds: input.variantes,
    })
    // "Now only X" must not cost more than the dish did, in any size it reaches: a variant without a price
    // has nothing to compare.
    if (reached.some((variant) => variant.price !== null && compareDecimals(fixed, variant.price) > 0)) {
      errors.precioNormal = ['promotions.errors.fixedPriceAbovePrice']
    }
  }
  return errors
}
