import { useMutation } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type DesignChange, useUpdateDesign } from '../api/update-design.ts'
import { uploadDesignImage } from '../api/upload-design-image.ts'
import type { ImageSlot } from './design-form-values.ts'

type Save = { change: DesignChange; uploads: { slot: ImageSlot; file: File }[] }

/**
 * Saves the design form: the chosen images first, each on its own upload, then the change, whose answer is
 * the whole design as saved. Images go first so that a refused image stops the save before anything else
 * changes; the owner fixes it and saves again with every edit still in the form.
 */
export function useSaveDesign(catalogueId: string) {
  const updateDesign = useUpdateDesign(catalogueId)
  return useMutation({
    mutationFn: async ({ change, uploads }: Save) => {
      for (const { slot, file } of uploads) await uploadDesignImage(catalogueId, slot, file)
      // Sent even when only images changed: its answer is the final design, and it refreshes the caches.
      return updateDesign.mutateAsync(change)
    },
  })
}

/** A failed save: a message of ours, or the server's own words about a refused image (in our language). */
export type SaveFailure = { key: MessageKey } | { text: string }

export function describeSaveFailure(error: unknown): SaveFailure {
  if (error instanceof ApiError) {
    if (error.status === 0) return { key: 'design.errors.network' }
    if (error.code.startsWith('image_') || error.code.startsWith('unsupported_'))
      return { text: error.message }
  }
  return { key: 'design.errors.saveFailed' }
}
