import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Me } from '#domain/accounts/account.schema.ts'
import { ApiError } from '../../../lib/api.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** The cache entry of the signed-in user: a Me, or null when nobody is signed in. */
export const meQueryKey = ['me'] as const

/** The signed-in user, or null when the server answers 401 (no session, or it ended). */
export async function getMe(signal?: AbortSignal): Promise<Me | null> {
  try {
    return (await apiData(api.GET('/api/me', { signal }))).user
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

export function meQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) })
}

export function useMe() {
  return useQuery(meQueryOptions())
}
