import { describe, expect, it } from 'vitest'
import { fromMinorUnits, toMinorUnits } from './exact-amount.ts'

describe('exact amounts', () => {
  it('reads prices in the currency’s smallest unit and writes them back with its digits', () => {
    expect(toMinorUnits('12.5', 'EUR')).toBe(1250n)
    expect(toMinorUnits('0.10', 'EUR')).toBe(10n)
    expect(toMinorUnits('12000', 'COP')).toBe(12000n)
    expect(toMinorUnits('12000.00', 'COP')).toBe(12000n)
    expect(fromMinorUnits(1250n, 'EUR')).toBe('12.50')
    expect(fromMinorUnits(5n, 'EUR')).toBe('0.05')
    expect(fromMinorUnits(12000n, 'COP')).toBe('12000')
    expect(fromMinorUnits(-300n, 'EUR')).toBe('-3.00')
  })

  it('adds a thousand tenths of a euro exactly, where floats drift', () => {
    let sum = 0n
    for (let index = 0; index < 1000; index += 1) sum += toMinorUnits('0.1', 'EUR')
    expect(fromMinorUnits(sum, 'EUR')).toBe('100.00')
  })

  it('refuses an amount finer than the currency’s smallest unit, or not a price', () => {
    expect(() => toMinorUnits('12000.5', 'COP')).toThrow(RangeError)
    expect(() => toMinorUnits('1.005', 'EUR')).toThrow(RangeError)
    expect(() => toMinorUnits('-1', 'EUR')).toThrow(RangeError)
    expect(() => toMinorUnits('1e3', 'EUR')).toThrow(RangeError)
  })
})
