import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle } from 'lucide-react'
import { useContext, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { COUNTRIES, type CountryCode, DEFAULT_COUNTRY } from '#domain/accounts/countries.ts'
import { type BillingAddress, BillingAddressSchema } from '#domain/payments/billing.schema.ts'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog.tsx'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { isLanguage, type MessageKey } from '../../../lib/i18n.ts'
import { BusinessCountryContext } from '../../../lib/money.ts'
import { useSaveBillingAddress } from '../api/billing.ts'

type Draft = z.input<typeof BillingAddressSchema>
const fields = ['name', 'street', 'city', 'country', 'postalCode'] as const

type Props = { open: boolean; address: BillingAddress | null; onClose: () => void }

/** Adds or edits the billing address; mounted only while open, so it starts from what is saved. */
export function BillingAddressDialog({ open, address, onClose }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      {open ? (
        <DialogContent
          title={address ? t('payments.address.editTitle') : t('payments.address.addTitle')}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        >
          <AddressForm address={address} onSaved={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  )
}

function AddressForm({ address, onSaved }: { address: BillingAddress | null; onSaved: () => void }) {
  const { t, i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : 'es'
  const businessCountry = useContext(BusinessCountryContext)
  const save = useSaveBillingAddress()
  const [hasFailed, setHasFailed] = useState(false)
  const startCountry = (COUNTRIES.find((each) => each.code === businessCountry)?.code ??
    DEFAULT_COUNTRY) as CountryCode
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Draft, unknown, BillingAddress>({
    resolver: zodResolver(BillingAddressSchema),
    defaultValues: address ?? { name: '', street: '', city: '', country: startCountry, postalCode: '' },
  })
  const errorOf = (field: (typeof fields)[number]) => {
    const message = errors[field]?.message
    return message ? (i18n.exists(message) ? t(message as MessageKey) : message) : undefined
  }

  const submit = handleSubmit(async (input) => {
    setHasFailed(false)
    try {
      await save.mutateAsync(input)
      onSaved()
    } catch (error) {
      // A 400 names its fields with message keys: each said at its own field.
      const named = error instanceof ApiError ? fields.filter((field) => error.fields?.[field]) : []
      for (const field of named)
        setError(field, { message: (error as ApiError).fields?.[field]?.[0] }, { shouldFocus: true })
      if (named.length === 0) setHasFailed(true)
    }
  })
  const isBusy = isSubmitting || save.isPending

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.stopPropagation()
        void submit(event)
      }}
      className="mt-5 space-y-4"
    >
      {hasFailed ? (
        <FormAlert id="billing-address-failure">{t('payments.address.saveFailed')}</FormAlert>
      ) : null}
      <TextField
        label={t('payments.address.name')}
        autoComplete="billing name"
        required
        error={errorOf('name')}
        {...register('name')}
      />
      <TextField
        label={t('payments.address.street')}
        autoComplete="billing street-address"
        required
        error={errorOf('street')}
        {...register('street')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('payments.address.city')}
          autoComplete="billing address-level2"
          required
          error={errorOf('city')}
          {...register('city')}
        />
        <TextField
          label={t('payments.address.postalCode')}
          autoComplete="billing postal-code"
          required
          error={errorOf('postalCode')}
          {...register('postalCode')}
        />
      </div>
      <SelectField
        label={t('payments.address.country')}
        required
        error={errorOf('country')}
        {...register('country')}
      >
        {COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name[language]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">{t('payments.actions.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <LoaderCircle aria-hidden className="motion-safe:animate-spin" /> : null}
          {t('payments.address.save')}
        </Button>
      </div>
    </form>
  )
}
