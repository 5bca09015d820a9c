import { createContext, useContext } from 'react'
import { formatPrice, isPricedInWholeUnits } from '#domain/money/format-price.ts'
import type { Language } from './i18n.ts'

/**
 * The signed-in owner's business country, set once by the dashboard layout: with the language, it decides how
 * prices are written (docs/decisions/025-money-format.md). Outside the dashboard (the landing's upload) there
 * is none, and a price is written the way its currency's own country writes it.
 */
export const BusinessCountryContext = createContext<string | undefined>(undefined)

/** Writes amounts (exact decimal strings) of this currency for readers of this language: the one way. */
export function usePriceFormat(currency: string, language: Language): (amount: string | number) => string {
  const country = useContext(BusinessCountryContext)
  return (amount) => formatPrice(amount, currency, language, country)
}

/**
 * Amounts (decimal strings) that read as a dish's price and an extra's in a currency, for the examples forms
 * show: whole pesos where menus price without cents ("12000", "2000"), else units with cents ("12.50", "1.50").
 */
export function exampleAmounts(currency: string): { dish: string; extra: string } {
  return isPricedInWholeUnits(currency) ? { dish: '12000', extra: '2000' } : { dish: '12.50', extra: '1.50' }
}
