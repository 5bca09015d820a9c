import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'
import { securityKeys } from './query-keys.ts'

/** Whether the account has a password and two-factor on (`GET /api/security`). */
export async function getSecurity(signal?: AbortSignal) {
  return apiData(api.GET('/api/security', { signal }))
}

export const securityQueryOptions = queryOptions({
  queryKey: securityKeys.overview,
  queryFn: ({ signal }) => getSecurity(signal),
})

export function useSecurity() {
  return useQuery(securityQueryOptions)
}
