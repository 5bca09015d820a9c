import { api, apiData } from '../../../lib/api-client.ts'

/**
 * Deletes a category and its products (`DELETE /api/categories/:id`). `keepalive` lets the call finish when
 * it is sent as the page goes away (the categories screen sends a pending deletion then; see its undo).
 */
export function deleteCategory(id: string, options: { keepalive?: boolean } = {}) {
  return apiData(
    api.DELETE('/api/categories/{id}', { params: { path: { id } }, keepalive: options.keepalive }),
  )
}
