import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH, NewPasswordSchema } from '#domain/accounts/account.schema.ts'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type NewPassword, useResetPassword } from '../api/reset-password.ts'
import { type CodeFailure, describeCodeFailure } from '../failures.ts'
import { FailureAlert, useFailureAlert } from './failure-alert.tsx'
import { PasswordField } from './password-field.tsx'
import { SubmitButton } from './submit-button.tsx'

type Props = {
  email: string
  /** The code that was checked in the step before. */
  code: string
  onReset: (email: string) => void
  /** The code stopped working meanwhile (expired, say): back to the code step, which says so. */
  onCodeRejected: (failure: CodeFailure) => void
}

/** Recovery's last step: the new password, twice; then every session of the account ends. */
export function NewPasswordForm({ email, code, onReset, onCodeRejected }: Props) {
  const { t } = useTranslation()
  const alert = useFailureAlert()
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof NewPasswordSchema>, unknown, NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { email, code, password: '', confirmPassword: '' },
  })

  const submit = handleSubmit(async (form) => {
    try {
      await reset.mutateAsync(form)
      onReset(form.email)
    } catch (error) {
      if (error instanceof ApiError && error.code.startsWith('code_'))
        onCodeRejected(describeCodeFailure(error))
      else if (error instanceof ApiError && error.status === 429) alert.setFailure({ text: error.message })
      else alert.setFailure({ key: 'accounts.errors.resetFailed' })
    }
  })

  const messageOf = (field: 'password' | 'confirmPassword') => {
    const message = errors[field]?.message
    if (!message) return undefined
    if (message === ACCOUNT_MESSAGES.required) return t('accounts.errors.newPasswordRequired')
    return t(message as MessageKey, { min: MIN_PASSWORD_LENGTH })
  }
  const isBusy = isSubmitting || reset.isPending
  return (
    <form noValidate onSubmit={alert.createSubmitHandler(submit)} className="space-y-5">
      <FailureAlert id={alert.id} ref={alert.ref} message={alert.message} />
      {/* Password managers file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t('accounts.fields.newPassword')}
        autoComplete="new-password"
        hasLengthHint
        error={messageOf('password')}
        {...register('password')}
      />
      <PasswordField
        label={t('accounts.fields.confirmNewPassword')}
        autoComplete="new-password"
        error={messageOf('confirmPassword')}
        {...register('confirmPassword')}
      />
      <SubmitButton isBusy={isBusy} busyLabel={t('accounts.recover.savingPassword')} className="w-full">
        {t('accounts.recover.savePassword')}
      </SubmitButton>
    </form>
  )
}
