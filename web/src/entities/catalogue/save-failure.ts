import type { TFunction } from 'i18next'
import { ApiError } from '../../lib/api.ts'
import type { MessageKey } from '../../lib/i18n.ts'

// The server's image refusals (image_too_large, unsupported_product_image…) say exactly what to change, in
// the owner's language; anything else gets the screen's own words.
const IMAGE_CODE = /^(image_|unsupported_)/

/** What to tell the owner when saving failed: no connection, the image's problem, or `fallback`. */
export function describeSaveFailure(t: TFunction, error: unknown, fallback: MessageKey): string {
  if (error instanceof ApiError && error.status === 0) return t('products.errors.network')
  if (error instanceof ApiError && IMAGE_CODE.test(error.code)) return error.message
  return t(fallback)
}
