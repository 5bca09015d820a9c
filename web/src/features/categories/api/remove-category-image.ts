import { api, apiData } from '../../../lib/api-client.ts'

/** Removes a category's picture and answers the category (`DELETE /api/categories/:id/image`). */
export function removeCategoryImage(categoryId: string) {
  return apiData(api.DELETE('/api/categories/{id}/image', { params: { path: { id: categoryId } } }))
}
