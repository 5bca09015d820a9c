import { zodResolver } from '@hookform/resolvers/zod'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ACCOUNT_MESSAGES, type LoginInput, LoginSchema, type Me } from '#domain/accounts/account.schema.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useLogin } from '../api/login.ts'
import { describeLoginFailure } from '../failures.ts'
import { EmailField } from './email-field.tsx'
import { FailureAlert, useFailureAlert } from './failure-alert.tsx'
import { PasswordField } from './password-field.tsx'
import { SubmitButton } from './submit-button.tsx'
import { TextLink } from './text-link.tsx'
import { TwoFactorStep } from './two-factor-step.tsx'

const requiredKey = ACCOUNT_MESSAGES.loginRequired

type Props = {
  onLoggedIn: (user: Me) => void
  /** An email to start with (the one whose password was just reset). */
  defaultEmail?: string
  /** Other ways in, shown under the button: federated providers, a code by email. */
  extra?: ReactNode
}

/** Email and password (docs/product-spec.md §2 "Login page"); calls `onLoggedIn` once the session exists. */
export function LoginForm({ onLoggedIn, defaultEmail = '', extra }: Props) {
  const { t } = useTranslation()
  const alert = useFailureAlert()
  const login = useLogin()
  // With two-factor on, the password opens no session: the app's code is asked in the form's place.
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginSchema>, unknown, LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })

  const submit = handleSubmit(async (input) => {
    try {
      const result = await login.mutateAsync(input)
      if ('user' in result) onLoggedIn(result.user)
      else setNeedsSecondFactor(true)
    } catch (error) {
      alert.setFailure(describeLoginFailure(error))
    }
  })

  // "Por favor ingresa tu email y contraseña." is said once for the form, and ties to each empty field.
  const isMissing = (field: keyof typeof errors) => errors[field]?.message === requiredKey
  const ownError = (field: keyof typeof errors) => {
    const message = errors[field]?.message
    return message && message !== requiredKey ? t(message as MessageKey) : undefined
  }
  const formMessage = alert.message ?? (isMissing('email') || isMissing('password') ? t(requiredKey) : null)
  const isBusy = isSubmitting || login.isPending

  if (needsSecondFactor)
    return <TwoFactorStep onSignedIn={onLoggedIn} onCancel={() => setNeedsSecondFactor(false)} />
  return (
    <form noValidate onSubmit={alert.createSubmitHandler(submit)} className="space-y-5">
      <FailureAlert id={alert.id} ref={alert.ref} message={formMessage} />
      <EmailField
        error={ownError('email')}
        invalid={isMissing('email')}
        describedBy={isMissing('email') ? alert.id : undefined}
        {...register('email')}
      />
      <div>
        <PasswordField
          label={t('accounts.fields.password')}
          autoComplete="current-password"
          error={ownError('password')}
          invalid={isMissing('password')}
          describedBy={isMissing('password') ? alert.id : undefined}
          {...register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <TextLink to="/recover">{t('accounts.login.forgotPassword')}</TextLink>
        </p>
      </div>
      <SubmitButton isBusy={isBusy} busyLabel={t('accounts.login.submitting')} className="w-full">
        {t('accounts.login.submit')}
      </SubmitButton>
      {extra}
      <p className="text-center text-sm text-stone-600">
        {t('accounts.login.noAccount')} <TextLink to="/register">{t('accounts.login.register')}</TextLink>
      </p>
    </form>
  )
}
