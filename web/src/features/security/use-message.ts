import { useTranslation } from 'react-i18next'
import { MIN_PASSWORD_LENGTH } from '#domain/accounts/account.schema.ts'
import type { MessageKey } from '../../lib/i18n.ts'
import type { SecurityFailure } from './failures.ts'

/**
 * Says a field's or a form's message: a key of the domain schemas (translated, with the password's minimum
 * length), or the server's own words as they came.
 */
export function useMessage() {
  const { t, i18n } = useTranslation()
  return (message: string | SecurityFailure | null | undefined): string | undefined => {
    if (message === null || message === undefined) return undefined
    if (typeof message === 'object') return 'key' in message ? t(message.key) : message.text
    return i18n.exists(message) ? t(message as MessageKey, { min: MIN_PASSWORD_LENGTH }) : message
  }
}
