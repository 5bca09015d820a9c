import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { UserSettings, UserSettingsChanges } from '#domain/settings/user-settings.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

/**
 * The signed-in user's settings (General, Notificaciones, the privacy toggles of Seguridad): one cache entry,
 * read and written by several sections, so it lives below them all.
 */
export const userSettingsQueryKey = ['settings'] as const

/** `GET /api/settings`: every group, with the defaults for what the user never changed. */
export async function getUserSettings(signal?: AbortSignal) {
  return apiData(api.GET('/api/settings', { signal }))
}

export function userSettingsQueryOptions() {
  return queryOptions({ queryKey: userSettingsQueryKey, queryFn: ({ signal }) => getUserSettings(signal) })
}

export function useUserSettings() {
  return useQuery(userSettingsQueryOptions())
}

/** `PATCH /api/settings`: any fields of any group; answers every setting as it is now. */
export async function updateUserSettings(changes: UserSettingsChanges) {
  return apiData(api.PATCH('/api/settings', { body: changes }))
}

/** The mutation; the answer becomes the cached settings. */
export function useUpdateUserSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateUserSettings,
    onSuccess: (settings) => queryClient.setQueryData<UserSettings>(userSettingsQueryKey, settings),
  })
}
