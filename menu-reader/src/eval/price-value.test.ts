import { describe, expect, it } from 'vitest'
import { isSamePrice, parsePriceValue } from './price-value.ts'

describe('parsePriceValue', () => {
  it.each([
    // The README's own examples.
    ['$12.000', 12000],
    ['12,50 €', 12.5],
    ['14.9 K', 14900],
    ['$ 2900.-', 2900],
    // Separators: decimal only when one or two digits follow the last one.
    ['12,5', 12.5],
    ['4.50', 4.5],
    ['$9.000', 9000],
    ['1.234,56', 1234.56],
    ['1,234.5', 1234.5],
    ['$ 70.000.-', 70000],
    ['$ 8500-', 8500],
    ['12', 12],
    // Currency signs and codes, before or after, with or without a space.
    ['S/25', 25],
    ['S/. 9.00', 9],
    ['S/.13.70', 13.7],
    ['US$ 7', 7],
    ['COP 18.000', 18000],
    ['45.000 FCOS', 45000],
    ['10.000 fcos', 10000],
    ['18,90€', 18.9],
    // A unit or a note after the price is not part of it; the K of Kg is not a thousand.
    ['39,00 €/Kg.', 39],
    ['22,00 €.', 22],
    ['12€/ración', 12],
    ['19pp', 19],
    // A supplement is still its amount.
    ['+2,10€', 2.1],
    ['+$10', 10],
    // Thousands written with K.
    ['12k', 12000],
    ['$ 3,5K', 3500],
  ])('%j is %d', (price, value) => {
    expect(parsePriceValue(price)).toBe(value)
  })

  it.each(['', '   ', '€', 'S/.', 'Consultar'])('%j has no value', (price) => {
    expect(parsePriceValue(price)).toBeNull()
  })
})

describe('isSamePrice', () => {
  it('compares values, not how they are printed', () => {
    expect(isSamePrice('$12.000', '12000')).toBe(true)
    expect(isSamePrice('12,50 €', '12.5')).toBe(true)
    expect(isSamePrice('$ 2900.-', '$2.900')).toBe(true)
  })

  it('tells different amounts apart, including a misread decimal', () => {
    expect(isSamePrice('12,50', '12,05')).toBe(false)
    expect(isSamePrice('12.000', '12.00')).toBe(false)
  })

  it('treats two empty prices as the same and an empty one as different from a printed one', () => {
    expect(isSamePrice('', '')).toBe(true)
    expect(isSamePrice('', '8')).toBe(false)
  })
})
