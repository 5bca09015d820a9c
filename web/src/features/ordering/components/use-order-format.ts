import { useTranslation } from 'react-i18next'
import type { Order } from '#domain/ordering/order.schema.ts'
import { useMe } from '../../../entities/account/api/get-me.ts'
import type { Language } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'
import { tableTitle } from './table-title.ts'

/**
 * How an order's facts are written in the dashboard's language: its amounts in its currency, its instants on
 * the business's clock (the kitchen's, whatever the device's zone), and where it goes ("Mesa 4", "Barra", or
 * "Para recoger").
 */
export function useOrderFormat(currency: string) {
  const { t, i18n } = useTranslation()
  const language = i18n.language as Language
  const business = useMe().data?.business
  const price = usePriceFormat(currency, language)
  const timeZone = business?.timeZone
  const time = (instant: string) =>
    new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', timeZone }).format(
      new Date(instant),
    )
  const dateTime = (instant: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
      new Date(instant),
    )
  const where = (order: Pick<Order, 'channel' | 'tableName' | 'pickupName'>) =>
    order.channel === 'table'
      ? tableTitle(t, 'ordering.tables.list.tableName', order.tableName)
      : t('ordering.orders.pickup')
  return { price, time, dateTime, where, businessName: business?.name ?? '' }
}

/** Whether an exact amount ("0", "0.00", "1500") is nothing. */
export function isZero(amount: string): boolean {
  return Number(amount) === 0
}
