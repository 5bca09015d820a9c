import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { useCreatePromotion } from '../api/create-promotion.ts'
import { useUpdatePromotion } from '../api/update-promotion.ts'
import type { PromotionFormOutput } from '../promotion-form.ts'

/** Which of the save's calls failed: the promotion's fields, or its image after them. */
export class ImageSaveError extends Error {
  override name = 'ImageSaveError'
}

type Save = {
  /** The promotion being edited, or null to create one. */
  promotion: Promotion | null
  values: PromotionFormOutput
  image: ImageDraft
  /** Hears of the promotion once it exists, before its image is sent (so a retry edits, not duplicates). */
  onCreated: (promotion: Promotion) => void
}

/** Saves the wizard: creates or replaces the promotion, then sends a chosen image. */
export function useSavePromotion(catalogueId: string) {
  const create = useCreatePromotion()
  const update = useUpdatePromotion()

  return async ({ promotion, values, image, onCreated }: Save): Promise<Promotion> => {
    const input = { ...values, catalogueId, imagen: image.url }
    if (promotion) return update.mutateAsync({ id: promotion.id, input })
    const created = await create.mutateAsync(input)
    onCreated(created)
    return created
  }
}
