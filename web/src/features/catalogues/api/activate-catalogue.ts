import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Catalogue, CatalogueSchema } from '#domain/catalogues/catalogue.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { requestApi } from '../../../lib/api.ts'

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
