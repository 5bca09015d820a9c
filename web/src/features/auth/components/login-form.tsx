import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { z } from 'zod'
import {
  ACCOUNT_MESSAGES,
  type LoginInput,
  LoginSchema,
  MAX_PASSWORD_LENGTH,
  type Me,
} from '#domain/accounts/account.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useLogin } from '../api/login.ts'
import { describeLoginFailure, type Failure } from '../failures.ts'

const requiredKey = ACCOUNT_MESSAGES.loginRequired

type Props = {
  onLoggedIn: (user: Me) => void
  /** An email to start with (the one whose password was just reset). */
  defaultEmail?: string
  /** Other ways in, shown under the button: federated providers, a code by email. */
  extra?: ReactNode
}

/** Email and password (spec §2 "Login page"); calls `onLoggedIn` once the session exists. */
export function LoginForm({ onLoggedIn, defaultEmail = '', extra }: Props) {
  const { t } = useTranslation()
  const alertId = useId()
  const alertRef = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const login = useLogin()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof LoginSchema>, unknown, LoginInput>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  })

  useEffect(() => {
    // The button was disabled while waiting, so focus needs a place to land: the message itself.
    if (failure) alertRef.current?.focus()
  }, [failure])

  const submit = handleSubmit(async (input) => {
    try {
      onLoggedIn(await login.mutateAsync(input))
    } catch (error) {
      setFailure(describeLoginFailure(error))
    }
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation()
    setFailure(null)
    void submit(event)
  }

  // "Por favor ingresa tu email y contraseña." is said once for the form, and ties to each empty field.
  const isMissing = (field: keyof typeof errors) => errors[field]?.message === requiredKey
  const ownError = (field: keyof typeof errors) => {
    const message = errors[field]?.message
    return message && message !== requiredKey ? t(message as MessageKey) : undefined
  }
  const formMessage = failure
    ? 'key' in failure
      ? t(failure.key)
      : failure.text
    : isMissing('email') || isMissing('password')
      ? t(requiredKey)
      : null
  const isBusy = isSubmitting || login.isPending

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {formMessage ? (
        <FormAlert id={alertId} ref={alertRef}>
          {formMessage}
        </FormAlert>
      ) : null}
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder={t('auth.fields.emailPlaceholder')}
        maxLength={254}
        required
        error={ownError('email')}
        invalid={isMissing('email')}
        describedBy={isMissing('email') ? alertId : undefined}
        {...register('email')}
      />
      <div>
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          required
          error={ownError('password')}
          invalid={isMissing('password')}
          describedBy={isMissing('password') ? alertId : undefined}
          {...register('password')}
        />
        <p className="mt-2 text-right text-sm">
          <Link
            to="/recover"
            className="rounded font-medium text-brand-700 hover:text-brand-800 hover:underline"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isBusy ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
      {extra}
      <p className="text-center text-sm text-stone-600">
        {t('auth.login.noAccount')}{' '}
        <Link
          to="/register"
          className="rounded font-medium text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t('auth.login.register')}
        </Link>
      </p>
    </form>
  )
}
