import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  NewPasswordSchema,
} from '#domain/accounts/account.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type NewPassword, useResetPassword } from '../api/reset-password.ts'
import { type CodeFailure, describeCodeFailure, type Failure } from '../failures.ts'

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
  const alertId = useId()
  const alertRef = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof NewPasswordSchema>, unknown, NewPassword>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { email, code, password: '', confirmPassword: '' },
  })

  useEffect(() => {
    if (failure) alertRef.current?.focus()
  }, [failure])

  const submit = handleSubmit(async (form) => {
    try {
      await reset.mutateAsync(form)
      onReset(form.email)
    } catch (error) {
      if (error instanceof ApiError && error.code.startsWith('code_'))
        onCodeRejected(describeCodeFailure(error))
      else if (error instanceof ApiError && error.status === 429) setFailure({ text: error.message })
      else setFailure({ key: 'auth.errors.resetFailed' })
    }
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation()
    setFailure(null)
    void submit(event)
  }

  const messageOf = (field: 'password' | 'confirmPassword') => {
    const message = errors[field]?.message
    if (!message) return undefined
    if (message === ACCOUNT_MESSAGES.required) return t('auth.errors.newPasswordRequired')
    return t(message as MessageKey, { min: MIN_PASSWORD_LENGTH })
  }
  const isBusy = isSubmitting || reset.isPending
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure ? (
        <FormAlert id={alertId} ref={alertRef}>
          {'key' in failure ? t(failure.key) : failure.text}
        </FormAlert>
      ) : null}
      {/* Password managers file the new password under this account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        required
        hint={t('auth.fields.passwordHint', { min: MIN_PASSWORD_LENGTH })}
        error={messageOf('password')}
        {...register('password')}
      />
      <TextField
        label={t('auth.fields.confirmNewPassword')}
        type="password"
        autoComplete="new-password"
        maxLength={MAX_PASSWORD_LENGTH}
        required
        error={messageOf('confirmPassword')}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isBusy ? t('auth.recover.savingPassword') : t('auth.recover.savePassword')}
      </Button>
    </form>
  )
}
