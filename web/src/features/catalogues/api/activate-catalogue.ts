import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Catalogue, CatalogueSchema } from '#domain/catalogues/catalogue.schema.ts'
import { requestApi } from '../../../lib/api.ts'
import { optimisticUpdate } from './optimistic.ts'
import { catalogueKeys } from './query-keys.ts'

/** Makes one catalogue the business's only active one (`POST /api/catalogues/:id/activate`). */
export async function activateCatalogue(id: string) {
  return CatalogueSchema.parse(await requestApi(`/api/catalogues/${id}/activate`, { method: 'POST' }))
}

export function useActivateCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: activateCatalogue,
    ...optimisticUpdate<Catalogue[], string>(queryClient, catalogueKeys.all, (catalogues, id) =>
      catalogues.map((catalogue) => ({ ...catalogue, activo: catalogue.id === id })),
    ),
  })
}
