import { api, apiData } from '../../../lib/api-client.ts'

/** Uploads a category's picture (JPG, PNG or WebP) and answers the category (`POST /api/categories/:id/image`). */
export function uploadCategoryImage(categoryId: string, file: File) {
  return apiData(
    api.POST('/api/categories/{id}/image', { params: { path: { id: categoryId } }, body: { file } }),
  )
}
