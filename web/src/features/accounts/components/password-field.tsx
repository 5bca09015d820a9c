import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { MIN_PASSWORD_LENGTH } from '#domain/accounts/account.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** `new-password` lets password managers offer a strong one and save it. */
  autoComplete: 'current-password' | 'new-password'
  /** Says the minimum length under the field: for a password being chosen, not its repetition. */
  hasLengthHint?: boolean
}

/**
 * A required password field. Not capped with maxLength: a cut paste would save a password other than the
 * one the owner's manager holds; the form's schema refuses one over the limit and says so.
 */
export function PasswordField({ hasLengthHint = false, ...props }: Props) {
  const { t } = useTranslation()
  return (
    <TextField
      type="password"
      required
      hint={hasLengthHint ? t('accounts.fields.passwordHint', { min: MIN_PASSWORD_LENGTH }) : undefined}
      {...props}
    />
  )
}
