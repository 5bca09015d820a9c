import { useTranslation } from 'react-i18next'

/**
 * A field error's words: the schemas' messages are i18n keys (`reservations.errors.time`), the server's
 * refusals come already in the owner's language; anything else (zod's own length messages) is said generally.
 */
export function useFieldMessage() {
  const { t, i18n } = useTranslation()
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined
    if (i18n.exists(message)) return t(message as 'reservations.errors.invalid')
    return /^[a-z]+(\.[A-Za-z]+)+$/.test(message) || message.length < 3
      ? t('reservations.errors.invalid')
      : message
  }
}
