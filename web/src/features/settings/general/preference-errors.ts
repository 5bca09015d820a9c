import type { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'

/** The message keys to show at each field, or for the whole form. */
export type PreferenceErrors = Partial<Record<'theme' | 'language' | 'timeZone' | 'form', MessageKey>>

const FIELDS = ['theme', 'language', 'timeZone'] as const

/**
 * A refusal's messages at their fields: the server names a field by its path ("preferences.timeZone"), its
 * message by a key of the settings namespace ("settings.errors.timeZoneUnknown").
 */
export function readPreferenceErrors(error: ApiError): PreferenceErrors {
  const errors: PreferenceErrors = {}
  for (const [path, messages] of Object.entries(error.fields ?? {})) {
    const field = FIELDS.find((name) => path === name || path.endsWith(`.${name}`))
    const message = messages[0]
    if (field && message) errors[field] = message as MessageKey
  }
  return errors
}
