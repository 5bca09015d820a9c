import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Me } from '#domain/accounts/account.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** The cache entry of the signed-in user: a Me, or null when nobody is signed in. */
export const meQueryKey = ['me'] as const

/** The signed-in user, or null when nobody is (the server says so without an error: no console noise). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  return (await apiData(api.GET('/api/me', { signal }))).user
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) })
}

export function useMe() {
  return useQuery(meQueryOptions())
}
