// Price tokens as menus print them: $12.000, $ 12.000, 12.900, 12,50 €, €12.50, 14.9 K, S/ 18, $590/$1090,
// $2900.-, 13,00€, 9-. Prices are kept as printed; their value follows the corpus rule (README "How it is scored").

const CURRENCY = String.raw`(?:US\$|R\$|S\/\.?|\$|€|£|COP|EUR|USD|CLP|ARS|PEN|MXN|UYU|FCFA|CFA|[Ff][Cc][Oo][Ss])`
// "12€/ración", "18€/serving", "19pp": a price per unit still is the price.
const PER_UNIT = String.raw`(?:\s?\/\s?\p{L}[\p{L} .]{0,18}|\s?pp\.?|\s?p\.p\.)?`
const NUMBER = String.raw`(?:\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`
const ONE_PRICE = String.raw`(?:${CURRENCY}\s?${NUMBER}(?:\s?[kK](?![a-zA-Z]))?(?:\.-|,-|-)?(?:\s?${CURRENCY})?|${NUMBER}(?:\s?[kK](?![a-zA-Z]))?(?:\.-|,-|-)?\s?${CURRENCY}?)`
/** One or several prices (sizes: `$590/$1090/$2020`), the whole string. */
const PRICE_TEXT = new RegExp(String.raw`^\+?\s?${ONE_PRICE}(?:\s?\/\s?${ONE_PRICE})*${PER_UNIT}$`, 'u')
const HAS_CURRENCY = new RegExp(CURRENCY)
const UNIT_AFTER_SLASH = /\s?\/\s?\p{L}[\p{L} .]{0,18}$/u

/** Whether a token (or a few tokens joined by spaces) is a price as printed. */
export function isPriceText(text: string): boolean {
  const compact = text.trim()
  if (!compact || !/\d/.test(compact)) return false
  if (!PRICE_TEXT.test(compact)) return false
  // "1/2" is a half portion, not two prices: bare size prices need at least two digits each ("31,00/Kg." is
  // one price by the kilo).
  const sizes = compact.replace(UNIT_AFTER_SLASH, '')
  if (sizes.includes('/') && !hasCurrencySign(compact))
    return sizes.split('/').every((part) => /\d{2}/.test(part))
  return true
}

// A price with a leader stuck to it, as OCR reads "2.30€......3.30€" (the € is not in its alphabet).
const LEADER_AFTER_PRICE = /^(.*?\d)[.…·_]{2,}(.*)$/u

/**
 * A run of prices joined by a dot leader ("2.30..3.30", "2.30...30", "6,90…"): the prices as size prices
 * ("2.30/3.30"), the first being the item's price; undefined when the text is not such a run.
 */
export function splitLeaderPrices(text: string): string | undefined {
  const match = LEADER_AFTER_PRICE.exec(text)
  if (!match) return undefined
  const [first = '', rest = ''] = [match[1], match[2]]
  if (!isPriceText(first)) return undefined
  if (rest === '') return first
  const second = rest.replace(/[.…·_]+$/, '')
  if (isPriceText(`${first}/${second}`) && !/[.…·_]{2,}/.test(second)) return `${first}/${second}`
  // "3.50.....0": the second price misread; the first, with its cents, still is the item's.
  return /[.,]\d{2}$/.test(first) ? first : undefined
}

/** Whether a text is nothing but prices: one price, or a few printed side by side ("2.80.  3.90"). */
export function isPricesOnly(text: string): boolean {
  if (isPriceText(text)) return true
  const tokens = text.trim().split(/\s+/)
  return (
    tokens.length >= 2 &&
    tokens.length <= 3 &&
    tokens.every(
      (token) =>
        /[.,]\d{2}$/.test(token.replace(/[.…·_]+$/, '')) && isPriceText(token.replace(/[.…·_]+$/, '')),
    )
  )
}

/**
 * A price as OCR reads it from a leader or from handwriting: dots before or after it ("$..8000.", ".13.000",
 * "$.12000"), a last 0 read as o ("20.00o") and handwritten zeros after a sign ("$9.0oo."), a leader's dot
 * beside the decimal comma ("9,.60"). The price alone, or undefined when the text is none.
 */
export function tidyPrice(text: string): string | undefined {
  if (!/\d/.test(text) || isPriceText(text)) return undefined
  const tidied = text
    // "19.50E", "8.OOE": a recogniser without € reads it as an E after the cents (and their zeros as Os).
    .replace(
      /^(\d{1,3}(?:[.,]\d{3})*[.,])([\dOo]{2})E$/u,
      (_, head, cents) => `${head}${cents.replace(/[Oo]/g, '0')}€`,
    )
    // "$9.0oo.", "$10.CDO": handwritten zeros read as letters, after a sign and a digit.
    .replace(/^([$€£])([.…·_]*\d[\d.,]*)([\d.,oOcCD]*)\.?$/u, (_, sign, head, tail) =>
      /\d/.test(tail) || /[oOcCD]/.test(tail)
        ? `${sign}${head}${tail.replace(/[oOcCD]/g, '0')}`
        : `${sign}${head}${tail}`,
    )
    .replace(/^[.…·_]+(?=[\d$€£])/u, '')
    .replace(/^([$€£])\s?[.…·_]+(?=\d)/u, '$1')
    .replace(/(\d[.,]\d\d)[oO]$/, '$10')
    .replace(/(\d[.,])[.,]+(?=\d)/, '$1')
    .replace(/(\d)[.,…·_]+$/u, '$1')
  // "2." stays: an item number, not a price; a price read this badly has a sign or a few digits.
  const isLikePrice = hasCurrencySign(tidied) || (tidied.match(/\d/g)?.length ?? 0) >= 3
  if (tidied === text || !isLikePrice) return undefined
  // "2..30..3.30": the decimal point doubled, then a leader to the second price.
  return isPriceText(tidied) ? tidied : splitLeaderPrices(tidied)
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

/**
 * OCR drops a decimal comma now and then ("750€" for "7,50€"). When most of a menu's prices print cents and
 * one bare number is far above all of them, the comma was lost: put it back, with the menu's own separator.
 * In such a menu a third decimal ending in 0 ("6,000") is a € the recogniser read as 0: drop it.
 */
export function restoreLostDecimals(prices: string[]): string[] {
  const withCents = prices.filter((price) => /\d[.,]\d{2}(?!\d)/.test(price))
  const printed = prices.filter((price) => price !== '')
  if (withCents.length < 3 || withCents.length < printed.length * 0.6) return prices
  const highest = Math.max(...withCents.map((price) => priceValue(price) ?? 0))
  const separator =
    withCents.filter((price) => /\d,\d{2}(?!\d)/.test(price)).length >= withCents.length / 2 ? ',' : '.'
  return prices.map((price) => {
    // "6,000" in a menu of "6,00€": the € read as a 0 (the recogniser has no €).
    if (/^\D*\d{1,3}[.,]\d{2}0$/.test(price)) return price.slice(0, -1)
    if (/\d[.,]\d/.test(price) || !/^\D*\d{3,4}\D*$/.test(price)) return price
    const value = priceValue(price)
    if (value === null || value <= highest * 3) return price
    return price.replace(/(\d+)(\d{2})/, `$1${separator}$2`)
  })
}
