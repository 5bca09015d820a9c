import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '#domain/accounts/account.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'

type Props = Omit<ComponentProps<typeof TextField>, 'type' | 'autoComplete'> & {
  /** `new-password` lets password managers offer a strong one and save it. */
  autoComplete: 'current-password' | 'new-password'
  /** Says the minimum length under the field: for a password being chosen, not its repetition. */
  hasLengthHint?: boolean
}

/** A required password field, capped at the length the server accepts. */
export function PasswordField({ hasLengthHint = false, ...props }: Props) {
  const { t } = useTranslation()
  return (
    <TextField
      type="password"
      maxLength={MAX_PASSWORD_LENGTH}
      required
      hint={hasLengthHint ? t('accounts.fields.passwordHint', { min: MIN_PASSWORD_LENGTH }) : undefined}
      {...props}
    />
  )
}
