import { describe, expect, it } from 'vitest'
import { parsePriceValue } from '../eval/price-value.ts'
import { PRICE_FORMATS, priceAt, priceFormatOf } from './price-formats.ts'

describe('price formats', () => {
  it.each([
    ['comma', 9.5, '9,50'],
    ['euro-tight', 9.5, '9.50€'],
    ['euro-before', 9, '€ 9'],
    ['euro-after', 12, '12 €'],
    ['pound', 9, '£9'],
    ['pound-pence', 12.5, '£12.50'],
    ['pesos-spaced', 18000, '$ 18.000'],
    ['thousands', 18000, '18.000'],
    ['comma-short', 9.5, '9,5'],
    ['comma-short', 9, '9'],
    ['dash', 9, '9-'],
    ['us-dollar', 12, 'US$ 12'],
    ['mxn', 120, 'MXN 120'],
    ['soles', 25, 'S/ 25.00'],
    ['point', 12.5, '12.50'],
    ['whole', 12, '12'],
    ['dollar', 14, '$14'],
  ] as const)('%s prints %d as %s', (id, value, printed) => {
    expect(priceFormatOf(id).write(value)).toBe(printed)
  })

  it('prints every price so that the scoring reads back its value', () => {
    for (const format of PRICE_FORMATS) {
      for (const step of format.steps) {
        for (const share of [0.1, 0.35, 1, 1.7]) {
          const value = priceAt(format, share, step)
          expect(parsePriceValue(format.write(value)), `${format.id} ${value}`).toBe(value)
        }
      }
    }
  })

  it('rounds to the step and never prices below one step', () => {
    const comma = priceFormatOf('comma')
    expect(priceAt(comma, 0.61, 0.5)).toBe(9)
    expect(priceAt(comma, 0.001, 0.5)).toBe(0.5)
    expect(priceAt(priceFormatOf('comma'), 0.62, 0.1)).toBe(9.3)
  })
})
