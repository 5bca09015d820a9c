import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useController, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { ACCOUNT_MESSAGES, RecoverSchema } from '#domain/accounts/account.schema.ts'
import { COUNTRY_CODES, type CountryCode, DEFAULT_COUNTRY } from '#domain/accounts/countries.ts'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { TextField } from '../../../components/ui/form-field.tsx'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useRequestRecoveryCode } from '../api/request-recovery-code.ts'
import { describeSendCodeFailure, type Failure } from '../failures.ts'
import { PhoneFields } from './phone-fields.tsx'

// The phone only helps the person recognise the account they registered (spec §2); only the email is sent.
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

/** Recovery's first step (spec §2 "Recover page", §5): the email, required, and the phone; emails a code. */
export function RecoverForm({ draft, onSent, submitLabel, countries, children }: Props) {
  const { t } = useTranslation()
  const alertId = useId()
  const alertRef = useRef<HTMLDivElement>(null)
  const [failure, setFailure] = useState<Failure | null>(null)
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

  useEffect(() => {
    if (failure) alertRef.current?.focus()
  }, [failure])

  const submit = handleSubmit(async (form) => {
    try {
      await sendCode.mutateAsync(form.email)
      onSent(form)
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
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {failure ? (
        <FormAlert id={alertId} ref={alertRef}>
          {'key' in failure ? t(failure.key) : failure.text}
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
        countries={countries}
        countryCode={country.field.value}
        phone={phone.field.value}
        phoneRef={phone.field.ref}
        onChange={(value) => {
          country.field.onChange(value.countryCode)
          phone.field.onChange(value.phone)
        }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isBusy}>
        {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isBusy ? t('auth.recover.submitting') : (submitLabel ?? t('auth.recover.submit'))}
      </Button>
      {children}
    </form>
  )
}
