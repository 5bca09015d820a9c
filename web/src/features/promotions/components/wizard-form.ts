import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { MessageKey } from '../../../lib/i18n.ts'
import { FIELD_LIMITS, type PromotionFormOutput, type PromotionFormValues } from '../promotion-form.ts'

export type WizardForm = UseFormReturn<PromotionFormValues, unknown, PromotionFormOutput>

/** A field's refusal in words, with the limit it names ("hasta 120 caracteres"). */
export function useFieldError(form: WizardForm) {
  const { t } = useTranslation()
  return (field: keyof PromotionFormValues) => {
    const message = form.formState.errors[field]?.message
    return message ? t(message as MessageKey, { max: FIELD_LIMITS[field] }) : undefined
  }
}

/** "hora de Colombia (America/Bogota)": the zone the dates are typed in, in the page's language. */
export function describeTimeZone(timeZone: string, language: string): string {
  const name = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value
  return name && name !== timeZone ? `${name} (${timeZone})` : timeZone
}
