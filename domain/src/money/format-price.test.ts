import { describe, expect, it } from 'vitest'
import { formatPrice, parseDecimal } from './format-price.ts'

// The space between a sign and a number is non-breaking, so a price never wraps across two lines.
const NBSP = '\u00a0'

describe('formatPrice', () => {
  it('writes pesos with $ before, dots for thousands and no decimals when whole', () => {
    expect(formatPrice('12000.00', 'COP', 'es')).toBe('$12.000')
    expect(formatPrice('1500', 'COP', 'es')).toBe('$1.500')
    expect(formatPrice('1000', 'CLP', 'es')).toBe('$1.000')
    expect(formatPrice('999', 'ARS', 'es')).toBe('$999')
    expect(formatPrice('0', 'COP', 'es')).toBe('$0')
  })

  it('keeps dots for thousands in pesos for English readers too', () => {
    expect(formatPrice('12000', 'COP', 'en')).toBe('$12.000')
    expect(formatPrice('1234567.5', 'ARS', 'en')).toBe('$1.234.567,50')
  })

  it('shows two decimals with a comma when a peso amount is not whole', () => {
    expect(formatPrice('1234567.5', 'COP', 'es')).toBe('$1.234.567,50')
    expect(formatPrice('12.05', 'CLP', 'es')).toBe('$12,05')
  })

  it('treats "12.00" as whole', () => {
    expect(formatPrice('12.00', 'COP', 'es')).toBe('$12')
    expect(formatPrice('12.00', 'USD', 'en')).toBe('$12.00')
  })

  it('writes euros after the number in Spanish and before it in English', () => {
    expect(formatPrice('12.5', 'EUR', 'es')).toBe(`12,50${NBSP}€`)
    expect(formatPrice('1500', 'EUR', 'es')).toBe(`1.500,00${NBSP}€`)
    expect(formatPrice('12.5', 'EUR', 'en')).toBe('€12.50')
  })

  it('always shows two decimals for currencies with cents, separated by language', () => {
    expect(formatPrice('12.5', 'USD', 'en')).toBe('$12.50')
    expect(formatPrice('12.5', 'USD', 'es')).toBe('$12,50')
    expect(formatPrice('1000', 'USD', 'en')).toBe('$1,000.00')
    expect(formatPrice('1234567.5', 'MXN', 'es')).toBe('$1.234.567,50')
    expect(formatPrice('0', 'CAD', 'en')).toBe('$0.00')
    expect(formatPrice('12.5', 'GBP', 'en')).toBe('£12.50')
  })

  it('spaces the signs made of letters from the number', () => {
    expect(formatPrice('18', 'PEN', 'en')).toBe(`S/${NBSP}18.00`)
    expect(formatPrice('18', 'PEN', 'es')).toBe(`S/${NBSP}18,00`)
    expect(formatPrice('12.5', 'BRL', 'es')).toBe(`R$${NBSP}12,50`)
    expect(formatPrice('12.5', 'VES', 'es')).toBe(`Bs.${NBSP}12,50`)
    expect(formatPrice('12000', 'PYG', 'en')).toBe(`Gs.${NBSP}12.000`)
  })

  it('writes an unknown currency as its ISO code after the number, dropping cents when whole', () => {
    expect(formatPrice('12000', 'JPY', 'en')).toBe(`12,000${NBSP}JPY`)
    expect(formatPrice('12.5', 'xyz', 'es')).toBe(`12,50${NBSP}XYZ`)
  })

  it('accepts numbers, rounded to cents', () => {
    expect(formatPrice(12000, 'COP', 'es')).toBe('$12.000')
    expect(formatPrice(1234567.5, 'USD', 'en')).toBe('$1,234,567.50')
    expect(formatPrice(0.1 + 0.2, 'USD', 'en')).toBe('$0.30')
  })

  it('keeps every digit of long decimal strings and rounds past cents half-up', () => {
    expect(formatPrice('9999999999.99', 'USD', 'en')).toBe('$9,999,999,999.99')
    expect(formatPrice('12.345', 'USD', 'en')).toBe('$12.35')
    expect(formatPrice('12.344', 'USD', 'en')).toBe('$12.34')
    expect(formatPrice('0.995', 'EUR', 'es')).toBe(`1,00${NBSP}€`)
  })

  it('throws for negative, empty or non-numeric amounts', () => {
    expect(() => formatPrice('-12', 'USD', 'en')).toThrow(RangeError)
    expect(() => formatPrice(-1, 'USD', 'en')).toThrow(RangeError)
    expect(() => formatPrice('', 'USD', 'en')).toThrow(RangeError)
    expect(() => formatPrice('12,50', 'EUR', 'es')).toThrow(RangeError)
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
