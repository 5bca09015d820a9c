import { LoaderCircle, MailCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Trans, useTranslation } from 'react-i18next'
import { COUNTRIES, phoneDigitCount } from '#domain/accounts/countries.ts'
import type { Profile } from '#domain/profile/profile.schema.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { PhoneFields } from '../../../entities/account/components/phone-fields.tsx'
import { ApiError } from '../../../lib/api.ts'
import { getCurrentLanguage, i18n, type MessageKey } from '../../../lib/i18n.ts'
import { useRequestEmailChange } from '../api/email-change.ts'
import { useUpdateProfile } from '../api/update-profile.ts'
import {
  isEmailChanged,
  PROFILE_FORM_FIELDS,
  type ProfileFormValues,
  type ProfileSubmission,
  profileFormResolver,
  profileFormValues,
} from '../profile-form.ts'
import { EmailCodeDialog } from './email-code-dialog.tsx'

type Outcome = 'saved' | 'emailChanged' | null

/** A field's message key from the server, when our files know it; else the fallback. */
function knownMessage(key: string | undefined, fallback: MessageKey): MessageKey {
  return key && i18n.exists(key) ? (key as MessageKey) : fallback
}

/**
 * Mi perfil's form (docs/product-spec.md §2 "My Profile", §5): name, email and phone required, address, city,
 * country; Cancelar goes back to what is saved, Guardar says "Perfil actualizado correctamente". A new email is
 * not saved with the rest: a code goes to it, and the address changes when the code is entered
 * (decision 041).
 */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const alertId = useId()
  const update = useUpdateProfile()
  const requestEmail = useRequestEmailChange()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [failure, setFailure] = useState<MessageKey | null>(null)
  const [codeEmail, setCodeEmail] = useState<string | null>(null)
  const form = useForm<ProfileFormValues, unknown, ProfileSubmission>({
    resolver: profileFormResolver,
    defaultValues: profileFormValues(profile),
  })
  const { isSubmitting, isDirty, errors } = form.formState
  // The phone's message says how many digits its country's numbers have.
  const digits = phoneDigitCount(form.watch('phoneCountry'))
  const fieldError = (message: string | undefined) =>
    message ? t(message as MessageKey, { digits }) : undefined

  const showFieldRefusals = (error: ApiError): boolean => {
    let isShown = false
    for (const [field, messages] of Object.entries(error.fields ?? {})) {
      if (!(PROFILE_FORM_FIELDS as readonly string[]).includes(field)) continue
      const message = knownMessage(messages[0], 'profile.errors.invalid')
      form.setError(field as keyof ProfileFormValues, { message }, { shouldFocus: !isShown })
      isShown = true
    }
    return isShown
  }

  const askForEmailCode = async (email: string): Promise<boolean> => {
    try {
      await requestEmail.mutateAsync(email)
      setCodeEmail(email)
      return true
    } catch (error) {
      // Kept as typed, at its field, so the owner can correct it.
      form.setValue('email', email, { shouldDirty: true })
      const message =
        error instanceof ApiError && error.status === 409
          ? 'profile.errors.emailInUse'
          : error instanceof ApiError && error.fields?.email
            ? knownMessage(error.fields.email[0], 'profile.errors.emailInvalid')
            : error instanceof ApiError && error.status === 429
              ? 'profile.errors.rateLimited'
              : 'profile.errors.emailCodeFailed'
      form.setError('email', { message }, { shouldFocus: true })
      return false
    }
  }

  const submit = form.handleSubmit(async ({ changes, email }) => {
    setOutcome(null)
    setFailure(null)
    let saved: Profile
    try {
      saved = await update.mutateAsync(changes)
    } catch (error) {
      if (error instanceof ApiError && showFieldRefusals(error)) return
      setFailure(
        error instanceof ApiError && error.status === 0
          ? 'profile.errors.network'
          : 'profile.errors.saveFailed',
      )
      return
    }
    // What is saved is now the form's starting point; the email stays the old one until its code is entered.
    form.reset(profileFormValues(saved))
    setOutcome('saved')
    if (isEmailChanged(email, saved.email)) await askForEmailCode(email)
  })

  const confirmed = (next: Profile) => {
    setCodeEmail(null)
    form.reset(profileFormValues(next), { keepDirtyValues: true })
    setOutcome('emailChanged')
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={() => setOutcome(null)}
      aria-labelledby="profile-details-heading"
      className="space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <LeaveGuard hasUnsavedChanges={isDirty && !isSubmitting} />
      <h2 id="profile-details-heading" className="font-semibold text-lg text-stone-900">
        {t('profile.details.heading')}
      </h2>
      {failure ? <FormAlert id={alertId}>{t(failure)}</FormAlert> : null}
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('profile.fields.name')}
          required
          autoComplete="name"
          error={fieldError(errors.name?.message)}
          {...form.register('name')}
        />
        <div>
          <TextField
            label={t('profile.fields.email')}
            type="email"
            required
            autoComplete="email"
            hint={t('profile.fields.emailHint')}
            error={fieldError(errors.email?.message)}
            {...form.register('email')}
          />
          {profile.pendingEmail && codeEmail === null ? (
            <PendingEmailNote email={profile.pendingEmail} onEnterCode={setCodeEmail} />
          ) : null}
        </div>
      </div>
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneFields
            countryCode={form.watch('phoneCountry')}
            phone={field.value}
            phoneRef={field.ref}
            onBlur={field.onBlur}
            isRequired
            phoneLabel={t('profile.fields.phone')}
            phoneError={fieldError(fieldState.error?.message)}
            onChange={({ countryCode, phone }) => {
              form.setValue('phoneCountry', countryCode, { shouldDirty: true })
              field.onChange(phone)
            }}
          />
        )}
      />
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('profile.fields.address')}
          autoComplete="street-address"
          className="md:col-span-2"
          error={fieldError(errors.address?.message)}
          {...form.register('address')}
        />
        <TextField
          label={t('profile.fields.city')}
          autoComplete="address-level2"
          error={fieldError(errors.city?.message)}
          {...form.register('city')}
        />
        <SelectField label={t('profile.fields.country')} autoComplete="country" {...form.register('country')}>
          {COUNTRIES.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name[language]}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col-reverse gap-3 border-stone-200 border-t pt-5 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="font-medium text-emerald-800 text-sm sm:mr-auto">
          {outcome === 'saved'
            ? t('profile.saved')
            : outcome === 'emailChanged'
              ? t('profile.emailChange.done', { email: profile.email })
              : ''}
        </p>
        <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          {t('profile.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {isSubmitting ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
      <EmailCodeDialog email={codeEmail} onClose={() => setCodeEmail(null)} onConfirmed={confirmed} />
    </form>
  )
}

/** An address still waiting for its code: said under the email, with the way back to the code. */
function PendingEmailNote({ email, onEnterCode }: { email: string; onEnterCode: (email: string) => void }) {
  const { t } = useTranslation()
  return (
    <div className="mt-2 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-amber-900 text-sm">
      <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <Trans
          i18nKey="profile.emailChange.pending"
          values={{ email }}
          components={{ email: <strong className="break-all font-semibold" /> }}
        />{' '}
        <button
          type="button"
          onClick={() => onEnterCode(email)}
          className="rounded font-medium underline underline-offset-2 hover:no-underline"
        >
          {t('profile.emailChange.enterCode')}
        </button>
      </p>
    </div>
  )
}
