import { describe, expect, it } from 'vitest'
import { CurrencySchema, isCurrencyCode } from './currencies.ts'
import { detectMenuCurrency, proposeMenuCurrency, readPriceCurrency } from './menu-currency.ts'

describe('readPriceCurrency', () => {
  it('reads the sign a price is printed with', () => {
    expect(readPriceCurrency('£7.00')).toBe('GBP')
    expect(readPriceCurrency('12,50 €')).toBe('EUR')
    expect(readPriceCurrency('€12.50')).toBe('EUR')
    expect(readPriceCurrency('US$7.00')).toBe('USD')
    expect(readPriceCurrency('R$ 12,50')).toBe('BRL')
    expect(readPriceCurrency('S/ 18.00')).toBe('PEN')
    expect(readPriceCurrency('Bs. 12,50')).toBe('VES')
    expect(readPriceCurrency('Gs. 12.000')).toBe('PYG')
    expect(readPriceCurrency('$12.000')).toBe('$')
  })

  it('reads an ISO code printed beside the number, and ignores words that are not one', () => {
    expect(readPriceCurrency('12000 COP')).toBe('COP')
    expect(readPriceCurrency('mxn 95')).toBe('MXN')
    expect(readPriceCurrency('7 abc')).toBeNull()
  })

  it('gives null for a price without a sign', () => {
    expect(readPriceCurrency('12.000')).toBeNull()
    expect(readPriceCurrency('')).toBeNull()
    expect(readPriceCurrency('según mercado')).toBeNull()
  })
})

describe('detectMenuCurrency', () => {
  it('proposes pounds, euros and US dollars from their signs, whatever the business currency', () => {
    expect(detectMenuCurrency(['£7.00', '£4.50', ''], 'COP')).toBe('GBP')
    expect(detectMenuCurrency(['12,50 €', '9 €'], 'MXN')).toBe('EUR')
    expect(detectMenuCurrency(['US$7.00', 'US$12'], 'COP')).toBe('USD')
  })

  it('takes a bare "$" as the business currency when it is a peso or a dollar', () => {
    expect(detectMenuCurrency(['$12.000', '$9.500'], 'COP')).toBe('COP')
    expect(detectMenuCurrency(['$95'], 'MXN')).toBe('MXN')
    expect(detectMenuCurrency(['$7.00'], 'USD')).toBe('USD')
  })

  it('takes a bare "$" as US dollars for a business that does not price in a "$" currency', () => {
    expect(detectMenuCurrency(['$7.00'], 'EUR')).toBe('USD')
    expect(detectMenuCurrency(['$7.00'], 'GBP')).toBe('USD')
  })

  it('follows most of the signed prices when a menu mixes them, and ignores prices without a sign', () => {
    expect(detectMenuCurrency(['£7', '£8', '€9', '10', '11', '12'], 'EUR')).toBe('GBP')
  })

  it('gives null when no price shows a currency: nothing to ask', () => {
    expect(detectMenuCurrency(['12.000', '9.500', ''], 'COP')).toBeNull()
    expect(detectMenuCurrency([], 'COP')).toBeNull()
  })
})

describe('proposeMenuCurrency', () => {
  it('asks nothing for bare prices whose currency was only guessed', () => {
    expect(proposeMenuCurrency(['7.00', '4.50'], '', 'COP')).toBeNull()
    expect(proposeMenuCurrency(['12.000'], '', 'EUR')).toBeNull()
  })

  it('proposes the currency printed on the prices', () => {
    expect(proposeMenuCurrency(['£7.00', '4.50'], '', 'COP')).toBe('GBP')
    expect(proposeMenuCurrency(['£7.00'], 'GBP', 'GBP')).toBeNull()
  })

  it('proposes the currency printed elsewhere on the page when the prices are bare', () => {
    expect(proposeMenuCurrency(['7,50', '6,00'], 'EUR', 'COP')).toBe('EUR')
    expect(proposeMenuCurrency(['7,50'], 'EUR', 'EUR')).toBeNull()
    expect(proposeMenuCurrency(['7,50'], 'XYZ', 'COP')).toBeNull()
  })
})

describe('CurrencySchema', () => {
  it('takes ISO 4217 codes in circulation, upper case only', () => {
    for (const code of ['COP', 'EUR', 'GBP', 'USD', 'MXN', 'JPY']) {
      expect(CurrencySchema.safeParse(code).success).toBe(true)
      expect(isCurrencyCode(code)).toBe(true)
    }
    for (const code of ['eur', 'EUO', 'XXX', 'US', 'EURO', '', 'VEF'])
      expect(CurrencySchema.safeParse(code).success).toBe(false)
  })
})
