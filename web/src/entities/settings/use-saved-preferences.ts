import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UserSettings } from '#domain/settings/user-settings.schema.ts'
import { i18n, isLanguage } from '../../lib/i18n.ts'
import { applyPreferences } from '../../lib/preferences.ts'
import { settingsQueryKey, useSettings } from './api/get-settings.ts'
import { updateSettings } from './api/update-settings.ts'

/**
 * For the signed-in owner's screens: applies their saved theme, language and time zone on this device as
 * soon as the settings arrive (a new device, or another one changed them), and saves the language when the
 * header's toggle switches it, so a reload or another device does not switch it back (issue 21).
 */
export function useSavedPreferences(): void {
  const queryClient = useQueryClient()
  const settings = useSettings()
  const saved = settings.data?.preferences

  useEffect(() => {
    if (saved) void applyPreferences(saved)
  }, [saved])

  useEffect(() => {
    const saveLanguage = (language: string) => {
      const current = queryClient.getQueryData<UserSettings>(settingsQueryKey)
      // Before the settings are known, and when the switch is their own (applied above), nothing to save.
      if (!current || !isLanguage(language) || current.preferences.language === language) return
      queryClient.setQueryData<UserSettings>(settingsQueryKey, {
        ...current,
        preferences: { ...current.preferences, language },
      })
      updateSettings({ preferences: { language } }).then(
        (answer) => queryClient.setQueryData(settingsQueryKey, answer),
        // The switch stands on this device; the next load takes the saved language again.
        () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
      )
    }
    i18n.on('languageChanged', saveLanguage)
    return () => i18n.off('languageChanged', saveLanguage)
  }, [queryClient])
}
