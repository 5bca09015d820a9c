import type { DesignImageSlot } from '#domain/catalogues/image.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/**
 * Uploads a catalogue's logo, banner or background image (JPG, PNG or SVG) and answers the whole design
 * (`POST /api/catalogues/:id/design/images/:slot`). Removing one is a design change: `{ logo: null }`.
 */
export function uploadDesignImage(catalogueId: string, slot: DesignImageSlot, file: File) {
  return apiData(
    api.POST('/api/catalogues/{id}/design/images/{slot}', {
      params: { path: { id: catalogueId, slot } },
      body: { file },
    }),
  )
}
