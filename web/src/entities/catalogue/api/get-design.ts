import { queryOptions, useQuery } from '@tanstack/react-query'
import { DesignSchema } from '#domain/catalogues/design.schema.ts'
import { requestApi } from '../../../lib/api.ts'
import { catalogueKeys } from './query-keys.ts'

/** A catalogue's design, both tabs (`GET /api/catalogues/:id/design`). */
export async function getDesign(catalogueId: string, signal?: AbortSignal) {
  return DesignSchema.parse(await requestApi(`/api/catalogues/${catalogueId}/design`, { signal }))
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
