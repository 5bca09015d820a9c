import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { CategorySchema } from '#domain/catalogues/catalogue.schema.ts'
import { requestApi } from '../../../lib/api.ts'
import { catalogueKeys } from './query-keys.ts'

/** A catalogue's categories in the owner's order (`GET /api/catalogues/:id/categories`). */
export async function getCategories(catalogueId: string, signal?: AbortSignal) {
  return z
    .array(CategorySchema)
    .parse(await requestApi(`/api/catalogues/${catalogueId}/categories`, { signal }))
}

export function categoriesQueryOptions(catalogueId: string) {
  return queryOptions({
    queryKey: catalogueKeys.categories(catalogueId),
    queryFn: ({ signal }) => getCategories(catalogueId, signal),
  })
}

export function useCategories(catalogueId: string) {
  return useQuery(categoriesQueryOptions(catalogueId))
}
