import { CategorySchema } from '#domain/catalogues/catalogue.schema.ts'
import { postImage } from '../../../entities/catalogue/api/upload-image.ts'

/** Uploads a category's picture (JPG, PNG or WebP) and answers the category (`POST /api/categories/:id/image`). */
export async function uploadCategoryImage(categoryId: string, file: File) {
  return CategorySchema.parse(await postImage(`/api/categories/${categoryId}/image`, file))
}
