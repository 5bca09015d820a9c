import { zodResolver } from '@hookform/resolvers/zod'
import { useController, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { CodeSignInSchema, MAX_NAME_LENGTH } from '#domain/accounts/account.schema.ts'
import type { CountryCode } from '#domain/accounts/countries.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { PhoneFields } from '../../../entities/account/components/phone-fields.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { type CodeSignIn, useRequestSignInCode } from '../api/request-sign-in-code.ts'
import { describeSendCodeFailure } from '../failures.ts'
import { EmailField } from './email-field.tsx'
import { FailureAlert, useFailureAlert } from './failure-alert.tsx'
import { SubmitButton } from './submit-button.tsx'

/** The dialog's countries (docs/product-spec.md §2 "Sign-in dialog": CO, US, ES, MX), Colombia first. */
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
  const alert = useFailureAlert()
  const sendCode = useRequestSignInCode()
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CodeSignInDraft, unknown, CodeSignIn>({
    resolver: zodResolver(CodeSignInSchema),
    defaultValues: draft,
  })
  const country = useController({ control, name: 'countryCode' })
  const phone = useController({ control, name: 'phone' })

  const submit = handleSubmit(async (details) => {
    try {
      await sendCode.mutateAsync(details)
      onSent(details)
    } catch (error) {
      alert.setFailure(describeSendCodeFailure(error))
    }
  })

  const isBusy = isSubmitting || sendCode.isPending
  return (
    <form noValidate onSubmit={alert.createSubmitHandler(submit)} className="space-y-4">
      <FailureAlert id={alert.id} ref={alert.ref} message={alert.message} />
      <TextField
        label={t('accounts.fields.name')}
        autoComplete="name"
        hint={t('accounts.fields.nameHint')}
        count={{ length: watch('name')?.length ?? 0, max: MAX_NAME_LENGTH }}
        error={errors.name?.message ? t(errors.name.message as MessageKey) : undefined}
        {...register('name')}
      />
      <EmailField message={errors.email?.message} data-first-field {...register('email')} />
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
      <SubmitButton isBusy={isBusy} busyLabel={t('accounts.dialog.starting')} className="w-full">
        {t('accounts.dialog.start')}
      </SubmitButton>
    </form>
  )
}
