import type { CurrencyEvidence } from './analysed-menu.schema.ts'
import { priceValue } from './layout/prices.ts'
import { middleValue } from './numbers/median.ts'

// Which currency a menu's page shows, and whether the page itself says so. A "$" is printed by every peso and
// dollar country alike, so it names no one currency: the code chosen for it (by the size of the numbers) is a
// guess, as is one drawn from the language alone. The import asks the owner only on printed evidence.

export type CurrencyReading = {
  /** ISO 4217 ('EUR', 'GBP', 'COP'…), '' when nothing hints at one. */
  currency: string
  /** 'printed' when a sign, code or word on the page names it; 'guessed' when only numbers or language do. */
  currencyEvidence: CurrencyEvidence
}

// Signs of several characters first, so that "US$" is not read as "$" nor "R$" as "$".
const PRICE_SIGNS: ReadonlyArray<[RegExp, string]> = [
  [/US\$|U\$S/i, 'USD'],
  // Not the end of a word: "TAPAS/ 3" is a heading and a number, not soles.
  [/(?<!\p{L})R\$/u, 'BRL'],
  [/(?<!\p{L})S\/\.?\s?\d/u, 'PEN'],
  [/€/, 'EUR'],
  [/£/, 'GBP'],
]
// Codes are read in capitals only, as whole words: "eur" in a dish name is no currency.
const CODES = /(?<![\p{L}])(EUR|USD|GBP|COP|MXN|ARS|CLP|PEN|UYU|BRL)(?![\p{L}])/u
// Words a page uses to say its currency ("Precios en euros", "prices in pounds sterling").
const WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\beuros?\b/i, 'EUR'],
  [/\bsterling\b|\blibras? esterlinas?\b/i, 'GBP'],
  [/\bpesos? colombianos?\b/i, 'COP'],
  [/\bpesos? mexicanos?\b/i, 'MXN'],
  [/\bd[oó]lares (?:americanos|estadounidenses)\b|\bUS dollars?\b/i, 'USD'],
]

/** The currency one text names by a sign, a capital ISO code or a word; null when it names none ("$" names none). */
export function readNamedCurrency(text: string): string | null {
  for (const [sign, currency] of PRICE_SIGNS) if (sign.test(text)) return currency
  const code = CODES.exec(text)?.[1]
  if (code) return code
  for (const [word, currency] of WORDS) if (word.test(text)) return currency
  return null
}

/** The currency most of the texts name, or null when none names one. */
function mostNamed(texts: readonly string[]): string | null {
  const counts = new Map<string, number>()
  for (const text of texts) {
    const currency = readNamedCurrency(text)
    if (currency !== null) counts.set(currency, (counts.get(currency) ?? 0) + 1)
  }
  let best: string | null = null
  for (const [currency, count] of counts)
    if (best === null || count > (counts.get(best) ?? 0)) best = currency
  return best
}

/** A guess from the size of the prices (pesos print thousands), a "$", and the menu's language. */
function guessFromPrices(prices: readonly string[], language: 'es' | 'en' | ''): string {
  const values = prices.map(priceValue).filter((value): value is number => value !== null)
  const typical = middleValue(values)
  if (typical >= 1000) return 'COP'
  if (typical >= 200) return 'ARS'
  if (prices.some((price) => price.includes('$')) || language === 'en') return 'USD'
  return language === 'es' && values.length > 0 ? 'EUR' : ''
}

/**
 * The currency a menu shows: named on its prices (most of them), else named anywhere on its pages (a heading
 * "Precios en euros", a note "IVA incluido 10 €", a code "COP"), else a guess. `prices` as printed, `lines`
 * every line of text read.
 */
export function readMenuCurrency(
  prices: readonly string[],
  lines: readonly string[],
  language: 'es' | 'en' | '',
): CurrencyReading {
  const printed = mostNamed(prices) ?? mostNamed(lines)
  if (printed !== null) return { currency: printed, currencyEvidence: 'printed' }
  return { currency: guessFromPrices(prices, language), currencyEvidence: 'guessed' }
}
