import { useTranslation } from 'react-i18next'
import { CLIENT_LIMITS } from '#domain/clients/client.schema.ts'

/**
 * A field refusal's words: the schema's and the server's messages are i18n keys (`clients.errors.emailTaken`),
 * said with the field's limit; anything else is said generally rather than shown raw.
 */
export function useClientMessage() {
  const { t, i18n } = useTranslation()
  return (message: string | undefined, field?: keyof typeof CLIENT_LIMITS): string | undefined => {
    if (!message) return undefined
    const max = field ? CLIENT_LIMITS[field] : undefined
    return i18n.exists(message)
      ? t(message as 'clients.errors.invalid', { max })
      : t('clients.errors.invalid')
  }
}
