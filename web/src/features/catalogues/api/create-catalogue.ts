import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { NewCatalogueSchema } from '#domain/catalogues/catalogue.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** Creates a catalogue from a template, with the default categories and design (`POST /api/catalogues`). */
export function createCatalogue(input: z.input<typeof NewCatalogueSchema>) {
  return apiData(api.POST('/api/catalogues', { body: input }))
}

export function useCreateCatalogue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCatalogue,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.all }),
  })
}
