import { ProductSchema } from '#domain/catalogues/product.schema.ts'
import { requestApi } from '../../../lib/api.ts'

/** Removes a product's picture and answers the product (`DELETE /api/products/:id/image`). */
export async function removeProductImage(productId: string) {
  return ProductSchema.parse(await requestApi(`/api/products/${productId}/image`, { method: 'DELETE' }))
}
