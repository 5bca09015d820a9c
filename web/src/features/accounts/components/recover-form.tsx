import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useController, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { RecoverSchema } from '#domain/accounts/account.schema.ts'
import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY } from '#domain/accounts/countries.ts'
import { PhoneFields } from '../../../entities/account/components/phone-fields.tsx'
import { useRequestRecoveryCode } from '../api/request-recovery-code.ts'
import { describeSendCodeFailure } from '../failures.ts'
import { EmailField } from './email-field.tsx'
import { FailureAlert, useFailureAlert } from './failure-alert.tsx'
import { SubmitButton } from './submit-button.tsx'

// The phone only helps the person recognise the account they registered (docs/product-spec.md §2); only the
// email is sent.
const RecoverFormSchema = RecoverSchema.extend({ countryCode: z.enum(COUNTRY_CODES), phone: z.string() })
export type RecoverDraft = z.input<typeof RecoverFormSchema>

export const emptyRecoverDraft: RecoverDraft = { email: '', countryCode: DEFAULT_COUNTRY, phone: '' }

type Props = {
  /** What was typed before, kept when the person comes back from the code step. */
  draft: RecoverDraft
  /** Called once the code is on its way, with what was typed (the email lower-cased). */
  onSent: (draft: RecoverDraft) => void
  submitLabel?: string
  /** Countries of the phone's selector; all of them by default. */
  countries?: readonly CountryCode[]
  children?: ReactNode
}

/**
 * Recovery's first step (docs/product-spec.md §2 "Recover page", §5): the email, required, and the phone;
 * emails a code.
 */
export function RecoverForm({ draft, onSent, submitLabel, countries, children }: Props) {
  const { t } = useTranslation()
  const alert = useFailureAlert()
  const sendCode = useRequestRecoveryCode()
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RecoverDraft, unknown, z.output<typeof RecoverFormSchema>>({
    resolver: zodResolver(RecoverFormSchema),
    defaultValues: draft,
  })
  const country = useController({ control, name: 'countryCode' })
  const phone = useController({ control, name: 'phone' })

  const submit = handleSubmit(async (form) => {
    try {
      await sendCode.mutateAsync(form.email)
      onSent(form)
    } catch (error) {
      alert.setFailure(describeSendCodeFailure(error))
    }
  })

  const isBusy = isSubmitting || sendCode.isPending
  return (
    <form noValidate onSubmit={alert.createSubmitHandler(submit)} className="space-y-5">
      <FailureAlert id={alert.id} ref={alert.ref} message={alert.message} />
      <EmailField message={errors.email?.message} {...register('email')} />
      <PhoneFields
        countries={countries}
        countryCode={country.field.value}
        phone={phone.field.value}
        phoneRef={phone.field.ref}
        onChange={(value) => {
          country.field.onChange(value.countryCode)
          phone.field.onChange(value.phone)
        }}
      />
      <SubmitButton isBusy={isBusy} busyLabel={t('accounts.recover.submitting')} className="w-full">
        {submitLabel ?? t('accounts.recover.submit')}
      </SubmitButton>
      {children}
    </form>
  )
}
