import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { CatalogueSchema, type NewCatalogueSchema } from '#domain/catalogues/catalogue.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { requestApi } from '../../../lib/api.ts'

/** Creates a catalogue from a template, with the default categories and design (`POST /api/catalogues`). */
export async function createCatalogue(input: z.input<typeof NewCatalogueSchema>) {
  return CatalogueSchema.parse(await requestApi('/api/catalogues', { method: 'POST', body: input }))
}

export function useCreateCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCatalogue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  })
}
