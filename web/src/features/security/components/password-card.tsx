import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MIN_PASSWORD_LENGTH } from '#domain/accounts/account.schema.ts'
import { type ChangePasswordInput, ChangePasswordSchema } from '#domain/security/security.schema.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import { SectionCard } from '../../../components/ui/section-card.tsx'
import { type PasswordChange, useChangePassword } from '../api/change-password.ts'
import { describeSecurityFailure, readFailedField, type SecurityFailure } from '../failures.ts'
import { useMessage } from '../use-message.ts'
import { PendingButton } from './pending-button.tsx'
import { SuccessNote } from './success-note.tsx'

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const

/**
 * Cambiar contraseña (decision 042): current, new and its repetition with the sign-up rules. Success signs
 * every other device out; an account made without a password is told so instead of shown a form it cannot
 * use.
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation()
  return (
    <SectionCard
      icon={KeyRound}
      title={t('security.password.title')}
      description={hasPassword ? t('security.password.description') : t('security.password.none')}
    >
      {hasPassword ? <PasswordForm /> : null}
    </SectionCard>
  )
}

function PasswordForm() {
  const { t } = useTranslation()
  const say = useMessage()
  const change = useChangePassword()
  const [failure, setFailure] = useState<SecurityFailure | null>(null)
  const [isChanged, setIsChanged] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordInput, unknown, PasswordChange>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })

  const submit = handleSubmit(async (input) => {
    setFailure(null)
    setIsChanged(false)
    try {
      await change.mutateAsync(input)
      reset()
      setIsChanged(true)
    } catch (error) {
      const field = readFailedField(error, passwordFields)
      const message = describeSecurityFailure(error)
      if (field) setError(field, { message: say(message) }, { shouldFocus: true })
      else setFailure(message)
    }
  })

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-4">
      {failure ? <FormAlert id="password-failure">{say(failure)}</FormAlert> : null}
      <TextField
        type="password"
        autoComplete="current-password"
        required
        label={t('security.password.current')}
        error={say(errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        required
        label={t('security.password.new')}
        hint={t('security.password.hint', { min: MIN_PASSWORD_LENGTH })}
        error={say(errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <TextField
        type="password"
        autoComplete="new-password"
        required
        label={t('security.password.confirm')}
        error={say(errors.confirmPassword?.message)}
        {...register('confirmPassword')}
      />
      <div className="flex flex-wrap items-center gap-4">
        <PendingButton type="submit" isPending={isSubmitting || change.isPending}>
          {t('security.password.submit')}
        </PendingButton>
        <SuccessNote>{isChanged ? t('security.password.changed') : ''}</SuccessNote>
      </div>
    </form>
  )
}
