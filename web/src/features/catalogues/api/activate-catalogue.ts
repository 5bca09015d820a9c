import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** Makes one catalogue the business's only active one (`POST /api/catalogues/:id/activate`). */
export function activateCatalogue(id: string) {
  return apiData(api.POST('/api/catalogues/{id}/activate', { params: { path: { id } } }))
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
