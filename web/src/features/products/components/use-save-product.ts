import { useQueryClient } from '@tanstack/react-query'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { useCreateProduct } from '../../../entities/catalogue/api/create-product.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import type { ImageDraft } from '../../../entities/catalogue/image-draft.ts'
import { removeProductImage } from '../api/remove-product-image.ts'
import { useUpdateProduct } from '../api/update-product.ts'
import { uploadProductImage } from '../api/upload-product-image.ts'
import { type ProductFormOutput, toProductInput } from './product-form.ts'

type Save = {
  /** The product being edited, or null to create one. */
  product: Product | null
  values: ProductFormOutput
  image: ImageDraft
  /** Hears of the product once it exists, before its image is sent (so a retry edits, not duplicates). */
  onCreated: (product: Product) => void
}

/**
 * Saves the product dialog: creates the product in its category, or changes it (the list shows the change
 * at once, see useUpdateProduct), then sends a chosen image or the removal of the saved one.
 */
export function useSaveProduct(catalogueId: string) {
  const queryClient = useQueryClient()
  const create = useCreateProduct(catalogueId)
  const update = useUpdateProduct(catalogueId)

  const replaceInCache = (saved: Product) =>
    queryClient.setQueryData<Product[]>(catalogueKeys.products(catalogueId), (current) =>
      current?.map((product) => (product.id === saved.id ? saved : product)),
    )

  return async ({ product, values, image, onCreated }: Save): Promise<Product> => {
    const input = toProductInput(values)
    let saved: Product
    if (product) {
      saved = await update.mutateAsync({ id: product.id, ...input })
    } else {
      saved = await create.mutateAsync(input)
      onCreated(saved)
    }
    if (image.file) saved = await uploadProductImage(saved.id, image.file)
    else if (saved.image && image.url === null) saved = await removeProductImage(saved.id)
    else return saved
    replaceInCache(saved)
    return saved
  }
}
