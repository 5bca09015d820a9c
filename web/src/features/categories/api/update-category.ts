import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { completeAvailability } from '#domain/catalogues/availability.ts'
import type { Category, CategoryChangeSchema } from '#domain/catalogues/catalogue.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type CategoryChange = { id: string } & z.input<typeof CategoryChangeSchema>

/** Changes a category's name, description, visibility or place (`PATCH /api/categories/:id`). */
export function updateCategory({ id, ...change }: CategoryChange) {
  return apiData(api.PATCH('/api/categories/{id}', { params: { path: { id } }, body: change }))
}

export function useUpdateCategory(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCategory,
    ...optimisticUpdate<Category[], CategoryChange>(
      queryClient,
      catalogueKeys.categories(catalogueId),
      (categories, { id, ...change }) =>
        categories.map((category) =>
          category.id === id
            ? {
                ...category,
                ...change,
                availability: change.availability
                  ? completeAvailability(change.availability)
                  : category.availability,
              }
            : category,
        ),
    ),
  })
}
