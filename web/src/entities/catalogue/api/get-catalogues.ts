import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { catalogueKeys } from './query-keys.ts'

/** The business's catalogues, most recently edited first (`GET /api/catalogues`). */
export function getCatalogues(signal?: AbortSignal) {
  return apiData(api.GET('/api/catalogues', { signal }))
}

export function cataloguesQueryOptions() {
  return queryOptions({ queryKey: catalogueKeys.all, queryFn: ({ signal }) => getCatalogues(signal) })
}

export function useCatalogues() {
  return useQuery(cataloguesQueryOptions())
}
