import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserSettings, UserSettingsChanges } from '#domain/settings/user-settings.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'
import { settingsQueryKey } from './get-settings.ts'

/** Saves the fields given, leaving the others as they are (`PATCH /api/settings`); answers all the settings. */
export async function updateSettings(changes: UserSettingsChanges): Promise<UserSettings> {
  return apiData(api.PATCH('/api/settings', { body: changes }))
}

/** Saves settings and puts the server's answer in the cache, so every screen reading them has it at once. */
export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  })
}
