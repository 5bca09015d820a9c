import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { UserSettings } from '#domain/settings/user-settings.schema.ts'
import { i18n, isLanguage } from '../../lib/i18n.ts'
import { applyPreferences } from '../../lib/preferences.ts'
import { settingsQueryKey, useSettings } from './api/get-settings.ts'
import { updateSettings } from './api/update-settings.ts'

/**
 * What the account's saved language does on this device: `apply` it when the owner has just signed in here
 * (decision 043: applied on every device at sign-in), `keep` the device's own on a load with a session
 * already open (a browser's language stays what its person last chose on it), `adopt` the device's into the
 * account when the account was created here (a sign-up in English starts an English account).
 */
export type SavedLanguageUse = 'apply' | 'keep' | 'adopt'

/**
 * For the signed-in owner's screens: applies their saved theme and time zone on this device as soon as the
 * settings arrive (a new device, or another one changed them), the language as `languageUse` says, and
 * saves the language whenever the header's toggle switches it, so a reload or another device does not
 * switch it back.
 */
export function useSavedPreferences(languageUse: SavedLanguageUse): void {
  const queryClient = useQueryClient()
  const settings = useSettings()
  const saved = settings.data?.preferences

  useEffect(() => {
    if (!saved) return
    const { language, ...others } = saved
    void applyPreferences(languageUse === 'apply' ? saved : others)
    const current = i18n.language
    if (languageUse === 'adopt' && isLanguage(current) && current !== language) {
      updateSettings({ preferences: { language: current } }).then(
        (answer) => queryClient.setQueryData(settingsQueryKey, answer),
        () => undefined,
      )
    }
  }, [saved, languageUse, queryClient])

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
