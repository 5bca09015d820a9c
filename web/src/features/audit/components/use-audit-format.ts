import { useTranslation } from 'react-i18next'
import { useDisplayTimeZone } from '../../../lib/display-time-zone.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import type { DetailFormat } from './audit-details.ts'

type Business = { currency: string; timeZone: string }

/** How the log writes times, prices and lists, in the interface's language. */
export type AuditFormat = DetailFormat & {
  /** When an event happened, in the zone the owner reads their own dates in (Configuración → General). */
  eventTime: (iso: string) => string
}

/**
 * The log's formats for the session's business: an event's time in the owner's own zone, a booking's in the
 * business's (as its bookings are shown), prices in its currency the way the dashboard writes every price.
 */
export function useAuditFormat(business: Business): AuditFormat {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const displayZone = useDisplayTimeZone()
  const formatPrice = usePriceFormat(business.currency, language)
  const dateTime = (timeZone: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', timeZone })
  const eventFormat = dateTime(displayZone)
  const bookingFormat = dateTime(business.timeZone)
  const listFormat = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' })
  return {
    t,
    eventTime: (iso) => eventFormat.format(new Date(iso)),
    bookingTime: (iso) => bookingFormat.format(new Date(iso)),
    price: (amount) => {
      try {
        return formatPrice(amount)
      } catch {
        // An amount the formatter refuses (not a decimal) is shown as it was recorded.
        return amount
      }
    },
    list: (items) => listFormat.format(items),
  }
}
