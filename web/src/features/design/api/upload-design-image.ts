import { DesignSchema } from '#domain/catalogues/design.schema.ts'
import type { DesignImageSlot } from '#domain/catalogues/image.ts'
import { postImage } from '../../../entities/catalogue/api/upload-image.ts'

/**
 * Uploads a catalogue's logo, banner or background image (JPG, PNG or SVG) and answers the whole design
 * (`POST /api/catalogues/:id/design/images/:slot`). Removing one is a design change: `{ logo: null }`.
 */
export async function uploadDesignImage(catalogueId: string, slot: DesignImageSlot, file: File) {
  return DesignSchema.parse(await postImage(`/api/catalogues/${catalogueId}/design/images/${slot}`, file))
}
