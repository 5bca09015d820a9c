import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, apiData } from '../../../lib/api-client.ts'

/** The cache entry of the signed-in owner's profile; every profile write answers the profile and lands here. */
export const profileQueryKey = ['profile'] as const

/** The owner's profile (`GET /api/profile`). */
export async function getProfile(signal?: AbortSignal) {
  return apiData(api.GET('/api/profile', { signal }))
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) })
}

export function useProfile() {
  return useQuery(profileQueryOptions())
}
