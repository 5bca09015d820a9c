import { describe, expect, it } from 'vitest'
import { PRICE_CASES } from './format-price.cases.ts'
import { formatPrice, parseDecimal, priceFormatOf } from './format-price.ts'

const NBSP = '\u00a0'

describe('priceFormatOf', () => {
  // A browser writing amounts with these options (the menu's ordering script) writes what formatPrice does.
  it.each(PRICE_CASES)(
    'lets a browser write %s %s in %s for a business in %s as %s',
    (amount, currency, language, country, shown) => {
      const { locale, options, sign } = priceFormatOf(currency, language, country ?? undefined)
      const parts = new Intl.NumberFormat(locale, options).formatToParts(Number(amount))
      const written = parts.map((p) => (p.type === 'currency' && sign && p.value === '$' ? sign : p.value))
      expect(written.join('')).toBe(shown)
    },
  )
})

describe('formatPrice', () => {
  it.each(PRICE_CASES)(
    'writes %s %s in %s for a business in %s as %s',
    (amount, currency, language, country, shown) => {
      expect(formatPrice(amount, currency, language, country ?? undefined)).toBe(shown)
    },
  )

  it('writes es and en prices of the spec currencies with grouped thousands', () => {
    const shown = (currency: string, language: 'es' | 'en') => formatPrice('1500', currency, language)
    expect(['COP', 'EUR', 'USD', 'MXN', 'GBP', 'ARS'].map((currency) => shown(currency, 'es'))).toEqual([
      `$${NBSP}1.500`,
      `1.500,00${NBSP}€`,
      '$1,500.00',
      '$1,500.00',
      `1.500,00${NBSP}£`,
      `$${NBSP}1.500`,
    ])
    expect(['COP', 'EUR', 'USD', 'MXN', 'GBP', 'ARS'].map((currency) => shown(currency, 'en'))).toEqual([
      '$1,500',
      '€1,500.00',
      '$1,500.00',
      '$1,500.00',
      '£1,500.00',
      '$1,500',
    ])
  })

  it('never shows a bare "$" for a dollar or peso that is not the business country’s own', () => {
    for (const country of ['CO', 'ES', 'MX', 'US', 'AR', 'CL', 'EC', 'CA', 'UK']) {
      for (const currency of ['USD', 'MXN', 'COP', 'ARS', 'CLP', 'CAD']) {
        for (const language of ['es', 'en'] as const) {
          const shown = formatPrice('7', currency, language, country)
          const isOwn =
            {
              CO: 'COP',
              ES: 'EUR',
              MX: 'MXN',
              US: 'USD',
              AR: 'ARS',
              CL: 'CLP',
              EC: 'USD',
              CA: 'CAD',
              UK: 'GBP',
            }[country] === currency
          if (!isOwn) expect(shown, `${currency} ${language}-${country}`).not.toMatch(/(^|[^A-Z])\$/)
        }
      }
    }
  })

  it('writes an unknown currency with its ISO code', () => {
    expect(formatPrice('12.5', 'xyz', 'es')).toBe(`12,50${NBSP}XYZ`)
    expect(formatPrice('12.5', 'XYZ', 'en')).toBe(`XYZ${NBSP}12.50`)
  })

  it('accepts numbers by their shortest decimal form, rounded to cents', () => {
    expect(formatPrice(12000, 'COP', 'es')).toBe(`$${NBSP}12.000`)
    expect(formatPrice(1234567.5, 'USD', 'en')).toBe('$1,234,567.50')
    expect(formatPrice(0.1 + 0.2, 'USD', 'en')).toBe('$0.30')
    expect(formatPrice(1.005, 'USD', 'en')).toBe('$1.01')
  })

  it('throws for negative, empty or non-numeric amounts', () => {
    expect(() => formatPrice('-12', 'USD', 'en')).toThrow(RangeError)
    expect(() => formatPrice(-1, 'USD', 'en')).toThrow(RangeError)
    expect(() => formatPrice('', 'USD', 'en')).toThrow(RangeError)
    expect(() => formatPrice('12,50', 'EUR', 'es')).toThrow(RangeError)
    expect(() => formatPrice('1e3', 'EUR', 'es')).toThrow(RangeError)
    expect(() => formatPrice(Number.NaN, 'USD', 'en')).toThrow(RangeError)
    expect(() => formatPrice(Number.POSITIVE_INFINITY, 'USD', 'en')).toThrow(RangeError)
  })
})

describe('parseDecimal', () => {
  it('reads a last separator followed by three digits as thousands', () => {
    expect(parseDecimal('12.000')).toBe('12000')
    expect(parseDecimal('12,000')).toBe('12000')
    expect(parseDecimal('1.234.567')).toBe('1234567')
  })

  it('reads a last separator followed by one or two digits as the decimal point', () => {
    expect(parseDecimal('12,50')).toBe('12.5')
    expect(parseDecimal('12.5')).toBe('12.5')
    expect(parseDecimal('1.234.567,5')).toBe('1234567.5')
    expect(parseDecimal('1,234,567.05')).toBe('1234567.05')
  })

  it('ignores currency signs and spaces around the number', () => {
    expect(parseDecimal('$ 12.000')).toBe('12000')
    expect(parseDecimal('12,50 €')).toBe('12.5')
    expect(parseDecimal(`S/${NBSP}18.00`)).toBe('18')
    expect(parseDecimal('US$12.50')).toBe('12.5')
    expect(parseDecimal('R$ 12,50')).toBe('12.5')
    expect(parseDecimal('Bs. 12,50')).toBe('12.5')
    expect(parseDecimal('12000 COP')).toBe('12000')
    expect(parseDecimal('  1 500 ')).toBe('1500')
  })

  it('drops zeros that change nothing', () => {
    expect(parseDecimal('12.00')).toBe('12')
    expect(parseDecimal('0012')).toBe('12')
    expect(parseDecimal('0,50')).toBe('0.5')
    expect(parseDecimal('0')).toBe('0')
  })

  it('gives null for text that is not a price', () => {
    expect(parseDecimal('')).toBeNull()
    expect(parseDecimal('gratis')).toBeNull()
    expect(parseDecimal('-12')).toBeNull()
    expect(parseDecimal('12 kg')).toBeNull()
    expect(parseDecimal('12.')).toBeNull()
    expect(parseDecimal(',50')).toBeNull()
    expect(parseDecimal('$$12')).toBeNull()
  })

  it('gives null for thousands groups that are not three digits or mix separators', () => {
    expect(parseDecimal('1.2.3')).toBeNull()
    expect(parseDecimal('12.0000')).toBeNull()
    expect(parseDecimal('1234.567')).toBeNull()
    expect(parseDecimal('1.234,567')).toBeNull()
    expect(parseDecimal('1.234.5')).toBeNull()
  })

  it('gives null past ten whole digits, the most a stored price holds', () => {
    expect(parseDecimal('9999999999.99')).toBe('9999999999.99')
    expect(parseDecimal('12345678901')).toBeNull()
  })
})
