import { useTranslation } from 'react-i18next'
import type { Promotion, WeeklyWindow } from '#domain/promotions/promotion.schema.ts'
import { startsLater } from '#domain/promotions/promotion-status.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { usePriceFormat } from '../../../lib/money.ts'

/**
 * How the list writes a promotion: its type, its dates on the business's clock in the page's language, and
 * its weekly window ("lun, mar, 17:00–19:00").
 */
export function usePromotionText(timeZone: string, currency: string) {
  const { t } = useTranslation()
  const language = getCurrentLanguage()
  const formatPrice = usePriceFormat(currency, language)
  const dateFormat = new Intl.DateTimeFormat(language, { timeZone, dateStyle: 'medium', timeStyle: 'short' })
  const date = (instant: string) => dateFormat.format(new Date(instant))

  const typeLabel = (promotion: Pick<Promotion, 'tipo'>) => t(`promotions.types.${promotion.tipo}`)

  /** The type and what it gives: "Descuento · 20 % de descuento", "Normal · Ahora $ 9.000". */
  const typeDetail = (promotion: Promotion): string | null => {
    if (promotion.tipo === 'descuento' && promotion.porcentaje !== null) {
      return t('promotions.list.discount', { percent: promotion.porcentaje })
    }
    if (promotion.tipo === 'normal' && promotion.precioNormal !== null) {
      return t('promotions.list.fixedPrice', { price: formatPrice(promotion.precioNormal) })
    }
    return null
  }

  const windowText = (window: WeeklyWindow) =>
    t('promotions.list.weekly', {
      days: window.dias
        .map((day) => t(`promotions.weekdaysShort.${day}` as 'promotions.weekdaysShort.1'))
        .join(', '),
      from: window.desde,
      to: window.hasta,
    })

  /** The dates column's lines: a future start first ("Empieza el…"), then the end, then the weekly window. */
  const dateLines = (promotion: Promotion, now: Date): string[] => {
    const lines: string[] = []
    if (promotion.fechaInicio) {
      lines.push(
        startsLater(promotion, now)
          ? t('promotions.list.startsOn', { date: date(promotion.fechaInicio) })
          : t('promotions.list.from', { date: date(promotion.fechaInicio) }),
      )
    }
    if (promotion.fechaFin) lines.push(t('promotions.list.until', { date: date(promotion.fechaFin) }))
    if (promotion.franjaSemanal) lines.push(windowText(promotion.franjaSemanal))
    // "Sin fechas" only when nothing at all limits it: a weekly window alone says when it runs.
    if (lines.length === 0) lines.push(t('promotions.list.always'))
    return lines
  }

  return { typeLabel, typeDetail, dateLines }
}
