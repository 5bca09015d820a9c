import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { useCreatePromotion } from '../api/create-promotion.ts'
import { useUpdatePromotion } from '../api/update-promotion.ts'
import { uploadPromotionImage } from '../api/upload-promotion-image.ts'
import type { PromotionFormOutput } from '../promotion-form.ts'

/** The chosen picture could not be uploaded: the popup says so rather than "could not create". */
export class ImageSaveError extends Error {
  override name = 'ImageSaveError'
}

type Save = {
  /** The promotion being edited, or null to create one. */
  promotion: Promotion | null
  values: PromotionFormOutput
  image: ImageDraft
  /** Hears of the uploaded picture's address, so a retry after a failed save does not upload it again. */
  onImageUploaded: (image: ImageDraft) => void
  /** Hears of the promotion once it exists, so a retry edits it rather than creating it twice. */
  onCreated: (promotion: Promotion) => void
}

/**
 * Saves the wizard: uploads a chosen picture first (the promotion names its address), then creates or
 * replaces the promotion.
 */
export function useSavePromotion(catalogueId: string) {
  const create = useCreatePromotion()
  const update = useUpdatePromotion()

  return async ({ promotion, values, image, onImageUploaded, onCreated }: Save): Promise<Promotion> => {
    let imagen = image.url
    if (image.file) {
      try {
        imagen = await uploadPromotionImage(image.file)
      } catch (error) {
        throw new ImageSaveError('The picture could not be uploaded', { cause: error })
      }
      onImageUploaded({ file: null, url: imagen })
    }
    const input = { ...values, catalogueId, imagen }
    if (promotion) return update.mutateAsync({ id: promotion.id, input })
    const created = await create.mutateAsync(input)
    onCreated(created)
    return created
  }
}
