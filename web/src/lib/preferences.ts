import type { Preferences } from '#domain/settings/user-settings.schema.ts'
import { setDisplayTimeZone } from './display-time-zone.ts'
import { i18n, loadLanguage } from './i18n.ts'
import { setThemeChoice } from './theme/theme-store.ts'

/**
 * Applies the owner's saved preferences to this device: theme, language and display time zone, each also
 * remembered here for the next load's first paint. Only what differs changes (docs/product-spec.md §4:
 * the theme only if it changed, the language only when it switches).
 */
export async function applyPreferences(preferences: Partial<Preferences>): Promise<void> {
  if (preferences.theme) setThemeChoice(preferences.theme)
  if (preferences.timeZone) setDisplayTimeZone(preferences.timeZone)
  const { language } = preferences
  if (language && language !== i18n.language) {
    await loadLanguage(language)
    await i18n.changeLanguage(language)
  }
}
