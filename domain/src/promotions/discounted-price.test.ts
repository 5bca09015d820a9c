import { describe, expect, it } from 'vitest'
import { compareDecimals, discountedPrice, halfOf } from './discounted-price.ts'

describe('discountedPrice', () => {
  it('takes the percentage off euros and rounds half up to the cent', () => {
    expect(discountedPrice('12.50', 20, 'EUR')).toBe('10.00')
    expect(discountedPrice('9.99', 15, 'EUR')).toBe('8.49') // 8.4915
    expect(discountedPrice('0.10', 25, 'EUR')).toBe('0.08') // 0.075, half up
    expect(discountedPrice('1.05', 50, 'EUR')).toBe('0.53') // 0.525: a binary float would give 0.52
    expect(discountedPrice('7', 10, 'EUR')).toBe('6.30')
  })

  it('rounds pesos half up to the whole peso', () => {
    expect(discountedPrice('12990', 15, 'COP')).toBe('11042') // 11041.5
    expect(discountedPrice('12000', 10, 'COP')).toBe('10800')
    expect(discountedPrice('24999.5', 50, 'COP')).toBe('12500') // 12499.75
    expect(discountedPrice('3', 50, 'CLP')).toBe('2') // 1.5
  })

  it('keeps amounts beyond a float’s exact digits exact', () => {
    expect(discountedPrice('9999999999.99', 1, 'EUR')).toBe('9899999999.99') // 9899999999.9901
  })

  it('refuses what is not an amount or a percentage', () => {
    expect(() => discountedPrice('-1', 10, 'EUR')).toThrow(RangeError)
    expect(() => discountedPrice('12,50', 10, 'EUR')).toThrow(RangeError)
    expect(() => discountedPrice('12', 10.5, 'EUR')).toThrow(RangeError)
  })
})

describe('halfOf and compareDecimals', () => {
  it('halve and compare exactly', () => {
    expect(halfOf('12.5')).toBe('6.25')
    expect(halfOf('12000')).toBe('6000.0')
    expect(compareDecimals('6000.0', '6000')).toBe(0)
    expect(compareDecimals('10.00', '9.999')).toBe(1)
    expect(compareDecimals('0.1', '0.10000001')).toBe(-1)
  })
})
