import { api, apiData } from '../../../lib/api-client.ts'

/** Uploads a product's picture (JPG, PNG or WebP) and answers the product (`POST /api/products/:id/image`). */
export function uploadProductImage(productId: string, file: File) {
  return apiData(
    api.POST('/api/products/{id}/image', { params: { path: { id: productId } }, body: { file } }),
  )
}
