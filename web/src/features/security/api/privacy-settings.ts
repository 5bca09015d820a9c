import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { PrivacySettings } from '#domain/settings/user-settings.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { settingsKey } from './query-keys.ts'

/** The owner's settings (`GET /api/settings`): this tab reads its `privacy` group. */
export function getSettings(signal?: AbortSignal) {
  return apiData(api.GET('/api/settings', { signal }))
}

export const settingsQueryOptions = queryOptions({
  queryKey: settingsKey,
  queryFn: ({ signal }) => getSettings(signal),
})

export function usePrivacySettings() {
  return useQuery({ ...settingsQueryOptions, select: (settings) => settings.privacy })
}

/** Saves one privacy switch (`PATCH /api/settings` { privacy }); answers every setting as saved. */
export function updatePrivacy(changes: Partial<PrivacySettings>) {
  return apiData(api.PATCH('/api/settings', { body: { privacy: changes } }))
}

export function useUpdatePrivacy() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updatePrivacy,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  })
}
