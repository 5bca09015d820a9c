import { CategorySchema } from '#domain/catalogues/catalogue.schema.ts'
import { requestApi } from '../../../lib/api.ts'

/** Removes a category's picture and answers the category (`DELETE /api/categories/:id/image`). */
export async function removeCategoryImage(categoryId: string) {
  return CategorySchema.parse(await requestApi(`/api/categories/${categoryId}/image`, { method: 'DELETE' }))
}
