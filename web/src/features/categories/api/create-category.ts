import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { NewCategorySchema } from '#domain/catalogues/catalogue.schema.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type NewCategory = z.input<typeof NewCategorySchema>

/** Adds a category at the end of a catalogue (`POST /api/catalogues/:id/categories`). */
export function createCategory(catalogueId: string, input: NewCategory) {
  return apiData(
    api.POST('/api/catalogues/{id}/categories', { params: { path: { id: catalogueId } }, body: input }),
  )
}

export function useCreateCategory(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: NewCategory) => createCategory(catalogueId, input),
    onSuccess: (category) => {
      queryClient.setQueryData(catalogueKeys.categories(catalogueId), (current: unknown) =>
        Array.isArray(current) ? [...current, category] : current,
      )
      return queryClient.invalidateQueries({ queryKey: catalogueKeys.all })
    },
  })
}
