import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CLIENT_LIMITS,
  CLIENT_STATUSES,
  type ClientInput,
  type ClientInputDraft,
} from '#domain/clients/client.schema.ts'
import { CLIENT_COUNTRIES, getClientCountry } from '#domain/clients/client-countries.ts'
import { maskClientPhone } from '#domain/clients/client-phone.ts'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { TextAreaField } from '../../../entities/catalogue/components/form-controls.tsx'
import { countryName } from '../client-display.ts'
import { useClientMessage } from './use-client-message.ts'

export type ClientForm = UseFormReturn<ClientInputDraft, unknown, ClientInput>

/**
 * The client modal's fields (docs/product-spec.md §5): full name, country, phone (its prefix beside it, masked
 * per country as it is typed), e-mail, status and notes.
 */
export function ClientFields({ form }: { form: ClientForm }) {
  const { t, i18n } = useTranslation()
  const message = useClientMessage()
  const { errors } = form.formState
  const [pais, nombreCompleto, notas] = form.watch(['pais', 'nombreCompleto', 'notas'])
  const country = getClientCountry(pais ?? '')
  // Registered in the order they are shown, so a failed save focuses the first field at fault.
  const nameField = form.register('nombreCompleto')
  const countryField = form.register('pais')
  const phone = form.register('telefono')
  return (
    <>
      <TextField
        label={t('clients.dialog.name')}
        required
        autoComplete="off"
        error={message(errors.nombreCompleto?.message, 'nombreCompleto')}
        count={{ length: nombreCompleto?.length ?? 0, max: CLIENT_LIMITS.nombreCompleto }}
        {...nameField}
      />
      <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <SelectField
          label={t('clients.dialog.country')}
          {...countryField}
          onChange={(event) => {
            void countryField.onChange(event)
            // The number typed so far is shown through the new country's mask.
            const typed = form.getValues('telefono')
            if (typed)
              form.setValue('telefono', maskClientPhone(event.target.value, typed), { shouldDirty: true })
          }}
        >
          {CLIENT_COUNTRIES.map((each) => (
            <option key={each.code} value={each.code}>
              {countryName(each.code, i18n.language)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('clients.dialog.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          adornment={country.prefix}
          placeholder={country.phoneMask.replaceAll('#', '0')}
          hint={t('clients.dialog.phoneHint', { prefix: country.prefix })}
          error={message(errors.telefono?.message, 'telefono')}
          {...phone}
          onChange={(event) => {
            event.target.value = maskClientPhone(country.code, event.target.value)
            return phone.onChange(event)
          }}
        />
      </div>
      <TextField
        label={t('clients.dialog.email')}
        type="email"
        autoComplete="off"
        required
        error={message(errors.email?.message, 'email')}
        {...form.register('email')}
      />
      <SelectField label={t('clients.dialog.status')} {...form.register('estado')}>
        {CLIENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`clients.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('clients.dialog.notes')}
        hint={t('clients.dialog.notesHint')}
        error={message(errors.notas?.message, 'notas')}
        count={{ length: notas?.length ?? 0, max: CLIENT_LIMITS.notas }}
        {...form.register('notas')}
      />
    </>
  )
}
