import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { clientKeys } from './query-keys.ts'

/** One client (`GET /api/clients/:id`). */
export async function getClient(id: string, signal?: AbortSignal) {
  return (await apiData(api.GET('/api/clients/{id}', { params: { path: { id } }, signal }))).client
}

export function clientQueryOptions(id: string) {
  return queryOptions({ queryKey: clientKeys.one(id), queryFn: ({ signal }) => getClient(id, signal) })
}

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id))
}
