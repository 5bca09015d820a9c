import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

/** Which federated providers the server is configured with, and its support address (`GET /api/auth-providers`). */
export function getAuthProviders(signal?: AbortSignal) {
  return apiData(api.GET('/api/auth-providers', { signal }))
}

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: ['auth-providers'],
    queryFn: ({ signal }) => getAuthProviders(signal),
    // Set by the server's environment: it does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions())
}
