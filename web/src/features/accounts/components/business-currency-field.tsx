import { Loader2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { Business } from '#domain/accounts/business.schema.ts'
import { BUSINESS_CURRENCIES } from '#domain/money/currencies.ts'
import { FormAlert } from '../../../components/ui/form-alert.tsx'
import { SelectField } from '../../../components/ui/form-field.tsx'
import { getCurrentLanguage, type MessageKey } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { useUpdateBusiness } from '../api/update-business.ts'

/**
 * The business's currency ("Moneda"), saved as soon as it is chosen: it belongs to the business, not to the
 * catalogue being designed, so it never waits for the design's Guardar. Every price then follows it,
 * the public menu's included (docs/decisions/025-money-format.md).
 */
export function BusinessCurrencyField({ business }: { business: Business }) {
  const { t } = useTranslation()
  const update = useUpdateBusiness()
  // While saving, the select already shows the chosen currency.
  const currency =
    update.isPending && update.variables.currency ? update.variables.currency : business.currency
  const example = usePriceFormat(currency, getCurrentLanguage())('12000')
  const currencyName = (code: string) =>
    t(`accounts.business.currencies.${code}` as MessageKey, { defaultValue: code })
  // An import may have moved the business to a currency outside the usual list (a "CHF 12" menu): it is
  // offered too, so the select never shows another currency than the business's.
  const offered = BUSINESS_CURRENCIES.includes(currency)
    ? BUSINESS_CURRENCIES
    : [...BUSINESS_CURRENCIES, currency]

  return (
    <section
      aria-labelledby="business-heading"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white px-4 py-4 shadow-sm sm:px-5"
    >
      <h2 id="business-heading" className="font-medium text-sm text-stone-900">
        {t('accounts.business.heading')}
      </h2>
      <SelectField
        label={t('accounts.business.currency')}
        hint={t('accounts.business.currencyHint', { example })}
        className="max-w-md"
        value={currency}
        onChange={(event) => update.mutate({ currency: event.target.value })}
      >
        {offered.map((code) => (
          <option key={code} value={code}>
            {currencyName(code)}
          </option>
        ))}
      </SelectField>
      {/* A polite live region, not role=status: Diseño's own save message is the page's status. */}
      <p aria-live="polite" className="text-sm text-stone-600">
        {update.isPending ? (
          <span className="flex items-center gap-2">
            <Loader2 aria-hidden className="size-4 animate-spin" />
            {t('accounts.business.saving')}
          </span>
        ) : update.isSuccess ? (
          t('accounts.business.saved', { currency: currencyName(update.data.currency) })
        ) : null}
      </p>
      {update.isError ? (
        <FormAlert id="business-currency-error">{t('accounts.business.saveFailed')}</FormAlert>
      ) : null}
    </section>
  )
}
