import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  type Business,
  type BusinessChanges,
  BusinessChangesSchema,
} from '#domain/accounts/business.schema.ts'
import { BUSINESS_CURRENCIES } from '#domain/money/currencies.ts'
import { LeaveGuard } from '../../../components/forms/leave-guard.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { SwitchField } from '../../../components/ui/switch-field.tsx'
import { TimeZoneField } from '../../../components/ui/time-zone-field.tsx'
import { getPublicMenuUrl } from '../../../entities/catalogue/components/sharing/public-menu.ts'
import { ApiError } from '../../../lib/api.ts'
import { i18n, type MessageKey } from '../../../lib/i18n.ts'
import { BUSINESS_FORM_FIELDS, businessFormValues, changedFields } from '../business-form.ts'
import { WhatsAppFields } from './whatsapp-fields.tsx'

type Props = {
  business: Business
  /** Saves the changed fields (`PATCH /api/business`) and answers the business as it is now. */
  onSave: (changes: BusinessChanges) => Promise<Business>
  /**
   * The host of the deployment's model service (`api.openai.com`), null when none is set or not yet known:
   * only with one is there anything for the business to turn on or off.
   */
  modelHost: string | null
}

const resolver = zodResolver(BusinessChangesSchema)

/** A field's message key from the server when our files know it, else the fallback. */
function knownMessage(key: string | undefined, fallback: MessageKey): MessageKey {
  return key && i18n.exists(key) ? (key as MessageKey) : fallback
}

/**
 * Configuración → Negocio (decision 041): the business's name, its public address (the old one keeps
 * redirecting), currency, its own time zone (promotions and reservations run on it; the owner's display zone
 * is General's), the contact phone and address its public menu shows, whether its menus are also read
 * with the deployment's model service, when there is one, and its WhatsApp number and what it is used for.
 */
export function BusinessTab({ business, onSave, modelHost }: Props) {
  const { t } = useTranslation()
  const alertId = useId()
  const [isSaved, setIsSaved] = useState(false)
  const [failure, setFailure] = useState<MessageKey | null>(null)
  // Every field is there from the start (businessFormValues); the schema's are optional for the PATCH.
  const form = useForm<BusinessChanges, unknown, BusinessChanges>({
    resolver,
    // The slug's rules are checked as it is typed: a space or a capital is explained at once.
    mode: 'onChange',
    defaultValues: businessFormValues(business),
  })
  const { isSubmitting, isDirty, errors } = form.formState
  const fieldError = (message: string | undefined) => (message ? t(message as MessageKey) : undefined)
  const slug = form.watch('slug')
  const currencyName = (code: string) =>
    t(`accounts.business.currencies.${code}` as MessageKey, { defaultValue: code })
  const currencies = BUSINESS_CURRENCIES.includes(business.currency)
    ? BUSINESS_CURRENCIES
    : [...BUSINESS_CURRENCIES, business.currency]

  const showRefusal = (error: ApiError): boolean => {
    if (error.status === 409 && error.code === 'slug_taken') {
      form.setError('slug', { message: 'accounts.business.errors.slugTaken' }, { shouldFocus: true })
      return true
    }
    let isShown = false
    for (const [field, messages] of Object.entries(error.fields ?? {})) {
      if (!(BUSINESS_FORM_FIELDS as readonly string[]).includes(field)) continue
      const message = knownMessage(messages[0], 'businessSettings.errors.invalid')
      form.setError(field as keyof BusinessChanges, { message }, { shouldFocus: !isShown })
      isShown = true
    }
    return isShown
  }

  const submit = form.handleSubmit(async (values) => {
    setIsSaved(false)
    setFailure(null)
    const changes = changedFields(values, business)
    if (Object.keys(changes).length === 0) return
    try {
      form.reset(businessFormValues(await onSave(changes)))
      setIsSaved(true)
    } catch (error) {
      if (error instanceof ApiError && showRefusal(error)) return
      setFailure(
        error instanceof ApiError && error.status === 0
          ? 'businessSettings.errors.network'
          : 'businessSettings.errors.saveFailed',
      )
    }
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      onChange={() => setIsSaved(false)}
      aria-labelledby="business-settings-heading"
      className="max-w-3xl space-y-5 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <LeaveGuard hasUnsavedChanges={isDirty && !isSubmitting} />
      <div>
        <h2 id="business-settings-heading" className="font-semibold text-lg text-stone-900">
          {t('businessSettings.heading')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('businessSettings.intro')}</p>
      </div>
      {failure ? <FormAlert id={alertId}>{t(failure)}</FormAlert> : null}
      <TextField
        label={t('businessSettings.fields.name')}
        required
        autoComplete="organization"
        error={fieldError(errors.name?.message)}
        {...form.register('name')}
      />
      <TextField
        label={t('businessSettings.fields.slug')}
        required
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError(errors.slug?.message)}
        hint={t('businessSettings.fields.slugHint', { url: getPublicMenuUrl(slug || business.slug) })}
        {...form.register('slug')}
      />
      {slug !== business.slug && !errors.slug ? (
        <p className="-mt-3 text-sm text-stone-700">
          {t('businessSettings.fields.slugRedirect', { old: getPublicMenuUrl(business.slug) })}
        </p>
      ) : null}
      <div className="grid gap-5 md:grid-cols-2">
        <SelectField
          label={t('businessSettings.fields.currency')}
          hint={t('businessSettings.fields.currencyHint')}
          error={fieldError(errors.currency?.message)}
          {...form.register('currency')}
        >
          {currencies.map((code) => (
            <option key={code} value={code}>
              {currencyName(code)}
            </option>
          ))}
        </SelectField>
        <Controller
          control={form.control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <TimeZoneField
              label={t('businessSettings.fields.timeZone')}
              hint={t('businessSettings.fields.timeZoneHint')}
              value={field.value ?? ''}
              onChange={(zone) => field.onChange(zone)}
              error={fieldError(fieldState.error?.message)}
            />
          )}
        />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label={t('businessSettings.fields.contactPhone')}
          type="tel"
          autoComplete="tel"
          hint={t('businessSettings.fields.contactHint')}
          error={fieldError(errors.contactPhone?.message)}
          {...form.register('contactPhone')}
        />
        <TextField
          label={t('businessSettings.fields.contactAddress')}
          autoComplete="street-address"
          hint={t('businessSettings.fields.contactHint')}
          error={fieldError(errors.contactAddress?.message)}
          {...form.register('contactAddress')}
        />
      </div>
      {modelHost ? (
        <Controller
          control={form.control}
          name="menuModelEnabled"
          render={({ field }) => (
            <SwitchField
              label={t('businessSettings.fields.menuModel', { host: modelHost })}
              description={t('businessSettings.fields.menuModelHint')}
              checked={field.value ?? false}
              onCheckedChange={(isOn) => {
                // A switch is a button: the form hears no change event from it to clear "saved".
                setIsSaved(false)
                field.onChange(isOn)
              }}
            />
          )}
        />
      ) : null}
      <WhatsAppFields
        form={form}
        business={business}
        error={fieldError(errors.whatsappNumber?.message)}
        onSwitch={() => setIsSaved(false)}
      />
      <div className="flex flex-col-reverse gap-3 border-stone-200 border-t pt-5 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="font-medium text-emerald-800 text-sm sm:mr-auto">
          {isSaved ? t('businessSettings.saved') : ''}
        </p>
        <Button variant="secondary" disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
          {t('businessSettings.cancel')}
        </Button>
        <Button type="submit" disabled={!isDirty || isSubmitting}>
          {isSubmitting ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {isSubmitting ? t('businessSettings.saving') : t('businessSettings.save')}
        </Button>
      </div>
    </form>
  )
}
