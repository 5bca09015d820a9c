import type { Promotion } from './promotion.schema.ts'

/** What a promotion reaches: products by id, every product of its categories, and products with its tags. */
export type PromotionReach = Pick<Promotion, 'productosEspecificos' | 'categorias' | 'etiquetas'>

/** What a promotion reaches down to single variants: the whole products above, and variants by id. */
export type VariantReach = PromotionReach & Pick<Promotion, 'variantes'>

/** The product facts that decide whether a promotion reaches it. */
export type ReachedProduct = { id: string; categoryId: string; tags: readonly string[] }

/**
 * Whether a promotion reaches a product: named among its products, in one of its categories, or carrying
 * one of its tags. A promotion that names nothing reaches no product (a normal one still shows as a card).
 */
export function affectsProduct(promotion: PromotionReach, product: ReachedProduct): boolean {
  return (
    promotion.productosEspecificos.includes(product.id) ||
    promotion.categorias.includes(product.categoryId) ||
    promotion.etiquetas.some((tag) => product.tags.includes(tag))
  )
}

/**
 * Whether a promotion reaches one variant of a product (decision 044): it reaches the whole product (every
 * variant), or it names this variant ("only the Familiar").
 */
export function affectsVariant(promotion: VariantReach, product: ReachedProduct, variantId: string): boolean {
  return affectsProduct(promotion, product) || promotion.variantes.includes(variantId)
}
