// Price tokens as menus print them: $12.000, $ 12.000, 12.900, 12,50 €, €12.50, 14.9 K, S/ 18, $590/$1090,
// $2900.-, 13,00€. Prices are kept as printed; their value follows the corpus rule (README "How it is scored").

const CURRENCY = String.raw`(?:US\$|R\$|S\/\.?|\$|€|£|COP|EUR|USD|CLP|ARS|PEN|MXN|UYU|FCFA|CFA|[Ff][Cc][Oo][Ss])`
// "12€/ración", "18€/serving", "19pp": a price per unit still is the price.
const PER_UNIT = String.raw`(?:\s?\/\s?\p{L}[\p{L} .]{0,18}|\s?pp\.?|\s?p\.p\.)?`
const NUMBER = String.raw`(?:\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`
const ONE_PRICE = String.raw`(?:${CURRENCY}\s?${NUMBER}(?:\s?[kK](?![a-zA-Z]))?(?:\.-|,-|-)?(?:\s?${CURRENCY})?|${NUMBER}(?:\s?[kK](?![a-zA-Z]))?(?:\.-|,-)?\s?${CURRENCY}?)`
/** One or several prices (sizes: `$590/$1090/$2020`), the whole string. */
const PRICE_TEXT = new RegExp(String.raw`^\+?\s?${ONE_PRICE}(?:\s?\/\s?${ONE_PRICE})*${PER_UNIT}$`, 'u')
const HAS_CURRENCY = new RegExp(CURRENCY)

/** Whether a token (or a few tokens joined by spaces) is a price as printed. */
export function isPriceText(text: string): boolean {
  const compact = text.trim()
  if (!compact || !/\d/.test(compact)) return false
  if (!PRICE_TEXT.test(compact)) return false
  // "1/2" is a half portion, not two prices: bare size prices need at least two digits each.
  if (compact.includes('/') && !hasCurrencySign(compact))
    return compact.split('/').every((part) => /\d{2}/.test(part))
  return true
}

/** Whether a price text names its currency ($, €, S/…) rather than being a bare number. */
export function hasCurrencySign(text: string): boolean {
  return HAS_CURRENCY.test(text)
}

/** The value of a price as printed, by the corpus rule: `$12.000` → 12000, `12,50 €` → 12.5, `14.9 K` → 14900. */
export function priceValue(text: string): number | null {
  const first = text.split('/').find((part) => /\d/.test(part)) ?? ''
  let compact = first.replace(/\s+/g, '').replace(new RegExp(CURRENCY, 'g'), '')
  compact = compact.replace(/[.,]-$|-$/, '')
  const isThousands = /[kK]$/.test(compact)
  compact = compact.replace(/[kK]$/, '').replace(/[^\d.,]/g, '')
  if (!/\d/.test(compact)) return null
  const lastSeparator = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))
  let value: number
  if (
    lastSeparator >= 0 &&
    compact.length - lastSeparator - 1 <= 2 &&
    compact.length - lastSeparator - 1 > 0
  ) {
    const whole = compact.slice(0, lastSeparator).replace(/[.,]/g, '')
    value = Number(`${whole || '0'}.${compact.slice(lastSeparator + 1)}`)
  } else {
    value = Number(compact.replace(/[.,]/g, ''))
  }
  if (!Number.isFinite(value)) return null
  return isThousands ? Math.round(value * 1000 * 100) / 100 : value
}

/** The price as the menu shows it, with `$` added before a bare number (spec §3: prices carry a sign). */
export function displayPrice(text: string): string {
  const trimmed = text.trim()
  return hasCurrencySign(trimmed) ? trimmed : `$${trimmed}`
}

/**
 * OCR drops a decimal comma now and then ("750€" for "7,50€"). When most of a menu's prices print cents and
 * one bare number is far above all of them, the comma was lost: put it back, with the menu's own separator.
 */
export function restoreLostDecimals(prices: string[]): string[] {
  const withCents = prices.filter((price) => /\d[.,]\d{2}(?!\d)/.test(price))
  if (withCents.length < 3 || withCents.length < prices.length * 0.6) return prices
  const highest = Math.max(...withCents.map((price) => priceValue(price) ?? 0))
  const separator =
    withCents.filter((price) => /\d,\d{2}(?!\d)/.test(price)).length >= withCents.length / 2 ? ',' : '.'
  return prices.map((price) => {
    if (/\d[.,]\d/.test(price) || !/^\D*\d{3,4}\D*$/.test(price)) return price
    const value = priceValue(price)
    if (value === null || value <= highest * 3) return price
    return price.replace(/(\d+)(\d{2})/, `$1${separator}$2`)
  })
}
