import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  type Category,
  type CategoryChangeSchema,
  CategorySchema,
} from '#domain/catalogues/catalogue.schema.ts'
import { optimisticUpdate } from '../../../entities/catalogue/api/optimistic.ts'
import { catalogueKeys } from '../../../entities/catalogue/api/query-keys.ts'
import { requestApi } from '../../../lib/api.ts'

export type CategoryChange = { id: string } & z.input<typeof CategoryChangeSchema>

/** Changes a category's name, description, visibility or place (`PATCH /api/categories/:id`). */
export async function updateCategory({ id, ...change }: CategoryChange) {
  return CategorySchema.parse(await requestApi(`/api/categories/${id}`, { method: 'PATCH', body: change }))
}

export function useUpdateCategory(catalogueId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCategory,
    ...optimisticUpdate<Category[], CategoryChange>(
      queryClient,
      catalogueKeys.categories(catalogueId),
      (categories, { id, ...change }) =>
        categories.map((category) => (category.id === id ? { ...category, ...change } : category)),
    ),
  })
}
