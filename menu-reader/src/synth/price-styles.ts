// The ways menus print prices, each with the currency and the price level of the places that print it so.
import type { Random } from './random.ts'

export type PriceStyleId =
  | 'dollar-thousands' // $12.000
  | 'dollar-space-thousands' // $ 12.000
  | 'bare-thousands' // 12.900
  | 'euro-after-comma' // 12,50 €
  | 'euro-before-point' // €12.50
  | 'thousands-k' // 14.9 K
  | 'soles' // S/ 18
  | 'dollar-sizes' // $590/$1090 for two sizes, $590 for one
  | 'dollar-dash' // $2900.-
  | 'bare-whole' // 12
  | 'bare-decimal' // 4.50
  | 'dollar-decimal' // $14.50

export type PriceStyle = {
  id: PriceStyleId
  /** The language of the menus that print prices this way. */
  lang: 'es' | 'en'
  /** ISO 4217 codes, one of which the menu uses. */
  currencies: readonly string[]
  /** What a main course costs, in the currency's units (COP 32000, EUR 16). */
  mainPrice: number
  /** The steps prices are rounded to, in the currency's units; one is drawn per menu. */
  steps: readonly number[]
  format: (value: number) => string
}

// 12000 → 12.000 (written out: Intl leaves 4-digit numbers ungrouped in Spanish locales).
const thousands = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, '.')
const withDecimals = (value: number, separator: '.' | ',') => value.toFixed(2).replace('.', separator)

export const PRICE_STYLES: readonly PriceStyle[] = [
  {
    id: 'dollar-thousands',
    lang: 'es',
    currencies: ['COP', 'CLP'],
    mainPrice: 32000,
    steps: [500, 1000],
    format: (v) => `$${thousands(v)}`,
  },
  {
    id: 'dollar-space-thousands',
    lang: 'es',
    currencies: ['COP'],
    mainPrice: 36000,
    steps: [100, 500, 1000],
    format: (v) => `$ ${thousands(v)}`,
  },
  {
    id: 'bare-thousands',
    lang: 'es',
    currencies: ['COP'],
    mainPrice: 28000,
    steps: [100, 900],
    format: (v) => thousands(v),
  },
  {
    id: 'euro-after-comma',
    lang: 'es',
    currencies: ['EUR'],
    mainPrice: 16,
    steps: [0.1, 0.5],
    format: (v) => `${withDecimals(v, ',')} €`,
  },
  {
    id: 'euro-before-point',
    lang: 'en',
    currencies: ['EUR'],
    mainPrice: 18,
    steps: [0.5, 0.05],
    format: (v) => `€${withDecimals(v, '.')}`,
  },
  {
    id: 'thousands-k',
    lang: 'es',
    currencies: ['COP'],
    mainPrice: 30000,
    steps: [100, 500],
    format: (v) => (v % 1000 === 0 ? `${v / 1000} K` : `${(v / 1000).toFixed(1)} K`),
  },
  {
    id: 'soles',
    lang: 'es',
    currencies: ['PEN'],
    mainPrice: 38,
    steps: [1, 0.5],
    format: (v) => (Number.isInteger(v) ? `S/ ${v}` : `S/ ${v.toFixed(2)}`),
  },
  {
    id: 'dollar-sizes',
    lang: 'es',
    currencies: ['UYU', 'ARS'],
    mainPrice: 590,
    steps: [10],
    format: (v) => `$${Math.round(v)}`,
  },
  {
    id: 'dollar-dash',
    lang: 'es',
    currencies: ['ARS'],
    mainPrice: 6500,
    steps: [50, 100],
    format: (v) => `$${Math.round(v)}.-`,
  },
  {
    id: 'bare-whole',
    lang: 'es',
    currencies: ['EUR'],
    mainPrice: 17,
    steps: [1],
    format: (v) => String(Math.round(v)),
  },
  {
    id: 'bare-whole',
    lang: 'en',
    currencies: ['USD', 'GBP'],
    mainPrice: 19,
    steps: [1],
    format: (v) => String(Math.round(v)),
  },
  {
    id: 'bare-decimal',
    lang: 'en',
    currencies: ['GBP', 'USD'],
    mainPrice: 14,
    steps: [0.5, 0.25],
    format: (v) => withDecimals(v, '.'),
  },
  {
    id: 'dollar-decimal',
    lang: 'en',
    currencies: ['USD'],
    mainPrice: 16,
    steps: [0.5, 1],
    format: (v) => `$${withDecimals(v, '.')}`,
  },
]

/** A price style of the language, drawn evenly. */
export function drawPriceStyle(random: Random, lang: 'es' | 'en'): PriceStyle {
  return random.pick(PRICE_STYLES.filter((style) => style.lang === lang))
}

/**
 * A price near `level` × the style's main-course price, rounded to the step (900-steps end in 900:
 * 12.900, 18.900). In the currency's units.
 */
export function drawPriceValue(random: Random, style: PriceStyle, step: number, level: number): number {
  const raw = style.mainPrice * level * random.between(0.8, 1.25)
  if (step === 900) return Math.max(1, Math.round(raw / 1000)) * 1000 - 100
  const rounded = Math.max(step, Math.round(raw / step) * step)
  // Two decimals at most: 0.1-steps drift (12.299999…) otherwise.
  return Math.round(rounded * 100) / 100
}
