import { useTranslation } from 'react-i18next'
import { parseDecimal } from '#domain/money/format-price.ts'
import { getCurrentLanguage } from '../../../lib/i18n.ts'
import { exampleAmounts, usePriceFormat } from '../../../lib/money.ts'

type EmptyHint = 'products.dialog.priceHint' | 'products.dialog.specialPriceHint'

/**
 * Under a price field: how the typed price will read on the menu ("En el menú: $ 12.000"), else how to type
 * one (`emptyHint`), or nothing where room is short (`null`).
 */
export function usePriceHint(currency: string) {
  const { t } = useTranslation()
  const format = usePriceFormat(currency, getCurrentLanguage())
  return (typed: string | undefined, emptyHint: EmptyHint | null): string | undefined => {
    const decimal = parseDecimal(typed ?? '')
    if (decimal !== null) return t('products.dialog.pricePreview', { price: format(decimal) })
    return emptyHint ? t(emptyHint, { example: format(exampleAmounts(currency).dish) }) : undefined
  }
}
