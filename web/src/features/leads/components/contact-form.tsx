import { Controller, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CONTACT_LIMITS,
  CONTACT_PHONE_PREFIXES,
  type Contact,
  type ContactInput,
  ContactSchema,
  INDUSTRIES,
  MAX_CONTACT_MESSAGE_LENGTH,
} from '#domain/leads/contact.schema.ts'
import { MessageFormOutcome, SendButton } from '../../../components/forms/message-form-parts.tsx'
import { useMessageForm } from '../../../components/forms/use-message-form.ts'
import { AcceptanceField } from '../../../components/ui/acceptance-field.tsx'
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
/** Why a sending failed, in words for the visitor: too many messages, or anything else (values stay). */
function describeFailure(error: unknown): MessageKey {
  return error instanceof ApiError && error.status === 429
    ? 'leads.errors.rateLimited'
    : 'leads.errors.failed'
}

/**
 * The landing's contact form (docs/product-spec.md §2 "Landing page"): stored as a lead and mailed to
 * support, with the support form's behaviour of docs/product-spec.md §5 (useMessageForm).
 */
export function ContactForm() {
  const { t } = useTranslation()
  const createLead = useCreateLead()
  const { control, field, errorOf, markEdited, submit, failure, alertId, isSent, isBusy } = useMessageForm<
    ContactInput,
    Contact
  >({
    schema: ContactSchema,
    empty: EMPTY,
    send: createLead.mutateAsync,
    describeFailure,
    messageValues: { max: MAX_CONTACT_MESSAGE_LENGTH, ...CONTACT_LIMITS },
  })
  // Counted, never cut (no maxLength): a long paste stays for the visitor to shorten.
  const [name, email, company, message] = useWatch({ control, name: ['name', 'email', 'company', 'message'] })
  // Rendered at build time, the button waits for the app: a click before would send the plain HTML form.
  const isHydrated = useIsHydrated()

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      aria-describedby={failure ? alertId : undefined}
      className="@container space-y-5"
    >
      <p className="text-sm text-stone-600">{t('leads.requiredNote')}</p>
      <div className="grid gap-5 @lg:grid-cols-2">
        <TextField
          label={t('leads.fields.name')}
          autoComplete="name"
          required
          count={{ length: name.length, max: CONTACT_LIMITS.name }}
          error={errorOf('name')}
          {...field('name')}
        />
        <TextField
          label={t('leads.fields.email')}
          type="email"
          autoComplete="email"
          required
          count={{ length: email.length, max: CONTACT_LIMITS.email }}
          error={errorOf('email')}
          {...field('email')}
        />
      </div>
      <div className="grid grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-3">
        <SelectField
          label={t('leads.fields.phonePrefix')}
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
              label={t('leads.fields.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              error={errorOf('phone')}
              {...phone}
              // Digits only (docs/product-spec.md §5 "Phone inputs … digits only"): anything else is dropped
              // as it is typed.
              onChange={(event) => {
                markEdited('phone')
                phone.onChange(event.target.value.replace(/\D/g, ''))
              }}
            />
          )}
        />
      </div>
      <div className="grid gap-5 @lg:grid-cols-2">
        <TextField
          label={t('leads.fields.company')}
          autoComplete="organization"
          count={{ length: company.length, max: CONTACT_LIMITS.company }}
          error={errorOf('company')}
          {...field('company')}
        />
        <SelectField
          label={t('leads.fields.industry')}
          required
          error={errorOf('industry')}
          {...field('industry')}
        >
          <option value="" disabled>
            {t('leads.fields.industryPlaceholder')}
          </option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(`leads.industries.${industry}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <MessageField
        label={t('leads.fields.message')}
        count={{ length: message.length, max: MAX_CONTACT_MESSAGE_LENGTH }}
        placeholder={t('leads.fields.messagePlaceholder')}
        error={errorOf('message')}
        {...field('message')}
      />

      <AcceptanceField
        labelKey="leads.fields.acceptPrivacy"
        link={{ tag: 'privacy', to: '/privacy' }}
        error={errorOf('acceptPrivacy')}
        {...field('acceptPrivacy')}
      />
      <MessageFormOutcome
        failure={failure ? t(failure) : null}
        alertId={alertId}
        sentNote={isSent ? t('leads.sent') : null}
      />
      <SendButton
        isBusy={isBusy || createLead.isPending}
        isDisabled={!isHydrated}
        label={t('leads.submit')}
        busyLabel={t('leads.submitting')}
      />
    </form>
  )
}
