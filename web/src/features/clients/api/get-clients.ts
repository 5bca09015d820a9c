import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ClientListQuery } from '#domain/clients/client.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { clientKeys } from './query-keys.ts'

/**
 * A page of the client list, searched, sorted and cut by the server (`GET /api/clients?q=&sort=&dir=&page=`):
 * the page never loads the whole list.
 */
export function getClients(query: ClientListQuery, signal?: AbortSignal) {
  const { q, ...rest } = query
  return apiData(api.GET('/api/clients', { params: { query: q ? query : rest }, signal }))
}

export function clientsQueryOptions(query: ClientListQuery) {
  return queryOptions({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => getClients(query, signal),
    // Turning a page or typing a search keeps the rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  })
}

export function useClients(query: ClientListQuery) {
  return useQuery(clientsQueryOptions(query))
}
