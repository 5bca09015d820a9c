import { api, apiData } from '../../../lib/api-client.ts'

/** Removes a product's picture and answers the product (`DELETE /api/products/:id/image`). */
export function removeProductImage(productId: string) {
  return apiData(api.DELETE('/api/products/{id}/image', { params: { path: { id: productId } } }))
}
