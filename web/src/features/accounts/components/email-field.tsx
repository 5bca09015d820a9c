import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_MESSAGES } from '#domain/accounts/account.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'

type Props = Omit<ComponentProps<typeof TextField>, 'label'> & {
  /** The schema's message key, said under the field; a form that words its own errors passes `error`. */
  message?: string
}

/**
 * The required email of every form that asks for one, with the keyboard and autofill hints for it. No
 * maxLength: a pasted address is kept whole and the form's schema says its limit (254) instead of cutting it.
 */
export function EmailField({ message, error, ...props }: Props) {
  const { t } = useTranslation()
  // The schema's bare "required" names no field; under the email it says which one.
  const ownError = !message
    ? undefined
    : message === ACCOUNT_MESSAGES.required
      ? t('accounts.errors.emailRequired')
      : t(message as MessageKey)
  return (
    <TextField
      label={t('accounts.fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      placeholder={t('accounts.fields.emailPlaceholder')}
      required
      error={error ?? ownError}
      {...props}
    />
  )
}
