import type { Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { COUNTRIES, type CountryCode, getCountry, maskPhone } from '#domain/accounts/countries.ts'
import { SelectField, TextField } from '../../../components/ui/form-field.tsx'
import { getCurrentLanguage } from '../../../lib/i18n.ts'

/** "300 123 4567" for Colombia: the country's mask filled with sample digits. */
export function phonePlaceholder(countryCode: string): string {
  let next = 0
  return getCountry(countryCode).phoneMask.replace(/#/g, () => String((next++ % 9) + 1))
}

type Props = {
  countryCode: CountryCode
  phone: string
  onChange: (value: { countryCode: CountryCode; phone: string }) => void
  /** The countries offered, in this order; all of them by default. */
  countries?: readonly CountryCode[]
  phoneError?: string
  /** The phone input, so that a form can focus it on an error. */
  phoneRef?: Ref<HTMLInputElement>
  onBlur?: () => void
  /** The number is required here (Mi perfil), not optional as at registration: its own label, marked. */
  isRequired?: boolean
  phoneLabel?: string
}

/**
 * The phone with its country selector (docs/product-spec.md §5 "Phone inputs are masked per
 * country"): the number keeps its digits and takes the new country's mask when the country changes. Side by
 * side when there is room.
 */
export function PhoneFields({
  countryCode,
  phone,
  onChange,
  countries,
  phoneError,
  phoneRef,
  onBlur,
  isRequired,
  phoneLabel,
}: Props) {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const offered = countries ? countries.map(getCountry) : COUNTRIES
  return (
    <div className="@container">
      <div className="grid gap-5 @md:grid-cols-[minmax(0,13rem)_minmax(0,1fr)]">
        <SelectField
          label={t('accounts.fields.countryCode')}
          name="countryCode"
          value={countryCode}
          onChange={(event) => {
            const next = event.target.value as CountryCode
            onChange({ countryCode: next, phone: maskPhone(next, phone) })
          }}
        >
          {offered.map((country) => (
            <option key={country.code} value={country.code}>
              {t('accounts.fields.countryOption', { name: country.name[language], prefix: country.prefix })}
            </option>
          ))}
        </SelectField>
        <TextField
          ref={phoneRef}
          label={phoneLabel ?? t('accounts.fields.phone')}
          required={isRequired}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          adornment={getCountry(countryCode).prefix}
          placeholder={phonePlaceholder(countryCode)}
          error={phoneError}
          value={phone}
          onBlur={onBlur}
          onChange={(event) => onChange({ countryCode, phone: maskPhone(countryCode, event.target.value) })}
        />
      </div>
    </div>
  )
}
