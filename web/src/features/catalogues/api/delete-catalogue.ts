import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** Deletes a catalogue with its categories, products and design (`DELETE /api/catalogues/:id`). */
export function deleteCatalogue(id: string) {
  return apiData(api.DELETE('/api/catalogues/{id}', { params: { path: { id } } }))
}

export function useDeleteCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCatalogue,
    ...optimisticUpdate<Catalogue[], string>(queryClient, catalogueKeys.all, (catalogues, id) =>
      catalogues.filter((catalogue) => catalogue.id !== id),
    ),
  })
}
