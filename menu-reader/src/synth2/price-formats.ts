// How generator 2's menus print a price: each format with the languages and currency of the places that print
// it so and what a main course costs there. Chosen from real menu habits, apart from generator 1's styles.
import type { Dice } from './dice.ts'

export type PriceFormatId =
  | 'comma' // 9,50
  | 'euro-tight' // 9.50€
  | 'euro-before' // € 9
  | 'euro-after' // 12 €
  | 'pound' // £9
  | 'pound-pence' // £12.50
  | 'pesos-spaced' // $ 18.000
  | 'thousands' // 18.000
  | 'comma-short' // 9,5
  | 'dash' // 9-
  | 'us-dollar' // US$ 12
  | 'mxn' // MXN 120
  | 'soles' // S/ 25.00
  | 'point' // 12.50
  | 'whole' // 12
  | 'dollar' // $14

export type PriceFormat = {
  id: PriceFormatId
  /** The currency (ISO 4217) per language of the menus that print prices this way. */
  currencies: Partial<Record<'es' | 'en', string>>
  /** What a main course costs, in the currency's units. */
  main: number
  /** Steps prices are rounded to, in the currency's units; one is drawn per menu. */
  steps: readonly number[]
  /** A number alone, with no currency sign or code (what a column headed "Euros" or "Price" prints). */
  isBare: boolean
  write: (value: number) => string
}

// 18000 → "18.000": written out, since Intl leaves four-digit numbers ungrouped in Spanish.
const grouped = (value: number) => String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, '.')
const cents = (value: number, mark: '.' | ',') => value.toFixed(2).replace('.', mark)
// 9 → "9", 9.5 → "9,5": the short decimal some Spanish bars chalk up.
const short = (value: number) => String(Math.round(value * 10) / 10).replace('.', ',')

export const PRICE_FORMATS: readonly PriceFormat[] = [
  {
    id: 'comma',
    currencies: { es: 'EUR' },
    main: 15,
    steps: [0.5, 0.1],
    isBare: true,
    write: (v) => cents(v, ','),
  },
  {
    id: 'euro-tight',
    currencies: { es: 'EUR', en: 'EUR' },
    main: 15,
    steps: [0.5, 0.25],
    isBare: false,
    write: (v) => `${cents(v, '.')}€`,
  },
  {
    id: 'euro-before',
    currencies: { en: 'EUR', es: 'EUR' },
    main: 16,
    steps: [1],
    isBare: false,
    write: (v) => `€ ${v}`,
  },
  {
    id: 'euro-after',
    currencies: { es: 'EUR' },
    main: 16,
    steps: [1],
    isBare: false,
    write: (v) => `${v} €`,
  },
  { id: 'pound', currencies: { en: 'GBP' }, main: 16, steps: [1], isBare: false, write: (v) => `£${v}` },
  {
    id: 'pound-pence',
    currencies: { en: 'GBP' },
    main: 16,
    steps: [0.5, 0.25],
    isBare: false,
    write: (v) => `£${cents(v, '.')}`,
  },
  {
    id: 'pesos-spaced',
    currencies: { es: 'COP' },
    main: 38000,
    steps: [1000, 500],
    isBare: false,
    write: (v) => `$ ${grouped(v)}`,
  },
  {
    id: 'thousands',
    currencies: { es: 'CLP' },
    main: 12000,
    steps: [500, 100],
    isBare: true,
    write: grouped,
  },
  { id: 'comma-short', currencies: { es: 'EUR' }, main: 14, steps: [0.5], isBare: true, write: short },
  { id: 'dash', currencies: { es: 'EUR' }, main: 14, steps: [1], isBare: false, write: (v) => `${v}-` },
  {
    id: 'us-dollar',
    currencies: { es: 'USD' },
    main: 14,
    steps: [1],
    isBare: false,
    write: (v) => `US$ ${v}`,
  },
  {
    id: 'mxn',
    currencies: { es: 'MXN' },
    main: 240,
    steps: [5, 10],
    isBare: false,
    write: (v) => `MXN ${v}`,
  },
  {
    id: 'soles',
    currencies: { es: 'PEN' },
    main: 42,
    steps: [0.5, 1],
    isBare: false,
    write: (v) => `S/ ${cents(v, '.')}`,
  },
  {
    id: 'point',
    currencies: { en: 'USD' },
    main: 18,
    steps: [0.5, 0.25],
    isBare: true,
    write: (v) => cents(v, '.'),
  },
  { id: 'whole', currencies: { es: 'EUR', en: 'USD' }, main: 16, steps: [1], isBare: true, write: String },
  { id: 'dollar', currencies: { en: 'USD' }, main: 19, steps: [1], isBare: false, write: (v) => `$${v}` },
]

/** The format of an id (throws on an unknown id). */
export function priceFormatOf(id: PriceFormatId): PriceFormat {
  const format = PRICE_FORMATS.find((candidate) => candidate.id === id)
  if (!format) throw new Error(`no price format ${id}`)
  return format
}

/** A format for a menu in `lang`, among those `isAllowed` keeps (all by default). */
export function drawPriceFormat(
  dice: Dice,
  lang: 'es' | 'en',
  isAllowed: (format: PriceFormat) => boolean = () => true,
): PriceFormat {
  const usable = PRICE_FORMATS.filter((format) => format.currencies[lang] !== undefined && isAllowed(format))
  return dice.oneOf(usable)
}

/** A price at `share` of a main course's price, rounded to `step` (never below one step), in currency units. */
export function priceAt(format: PriceFormat, share: number, step: number): number {
  const steps = Math.max(1, Math.round((format.main * share) / step))
  // Rounded again to cents: 0.1 × 93 is 9.3000000000000007 in floating point.
  return Math.round(steps * step * 100) / 100
}
