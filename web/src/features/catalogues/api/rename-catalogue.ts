import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Catalogue } from '#domain/catalogues/catalogue.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

type Rename = { id: string; nombre: string }

/** Renames a catalogue (`PATCH /api/catalogues/:id`). */
export function renameCatalogue({ id, nombre }: Rename) {
  return apiData(api.PATCH('/api/catalogues/{id}', { params: { path: { id } }, body: { nombre } }))
}

export function useRenameCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: renameCatalogue,
    ...optimisticUpdate<Catalogue[], Rename>(queryClient, catalogueKeys.all, (catalogues, { id, nombre }) =>
      catalogues.map((catalogue) => (catalogue.id === id ? { ...catalogue, nombre } : catalogue)),
    ),
  })
}
