import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { Business, BusinessChanges } from '#domain/accounts/business.schema.ts'
import { getCountry } from '#domain/accounts/countries.ts'
import { WHATSAPP_USES } from '#domain/whatsapp/whatsapp-settings.schema.ts'
import { TextField } from '../../../components/ui/form-field.tsx'
import { SwitchField } from '../../../components/ui/switch-field.tsx'
import { phonePlaceholder } from '../../../entities/account/components/phone-fields.tsx'

// Argentina's mobiles take a 9 after 54 on WhatsApp, which its phone mask has no room for.
const ARGENTINA_PLACEHOLDER = '9 11 2345 6789'

type Props = {
  form: UseFormReturn<BusinessChanges, unknown, BusinessChanges>
  business: Business
  /** The field's message, in the reader's language, when it is refused. */
  error: string | undefined
  /** A switch was turned: the form hears no change event from a button. */
  onSwitch: () => void
}

/**
 * Negocio's WhatsApp (decision 072): the business's number, with the country's prefix beside it as the other
 * phones show it, and what it is used for: the diner's links on the menu, under each dish and on the booking
 * page, and the owner's own notice of each new booking, offered only where the deployment sends messages.
 */
export function WhatsAppFields({ form, business, error, onSwitch }: Props) {
  const { t } = useTranslation()
  const country = getCountry(business.country)
  const uses = WHATSAPP_USES.filter((use) => use !== 'bookingNotices' || business.whatsappMessages)
  const hint = [
    t('businessSettings.whatsapp.numberHint', { prefix: country.prefix }),
    country.code === 'AR' ? t('businessSettings.whatsapp.numberHintArgentina') : '',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <section aria-labelledby="business-whatsapp-heading" className="space-y-4 border-stone-200 border-t pt-5">
      <div>
        <h3 id="business-whatsapp-heading" className="font-semibold text-base text-stone-900">
          {t('businessSettings.whatsapp.heading')}
        </h3>
        <p className="mt-1 text-sm text-stone-600">{t('businessSettings.whatsapp.intro')}</p>
      </div>
      <div className="md:max-w-sm">
        <TextField
          label={t('businessSettings.whatsapp.number')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          adornment={country.prefix}
          placeholder={country.code === 'AR' ? ARGENTINA_PLACEHOLDER : phonePlaceholder(country.code)}
          hint={hint}
          error={error}
          {...form.register('whatsappNumber')}
        />
      </div>
      <div className="divide-y divide-stone-200">
        {uses.map((use) => (
          <Controller
            key={use}
            control={form.control}
            name={`whatsappUses.${use}`}
            render={({ field }) => (
              <SwitchField
                label={t(`businessSettings.whatsapp.uses.${use}`)}
                description={t(`businessSettings.whatsapp.uses.${use}Hint`)}
                checked={field.value ?? false}
                onCheckedChange={(isOn: boolean) => {
                  onSwitch()
                  field.onChange(isOn)
                }}
              />
            )}
          />
        ))}
      </div>
    </section>
  )
}
