import { describe, expect, it } from 'vitest'
import { minorUnitDigits } from './minor-unit.ts'

describe('minorUnitDigits', () => {
  it('is whole pesos for COP and CLP and cents for EUR and USD', () => {
    expect(minorUnitDigits('COP')).toBe(0)
    expect(minorUnitDigits('CLP')).toBe(0)
    expect(minorUnitDigits('EUR')).toBe(2)
    expect(minorUnitDigits('usd')).toBe(2)
  })
})
