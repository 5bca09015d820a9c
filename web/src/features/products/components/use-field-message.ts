import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../lib/i18n.ts'

/**
 * A field error's words: the form's and the server's messages are i18n keys (`products.errors.price`); a
 * refusal already in the owner's language is shown as it is; anything else (a key we do not know) is said
 * generally.
 */
export function useFieldMessage() {
  const { t, i18n } = useTranslation()
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined
    if (i18n.exists(message)) return t(message as MessageKey)
    return /^[a-z_]+(\.[A-Za-z_]+)*$/.test(message) ? t('products.errors.invalid') : message
  }
}
