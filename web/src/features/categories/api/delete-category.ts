import { requestApi } from '../../../lib/api.ts'

/**
 * Deletes a category and its products (`DELETE /api/categories/:id`). `keepalive` lets the call finish when
 * it is sent as the page goes away (the categories screen sends a pending deletion then; see its undo).
 */
export async function deleteCategory(id: string, options: { keepalive?: boolean } = {}) {
  await requestApi(`/api/categories/${id}`, { method: 'DELETE', keepalive: options.keepalive })
}
