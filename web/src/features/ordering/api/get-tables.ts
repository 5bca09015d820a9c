import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

/** The cache entry of the business's tables: one list, which every change refetches. */
export const tablesQueryKey = ['ordering', 'tables'] as const

/** The business's tables, by area and then by name (`GET /api/tables`). */
export function tablesQueryOptions() {
  return queryOptions({
    queryKey: tablesQueryKey,
    queryFn: async ({ signal }) => (await apiData(api.GET('/api/tables', { signal }))).tables,
  })
}

export function useTables() {
  return useQuery(tablesQueryOptions())
}
