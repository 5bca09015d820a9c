// Prices as readers must see them, checked by the unit tests on Node's ICU and by a browser test on
// Chromium's, so that the dashboard, the server-rendered menu and e-mails agree (decision 025).

/** One case: amount, currency, page language, business country (or none), what the reader sees. */
export type PriceCase = readonly [
  amount: string,
  currency: string,
  language: 'es' | 'en',
  country: string | null,
  shown: string,
]

// Intl puts a non-breaking space between a sign and a number, so a price never wraps across two lines.
const _ = '\u00a0'

export const PRICE_CASES: readonly PriceCase[] = [
  // The examples docs/product-spec.md and the owners ask for.
  ['12.5', 'EUR', 'es', 'ES', `12,50${_}€`],
  ['24000', 'COP', 'es', 'CO', `$${_}24.000`],
  ['7', 'USD', 'en', 'CO', 'US$7.00'],
  // Four digits are grouped in Spanish too ("1.500", not ICU's default "1500").
  ['1500', 'COP', 'es', 'CO', `$${_}1.500`],
  ['1500', 'EUR', 'es', 'ES', `1.500,00${_}€`],
  ['1500', 'ARS', 'es', 'AR', `$${_}1.500`],
  ['1500', 'CLP', 'es', 'CL', '$1.500'],
  // Pesos drop whole cents and keep the others; cents currencies always show two decimals.
  ['1234567.5', 'COP', 'es', 'CO', `$${_}1.234.567,50`],
  ['12.00', 'COP', 'es', 'CO', `$${_}12`],
  ['12.00', 'USD', 'en', 'US', '$12.00'],
  ['1500', 'MXN', 'es', 'MX', '$1,500.00'],
  ['1500', 'MXN', 'en', 'MX', '$1,500.00'],
  ['12.5', 'GBP', 'en', 'UK', '£12.50'],
  ['12.5', 'GBP', 'es', 'UK', `12,50${_}£`],
  // The page's language decides the separators, the country the signs.
  ['24000', 'COP', 'en', 'CO', '$24,000'],
  ['12.5', 'EUR', 'en', 'ES', '€12.50'],
  ['12.5', 'USD', 'es', 'US', '$12.50'],
  ['12.5', 'USD', 'en', 'US', '$12.50'],
  ['12.5', 'USD', 'es', 'EC', '$12,50'],
  ['1500', 'ARS', 'en', 'AR', '$1,500'],
  // A currency that is not the country's own never reads as a bare "$".
  ['7', 'USD', 'es', 'CO', `US$${_}7,00`],
  ['7', 'USD', 'es', 'ES', `7,00${_}US$`],
  ['7', 'USD', 'en', 'MX', 'US$7.00'],
  ['7', 'USD', 'es', 'MX', `USD${_}7.00`],
  ['7', 'MXN', 'en', 'US', 'MX$7.00'],
  ['24000', 'COP', 'en', 'US', `COP${_}24,000`],
  ['1500', 'ARS', 'es', 'CO', `ARS${_}1.500`],
  ['12.5', 'GBP', 'es', 'ES', `12,50${_}GBP`],
  ['12.5', 'EUR', 'en', 'CO', '€12.50'],
  // Without a country, the currency's own country.
  ['24000', 'COP', 'es', null, `$${_}24.000`],
  ['12.5', 'EUR', 'es', null, `12,50${_}€`],
  ['7', 'USD', 'en', null, '$7.00'],
  // Exact decimals: every digit kept, half-up past the cents.
  ['9999999999.99', 'USD', 'en', 'US', '$9,999,999,999.99'],
  ['12.345', 'USD', 'en', 'US', '$12.35'],
  ['12.344', 'USD', 'en', 'US', '$12.34'],
  ['12.345', 'EUR', 'es', 'ES', `12,35${_}€`],
  ['0.995', 'EUR', 'es', 'ES', `1,00${_}€`],
  ['0', 'COP', 'es', 'CO', `$${_}0`],
]
