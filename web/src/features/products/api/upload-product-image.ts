import { ProductSchema } from '#domain/catalogues/product.schema.ts'
import { postImage } from '../../../entities/catalogue/api/upload-image.ts'

/** Uploads a product's picture (JPG, PNG or WebP) and answers the product (`POST /api/products/:id/image`). */
export async function uploadProductImage(productId: string, file: File) {
  return ProductSchema.parse(await postImage(`/api/products/${productId}/image`, file))
}
