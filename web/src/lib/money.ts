import { createContext, useContext } from 'react'
import { formatPrice } from '#domain/money/format-price.ts'
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
