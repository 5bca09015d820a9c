import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { promotionKeys } from './query-keys.ts'

/** One promotion as it is saved now, for the wizard to edit (`GET /api/promotions/:id`). */
export async function getPromotion(id: string, signal?: AbortSignal) {
  return (await apiData(api.GET('/api/promotions/{id}', { params: { path: { id } }, signal }))).promotion
}

export function promotionQueryOptions(id: string) {
  return queryOptions({
    queryKey: promotionKeys.one(id),
    queryFn: ({ signal }) => getPromotion(id, signal),
    // The wizard edits what the server holds at opening, never an older copy; a failure is said at once.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })
}

export function usePromotion(id: string | null) {
  return useQuery({ ...promotionQueryOptions(id ?? ''), enabled: id !== null })
}
