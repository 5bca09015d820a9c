import { useQueryClient } from '@tanstack/react-query'
import type { Availability } from '#domain/catalogues/availability.ts'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Translations } from '#domain/catalogues/translations.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { useCreateCategory } from '../api/create-category.ts'
import { removeCategoryImage } from '../api/remove-category-image.ts'
import { useUpdateCategory } from '../api/update-category.ts'
import { uploadCategoryImage } from '../api/upload-category-image.ts'

export type CategoryValues = {
  name: string
  description: string
  isVisible: boolean
  /** Shared sizes, in order ("Pequeña", "Mediana", "Familiar"); [] for none. */
  variantLabels: string[]
  /** Its English name and description, whole: a text left out is removed. */
  translations: Translations<'name' | 'description'>
  /** When its dishes are served: weekly windows, date ranges; none for always. */
  availability: Availability
}

type Save = {
  /** The category being edited, or null to create one. */
  category: Category | null
  values: CategoryValues
  image: ImageDraft
  /** Hears of the category once it exists, before its image is sent (so a retry edits, not duplicates). */
  onCreated: (category: Category) => void
}

/**
 * Saves the category dialog: creates or changes the category (changes show at once, see
 * useUpdateCategory), then sends a chosen image or the removal of the saved one.
 */
export function useSaveCategory(catalogueId: string) {
  const queryClient = useQueryClient()
  const create = useCreateCategory(catalogueId)
  const update = useUpdateCategory(catalogueId)

  const replaceInCache = (saved: Category) =>
    queryClient.setQueryData<Category[]>(catalogueKeys.categories(catalogueId), (current) =>
      current?.map((category) => (category.id === saved.id ? saved : category)),
    )

  return async ({ category, values, image, onCreated }: Save): Promise<Category> => {
    let saved: Category
    if (category) {
      saved = await update.mutateAsync({ id: category.id, ...values })
    } else {
      saved = await create.mutateAsync(values)
      onCreated(saved)
    }
    if (image.file) saved = await uploadCategoryImage(saved.id, image.file)
    else if (saved.image && image.url === null) saved = await removeCategoryImage(saved.id)
    else return saved
    replaceInCache(saved)
    return saved
  }
}
