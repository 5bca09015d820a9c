import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { useController, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { ACCOUNT_MESSAGES, CodeSignInSchema } from '#domain/accounts/account.schema.ts'
import type { CountryCode } from '#domain/accounts/countries.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type CodeSignIn, useRequestSignInCode } from '../api/request-sign-in-code.ts'
import { describeSendCodeFailure, type Failure } from '../failures.ts'
import { PhoneFields } from './phone-fields.tsx'

/** The dialog's countries (spec §2 "Sign-in dialog": CO, US, ES, MX), Colombia first. */
export const DIALOG_COUNTRIES: readonly CountryCode[] = ['CO', 'US', 'ES', 'MX']

export type CodeSignInDraft = z.input<typeof CodeSignInSchema>

type Props = {
  draft: CodeSignInDraft
  /** Called once the code is on its way, with the details as the server will take them back. */
  onSent: (details: CodeSignIn) => void
}

/**
 * The sign-in dialog's login view form (DESIGN.md §5): name, email and phone, no password. "Inicia" emails a
 * 4-digit code; the name and phone name a new account.
 */
export function CodeSignInForm({ draft, onSent }: Props) {
  const { t } = useTranslation()
  const alertId = useId()
  const alertRef = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
  const sendCode = useRequestSignInCode()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CodeSignInDraft, unknown, CodeSignIn>({
    resolver: zodResolver(CodeSignInSchema),
    defaultValues: draft,
  })
  const country = useController({ control, name: 'countryCode' })
  const phone = useController({ control, name: 'phone' })

  useEffect(() => {
    if (failure) alertRef.current?.focus()
  }, [failure])

  const submit = handleSubmit(async (details) => {
    try {
      await sendCode.mutateAsync(details)
      onSent(details)
    } catch (error) {
      setFailure(describeSendCodeFailure(error))
    }
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation()
    setFailure(null)
    void submit(event)
  }

  const emailMessage = errors.email?.message
  const isBusy = isSubmitting || sendCode.isPending
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {failure ? (
        <FormAlert id={alertId} ref={alertRef}>
          {'key' in failure ? t(failure.key) : failure.text}
        </FormAlert>
      ) : null}
      <TextField
        label={t('auth.fields.name')}
        autoComplete="name"
        maxLength={120}
        hint={t('auth.fields.nameHint')}
        {...register('name')}
      />
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        placeholder={t('auth.fields.emailPlaceholder')}
        maxLength={254}
        required
        error={
          emailMessage === ACCOUNT_MESSAGES.required
            ? t('auth.errors.emailRequired')
            : emailMessage
              ? t(emailMessage as MessageKey)
              : undefined
        }
        {...register('email')}
      />
      <PhoneFields
        countries={DIALOG_COUNTRIES}
        countryCode={country.field.value ?? 'CO'}
        phone={phone.field.value ?? ''}
        phoneRef={phone.field.ref}
        onChange={(value) => {
          country.field.onChange(value.countryCode)
          phone.field.onChange(value.phone)
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isBusy ? t('auth.dialog.starting') : t('auth.dialog.start')}
      </Button>
    </form>
  )
}
