import { queryOptions, useQuery } from '@tanstack/react-query'
import type { UserSettings } from '#domain/settings/user-settings.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/** The signed-in user's settings in the cache; one entry, as they are the session's own. */
export const settingsQueryKey = ['settings'] as const

/** The signed-in user's settings: preferences, notifications, privacy (`GET /api/settings`). */
export async function getSettings(signal?: AbortSignal): Promise<UserSettings> {
  return apiData(api.GET('/api/settings', { signal }))
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) })
}

export function useSettings() {
  return useQuery(settingsQueryOptions())
}
