import { isCurrencyCode } from './currencies.ts'

// The currency a printed menu shows, read from its prices' signs, so that an import can propose it and ask
// before a menu in pounds is kept as pesos. "$" alone is written by every peso and dollar country alike, so
// it means the business's own currency when that is one of them.

/** Currencies whose everyday sign is a bare "$". */
const DOLLAR_SIGN_CURRENCIES = new Set([
  'ARS',
  'AUD',
  'BBD',
  'BMD',
  'BND',
  'BSD',
  'BZD',
  'CAD',
  'CLP',
  'COP',
  'CUP',
  'DOP',
  'FJD',
  'GYD',
  'HKD',
  'JMD',
  'KYD',
  'LRD',
  'MXN',
  'NAD',
  'NZD',
  'SBD',
  'SGD',
  'SRD',
  'TTD',
  'TWD',
  'USD',
  'UYU',
  'XCD',
])

// Signs made of letters or several characters first, so "US$" is not read as "$" nor "R$" as "$".
const SIGNS: ReadonlyArray<[RegExp, string]> = [
  [/US\$|U\$S/i, 'USD'],
  [/R\$/, 'BRL'],
  [/S\/\.?/, 'PEN'],
  [/\bBs\.?(?=\s*\d)|\bBs\b/, 'VES'],
  [/\bGs\.?(?=\s*\d)|\bGs\b/, 'PYG'],
  [/£/, 'GBP'],
  [/€/, 'EUR'],
  [/¥/, 'JPY'],
  [/₹/, 'INR'],
  [/\$/, '$'],
]

/**
 * The ISO 4217 currency one printed price is written in ("£7.00" → "GBP", "12,50 €" → "EUR", "US$7" →
 * "USD", "7.000 COP" → "COP"); "$" for a bare dollar sign, null when it shows none.
 */
export function readPriceCurrency(price: string): string | null {
  const code = /(?:^|[\s\d])([A-Za-z]{3})(?=$|[\s\d])/.exec(price)?.[1]?.toUpperCase()
  if (code && isCurrencyCode(code)) return code
  for (const [sign, currency] of SIGNS) if (sign.test(price)) return currency
  return null
}

/**
 * The currency a menu's printed prices show: the one most of its signed prices are written in, a bare "$"
 * taken as the business's currency when that is a peso or dollar (else as US dollars). Null when no price
 * shows a currency: the menu is then taken to be in the business's currency, with nothing to ask.
 */
export function detectMenuCurrency(prices: readonly string[], businessCurrency: string): string | null {
  const dollar = DOLLAR_SIGN_CURRENCIES.has(businessCurrency) ? businessCurrency : 'USD'
  const counts = new Map<string, number>()
  for (const price of prices) {
    const read = readPriceCurrency(price)
    if (read === null) continue
    const currency = read === '$' ? dollar : read
    counts.set(currency, (counts.get(currency) ?? 0) + 1)
  }
  let best: string | null = null
  for (const [currency, count] of counts) if (best === null || count > counts.get(best)!) best = currency
  return best
}

/**
 * The currency an import proposes instead of the business's, or null to ask nothing. Only printed evidence
 * counts: the signs on the prices as kept, else `printedCurrency`, the one the reader found named elsewhere on
 * the page ('' when it only guessed). A bare price is the business's money, so a guess never asks.
 */
export function proposeMenuCurrency(
  prices: readonly string[],
  printedCurrency: string,
  businessCurrency: string,
): string | null {
  const proposed =
    detectMenuCurrency(prices, businessCurrency) ?? (isCurrencyCode(printedCurrency) ? printedCurrency : null)
  return proposed === businessCurrency ? null : proposed
}
