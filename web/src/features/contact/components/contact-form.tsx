import { zodResolver } from '@hookform/resolvers/zod'
import { CircleCheck, LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, type Resolver, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CONTACT_PHONE_PREFIXES,
  type Contact,
  type ContactInput,
  ContactSchema,
  INDUSTRIES,
  MAX_CONTACT_MESSAGE_LENGTH,
} from '#domain/leads/contact.schema.ts'
import { AcceptanceField } from '../../../components/ui/acceptance-field.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { MessageField } from '../../../components/ui/message-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import type { MessageKey } from '../../../lib/i18n.ts'
import { useIsHydrated } from '../../../lib/use-is-hydrated.ts'
import { useCreateLead } from '../api/create-lead.ts'

const EMPTY: ContactInput = {
  name: '',
  email: '',
  phonePrefix: '+57',
  phone: '',
  company: '',
  industry: '',
  message: '',
  acceptPrivacy: false,
}

// The form holds an empty industry until one is chosen; the schema refuses it with its own message.
const resolver = zodResolver(ContactSchema) as unknown as Resolver<ContactInput, unknown, Contact>

/** Why a sending failed, in words for the visitor: too many messages, or anything else (values stay). */
function describeFailure(error: unknown): MessageKey {
  return error instanceof ApiError && error.status === 429
    ? 'contact.errors.rateLimited'
    : 'contact.errors.failed'
}

/**
 * The landing's contact form (spec §2 "Landing page", issue 8 item 2): stored as a lead and mailed to
 * support. As the spec's support form (§5), each field's message clears as soon as the visitor edits it,
 * and a sent message resets the form and says "Mensaje enviado…".
 */
export function ContactForm() {
  const { t } = useTranslation()
  const alertId = useId()
  const createLead = useCreateLead()
  const [failure, setFailure] = useState<MessageKey | null>(null)
  const [isSent, setIsSent] = useState(false)
  const {
    register,
    control,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, Contact>({
    resolver,
    defaultValues: EMPTY,
    // Errors come back only on the next submission: editing a field clears its message (spec §5).
    reValidateMode: 'onSubmit',
  })

  const errorOf = (field: keyof ContactInput) => {
    const message = errors[field]?.message
    return message ? t(message as MessageKey, { max: MAX_CONTACT_MESSAGE_LENGTH }) : undefined
  }
  const field = (name: keyof ContactInput) =>
    register(name, {
      onChange: () => {
        clearErrors(name)
        setIsSent(false)
      },
    })

  const submit = handleSubmit(async (contact) => {
    setFailure(null)
    setIsSent(false)
    try {
      await createLead.mutateAsync(contact)
      reset(EMPTY)
      setIsSent(true)
    } catch (error) {
      setFailure(describeFailure(error))
    }
  })
  const isBusy = isSubmitting || createLead.isPending
  const isHydrated = useIsHydrated()

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      aria-describedby={failure ? alertId : undefined}
      className="@container space-y-5"
    >
      <p className="text-sm text-stone-600">{t('contact.requiredNote')}</p>
      <div className="grid gap-5 @lg:grid-cols-2">
        <TextField
          label={t('contact.fields.name')}
          autoComplete="name"
          maxLength={120}
          required
          error={errorOf('name')}
          {...field('name')}
        />
        <TextField
          label={t('contact.fields.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          error={errorOf('email')}
          {...field('email')}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3">
        <SelectField
          label={t('contact.fields.phonePrefix')}
          autoComplete="tel-country-code"
          {...field('phonePrefix')}
        >
          {CONTACT_PHONE_PREFIXES.map((prefix) => (
            <option key={prefix} value={prefix}>
              {prefix}
            </option>
          ))}
        </SelectField>
        <Controller
          name="phone"
          control={control}
          render={({ field: phone }) => (
            <TextField
              label={t('contact.fields.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={15}
              error={errorOf('phone')}
              {...phone}
              // Digits only (spec §5 "Phone inputs … digits only"): anything else is dropped as it is typed.
              onChange={(event) => {
                clearErrors('phone')
                setIsSent(false)
                phone.onChange(event.target.value.replace(/\D/g, ''))
              }}
            />
          )}
        />
      </div>
      <div className="grid gap-5 @lg:grid-cols-2">
        <TextField
          label={t('contact.fields.company')}
          autoComplete="organization"
          maxLength={160}
          {...field('company')}
        />
        <SelectField
          label={t('contact.fields.industry')}
          required
          error={errorOf('industry')}
          {...field('industry')}
        >
          <option value="" disabled>
            {t('contact.fields.industryPlaceholder')}
          </option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(`contact.industries.${industry}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <MessageField
        label={t('contact.fields.message')}
        maxLength={MAX_CONTACT_MESSAGE_LENGTH}
        placeholder={t('contact.fields.messagePlaceholder')}
        error={errorOf('message')}
        {...field('message')}
      />

      <AcceptanceField
        labelKey="contact.fields.acceptPrivacy"
        link={{ tag: 'privacy', to: '/privacy' }}
        error={errorOf('acceptPrivacy')}
        {...field('acceptPrivacy')}
      />
      {failure ? <FormAlert id={alertId}>{t(failure)}</FormAlert> : null}
      <div role="status" className="empty:hidden">
        {isSent ? (
          <p className="flex items-start gap-2.5 rounded-xl border border-emerald-200 bg-emerald-50 px-3.5 py-3 text-emerald-900 text-sm">
            <CircleCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('contact.sent')}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full @lg:w-auto" disabled={isBusy || !isHydrated}>
        {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
        {isBusy ? t('contact.submitting') : t('contact.submit')}
      </Button>
    </form>
  )
}
