import type { Language } from '../../lib/i18n.ts'

/**
 * The zone the owner reads their own dates in. The browser's until the display zone of Configuración →
 * General reaches this tab: the one place to swap for the app's `useDisplayTimeZone()`.
 */
export function readDisplayTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** "26 nov 2026, 10:50" in the owner's language and zone. */
export function formatDateTime(iso: string, language: Language, timeZone = readDisplayTimeZone()): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  )
}
