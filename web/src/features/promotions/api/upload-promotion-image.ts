import { api, apiData } from '../../../lib/api-client.ts'

/**
 * Uploads a promotion's picture (JPG, PNG or WebP) before the promotion is saved, and answers its address
 * (`POST /api/promotions/image` → `{ imagen }`), which the save then names.
 */
export async function uploadPromotionImage(file: File) {
  return (await apiData(api.POST('/api/promotions/image', { body: { file } }))).imagen
}
