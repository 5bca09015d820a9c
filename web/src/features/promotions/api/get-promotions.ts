import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { promotionKeys } from './query-keys.ts'

/** Every promotion of a catalogue, newest first (`GET /api/promotions?catalogueId=`). */
export async function getPromotions(catalogueId: string, signal?: AbortSignal) {
  const answer = await apiData(api.GET('/api/promotions', { params: { query: { catalogueId } }, signal }))
  return answer.promotions
}

export function promotionsQueryOptions(catalogueId: string) {
  return queryOptions({
    queryKey: promotionKeys.list(catalogueId),
    queryFn: ({ signal }) => getPromotions(catalogueId, signal),
  })
}

export function usePromotions(catalogueId: string) {
  return useQuery(promotionsQueryOptions(catalogueId))
}
