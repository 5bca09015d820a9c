// Every price on every screen, the public menu and e-mails is written here (docs/decisions/025-money-format.md):
// Intl.NumberFormat with the page's language and the business's country ("12,50 €", "$ 24.000", "US$7.00").
// The amount reaches Intl as a decimal string, so its digits never pass through binary floating point.
import { COUNTRIES } from '../accounts/countries.ts'

// Pesos and guaraníes are printed without cents on menus: "$ 12.000", and "$ 12.000,50" only when the amount
// is not whole. Currencies that ICU itself gives no cents (JPY…) behave the same way.
const NO_DAILY_CENTS = new Set(['COP', 'CLP', 'ARS', 'PYG'])

// The spec's country list writes the United Kingdom as "UK"; locales need its ISO 3166 region, GB.
const REGION_OF: Record<string, string> = { UK: 'GB' }

/**
 * A price as shown to a reader: `amount` in currency units (an exact decimal string such as "12000.00", or a
 * number), `currency` its ISO 4217 code, `language` the page's, `country` the business's (one of
 * `COUNTRIES`; by default the country the currency belongs to). Rounded half-up to cents; "$" alone only
 * for the country's own currency, any other dollar or peso names its country ("US$"). Throws a RangeError
 * for a negative or non-numeric amount.
 */
export function formatPrice(
  amount: string | number,
  currency: string,
  language: 'es' | 'en',
  country?: string,
): string {
  const code = currency.toUpperCase()
  const decimal = toDecimalText(amount)
  const region = country ?? homeCountryOf(code)
  const locale = region ? `${language}-${REGION_OF[region] ?? region}` : language
  const isHomeCurrency = region !== undefined && currencyOfCountry(region) === code
  const parts = numberFormat(locale, code, isHomeCurrency).formatToParts(decimal as Intl.StringNumericLiteral)
  return parts
    .map((part) => (part.type === 'currency' ? signFor(part.value, code, isHomeCurrency) : part.value))
    .join('')
}

/**
 * How `formatPrice` writes this currency for this language and country, for a browser to write amounts the
 * same way: the locale, the Intl.NumberFormat options, and the sign that replaces ICU's bare "$" when the
 * currency is not the country's own (null: ICU's sign stands).
 */
export function priceFormatOf(
  currency: string,
  language: 'es' | 'en',
  country?: string,
): { locale: string; options: Intl.ResolvedNumberFormatOptions; sign: string | null } {
  const code = currency.toUpperCase()
  const region = country ?? homeCountryOf(code)
  const locale = region ? `${language}-${REGION_OF[region] ?? region}` : language
  const isHomeCurrency = region !== undefined && currencyOfCountry(region) === code
  const options = numberFormat(locale, code, isHomeCurrency).resolvedOptions()
  return { locale, options, sign: isHomeCurrency ? null : signFor('$', code, false) }
}

// Building a formatter costs far more than using one, and a menu writes the same currency on every dish:
// each locale, currency and sign style is built once per process (or page).
const formats = new Map<string, Intl.NumberFormat>()

/** The formatter of one locale and currency, with the digits the currency prints on menus. */
function numberFormat(locale: string, code: string, isHomeCurrency: boolean): Intl.NumberFormat {
  const key = `${locale}|${code}|${isHomeCurrency}`
  const known = formats.get(key)
  if (known) return known
  const built = buildNumberFormat(locale, code, isHomeCurrency)
  formats.set(key, built)
  return built
}

function buildNumberFormat(locale: string, code: string, isHomeCurrency: boolean): Intl.NumberFormat {
  const icuDigits = new Intl.NumberFormat(locale, { style: 'currency', currency: code }).resolvedOptions()
    .maximumFractionDigits
  const dropsWholeCents = NO_DAILY_CENTS.has(code) || icuDigits === 0
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    // The country's own currency takes its short sign ("$" for pesos in Colombia even in English); another
    // takes the locale's full one ("US$", "GBP"), then signFor makes sure no bare "$" is left.
    currencyDisplay: isHomeCurrency ? 'narrowSymbol' : 'symbol',
    // Spanish groups only from five digits by default; menus and the spec write "1.500".
    useGrouping: 'always',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    ...(dropsWholeCents ? { trailingZeroDisplay: 'stripIfInteger' } : {}),
    roundingMode: 'halfExpand',
  })
}

/**
 * Whether menus price this currency in whole units, without cents ("$ 12.000" in pesos, guaraníes, yenes),
 * rather than with them ("12,50 €").
 */
export function isPricedInWholeUnits(currency: string): boolean {
  const code = currency.toUpperCase()
  if (NO_DAILY_CENTS.has(code)) return true
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits === 0
  )
}

/** The currency's sign, never a bare "$" for a currency that is not the country's own. */
function signFor(sign: string, code: string, isHomeCurrency: boolean): string {
  if (isHomeCurrency || sign !== '$') return sign
  // "US$", "CA$", "MX$": the ISO code's first two letters are its country.
  return `${code.slice(0, 2)}$`
}

/** The amount as a plain decimal string; throws a RangeError for negatives and non-numbers. */
function toDecimalText(amount: string | number): string {
  // A number is already binary: its shortest decimal form (0.1 + 0.2 → "0.30000000000000004") is what it
  // means, and rounding to cents starts there.
  const text = typeof amount === 'number' ? (Number.isFinite(amount) ? String(amount) : '') : amount.trim()
  if (!/^\d+(?:\.\d+)?$/.test(text)) throw new RangeError(`Not a non-negative price: ${String(amount)}`)
  return text
}

/** The country a currency is first listed for (USD → US, EUR → ES), or undefined for one of no country. */
function homeCountryOf(code: string): string | undefined {
  return COUNTRIES.find((country) => country.currency === code)?.code
}

function currencyOfCountry(region: string): string | undefined {
  return COUNTRIES.find((country) => country.code === region)?.currency
}

// A currency sign typed before or after the number: $, €, US$, R$, COP, usd, S/, Bs., Gs.
const SIGN = String.raw`(?:[A-Za-z]{0,3}\p{Sc}|[A-Za-z]{3}|S\/|[BG]s\.?)`
const TYPED_PRICE = new RegExp(String.raw`^(?:${SIGN})?(\d+(?:[.,]\d+)*)(?:${SIGN})?$`, 'u')

/**
 * A price typed by a user ("$ 12.000", "12,50 €", "12.5") as a canonical decimal string in currency units
 * ("12000", "12.5"), or null when it is not a price. The last "." or "," is a decimal point only when one or
 * two digits follow it, else a thousands separator (the menu-reader corpus rule); thousands groups must have
 * three digits and one separator, and the whole part at most 10 digits (DecimalSchema's limit).
 */
export function parseDecimal(text: string): string | null {
  const match = TYPED_PRICE.exec(text.replace(/\s+/gu, ''))
  if (!match) return null
  const number = match[1]!
  const lastSeparator = Math.max(number.lastIndexOf('.'), number.lastIndexOf(','))
  const digitsAfter = number.length - lastSeparator - 1
  const hasDecimals = lastSeparator >= 0 && digitsAfter <= 2
  const grouped = hasDecimals ? number.slice(0, lastSeparator) : number
  const fraction = hasDecimals ? number.slice(lastSeparator + 1).replace(/0+$/, '') : ''
  if (!isWellGrouped(grouped, hasDecimals ? number[lastSeparator]! : null)) return null
  const whole = grouped.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '')
  if (whole.length > 10) return null
  return fraction ? `${whole}.${fraction}` : whole
}

/** Whether thousands separators, if any, are one character other than the decimal point, every 3 digits. */
function isWellGrouped(grouped: string, decimalPoint: string | null): boolean {
  const separators = new Set(grouped.replace(/\d/g, ''))
  if (separators.size === 0) return true
  if (separators.size > 1 || separators.has(decimalPoint ?? '')) return false
  const [first, ...rest] = grouped.split(/[.,]/)
  return first!.length <= 3 && rest.every((group) => group.length === 3)
}
