import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { catalogueKeys } from './query-keys.ts'

/** A catalogue's design, both tabs (`GET /api/catalogues/:id/design`). */
export function getDesign(catalogueId: string, signal?: AbortSignal) {
  return apiData(api.GET('/api/catalogues/{id}/design', { params: { path: { id: catalogueId } }, signal }))
}

export function designQueryOptions(catalogueId: string) {
  return queryOptions({
    queryKey: catalogueKeys.design(catalogueId),
    queryFn: ({ signal }) => getDesign(catalogueId, signal),
  })
}

export function useDesign(catalogueId: string) {
  return useQuery(designQueryOptions(catalogueId))
}
