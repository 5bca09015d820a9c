import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { catalogueKeys } from './query-keys.ts'

/** A catalogue's categories in the owner's order (`GET /api/catalogues/:id/categories`). */
export function getCategories(catalogueId: string, signal?: AbortSignal) {
  return apiData(
    api.GET('/api/catalogues/{id}/categories', { params: { path: { id: catalogueId } }, signal }),
  )
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
