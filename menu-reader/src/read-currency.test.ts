import { describe, expect, it } from 'vitest'
import { toMenuSections } from './build-menu.ts'
import type { DraftItem } from './layout/structure.ts'
import { readMenuCurrency, readNamedCurrency } from './read-currency.ts'

describe('toMenuSections', () => {
  it('leaves a bare printed price bare: the sign is never invented', () => {
    const item: DraftItem = {
      bottom: 10,
      style: { size: 10, isBold: false, isCaps: false, isItalic: false },
      name: 'Fish and chips',
      price: '7.00',
      prices: [],
      sizeLabels: undefined,
      description: [],
      confidence: 90,
      page: 1,
      box: { x0: 0, y0: 0, x1: 10, y1: 10 },
    }
    const [section] = toMenuSections([{ name: 'Mains', items: [item, { ...item, price: '£4.50' }] }])
    expect(section?.items.map((read) => read.price)).toEqual(['7.00', '£4.50'])
    expect(section?.items[0]?.priceValue).toBe(7)
  })
})

describe('readNamedCurrency', () => {
  it('reads signs, capital codes and words that name one currency', () => {
    expect(readNamedCurrency('£7.00')).toBe('GBP')
    expect(readNamedCurrency('12,50 €')).toBe('EUR')
    expect(readNamedCurrency('US$7')).toBe('USD')
    expect(readNamedCurrency('S/ 18')).toBe('PEN')
    expect(readNamedCurrency('Valores en COP')).toBe('COP')
    expect(readNamedCurrency('Precios en euros, IVA incluido')).toBe('EUR')
  })

  it('takes a "$", a lower-case code inside a word or a plain number as naming none', () => {
    expect(readNamedCurrency('$12.000')).toBeNull()
    expect(readNamedCurrency('12.000')).toBeNull()
    expect(readNamedCurrency('Europa Burger')).toBeNull()
    expect(readNamedCurrency('Pan de la casa')).toBeNull()
    expect(readNamedCurrency('TAPAS/ 3')).toBeNull()
  })
})

describe('readMenuCurrency', () => {
  it('takes the currency most printed prices show as printed evidence', () => {
    expect(readMenuCurrency(['£7.00', '£4.50', '9.00'], [], 'en')).toEqual({
      currency: 'GBP',
      currencyEvidence: 'printed',
    })
  })

  it('finds the currency on a heading line when the prices are bare', () => {
    const lines = ['LA TABERNA', 'Precios en euros', 'Tortilla 7,50', 'Croquetas 6,00']
    expect(readMenuCurrency(['7,50', '6,00'], lines, 'es')).toEqual({
      currency: 'EUR',
      currencyEvidence: 'printed',
    })
    expect(readMenuCurrency(['7.00', '4.50'], ['THE PUB', 'All prices in £', 'Pie 7.00'], 'en')).toEqual({
      currency: 'GBP',
      currencyEvidence: 'printed',
    })
  })

  it('marks a currency drawn from the size of the numbers or the language as a guess', () => {
    expect(readMenuCurrency(['12.000', '18.500', '9.900'], ['Bandeja paisa 18.500'], 'es')).toEqual({
      currency: 'COP',
      currencyEvidence: 'guessed',
    })
    expect(readMenuCurrency(['7.00', '4.50'], ['Fish and chips 7.00'], 'en')).toEqual({
      currency: 'USD',
      currencyEvidence: 'guessed',
    })
    expect(readMenuCurrency(['7,50'], ['Tortilla de patatas 7,50'], 'es').currencyEvidence).toBe('guessed')
  })

  it('takes a "$" as a guess among peso and dollar currencies, not as printed evidence of one', () => {
    expect(readMenuCurrency(['$12.000', '$9.500'], [], 'es')).toEqual({
      currency: 'COP',
      currencyEvidence: 'guessed',
    })
  })

  it('says nothing when nothing hints at a currency', () => {
    expect(readMenuCurrency([], ['Carta'], '')).toEqual({ currency: '', currencyEvidence: 'guessed' })
  })
})
