import { describe, expect, it } from 'vitest'
import {
  countryOfPhoneKey,
  formatClientPhone,
  maskClientPhone,
  nationalDigitCount,
  phoneKey,
} from './client-phone.ts'

describe('client phone', () => {
  it('gives one key for one number however it is written', () => {
    const written = ['+57 300 123-4567', '300 1234567', '(300) 123 4567', '0057 3001234567', '573001234567']
    for (const typed of written) expect(phoneKey(typed, 'CO')).toBe('573001234567')
  })

  it("reads a number without prefix with the client's country, and keeps a written prefix", () => {
    expect(phoneKey('612 34 56 78', 'ES')).toBe('34612345678')
    expect(phoneKey('+1 (555) 123-4567', 'CO')).toBe('15551234567')
    expect(phoneKey('(+34) 612 345 678', 'CO')).toBe('34612345678')
    expect(phoneKey('011 4567-8901', 'AR')).toBe('541145678901')
  })

  it('has no key for what holds no phone number', () => {
    expect(phoneKey('', 'CO')).toBe('')
    expect(phoneKey('n/a', 'CO')).toBe('')
    expect(phoneKey('1234567890123456789', 'CO')).toBe('')
  })

  it("shows typed digits through the country's mask, dropping the rest", () => {
    expect(maskClientPhone('CO', '3001234567')).toBe('300 123 4567')
    expect(maskClientPhone('US', '555-123-45678')).toBe('(555) 123-4567')
    expect(maskClientPhone('ES', '6123')).toBe('612 3')
    expect(maskClientPhone('MX', 'abc')).toBe('')
    expect(nationalDigitCount('CO')).toBe(10)
  })

  it('finds the country of a key by its longest prefix', () => {
    expect(countryOfPhoneKey('5999123456')).toBe('CW')
    expect(countryOfPhoneKey('972501234567')).toBe('IL')
    expect(countryOfPhoneKey('573001234567')).toBe('CO')
    expect(countryOfPhoneKey('4401234567')).toBeNull()
  })
})

describe('formatClientPhone', () => {
  it('writes one number one way however it was typed: the prefix, then the national number through the mask', () => {
    const written = ['3001234567', '300 123 4567', '+57 300-123-4567', '0057 3001234567', '573001234567']
    for (const typed of written) expect(formatClientPhone(typed, 'CO')).toBe('+57 300 123 4567')
    expect(formatClientPhone('612345678', 'ES')).toBe('+34 612 34 56 78')
    expect(formatClientPhone('3055550100', 'US')).toBe('+1 (305) 555-0100')
  })

  it('writes a number of another of the ten countries through that country’s mask', () => {
    expect(formatClientPhone('+34612345678', 'CO')).toBe('+34 612 34 56 78')
    expect(formatClientPhone('0057 300 123 4567', 'ES')).toBe('+57 300 123 4567')
  })

  it('keeps as typed what no mask fits, and gives nothing for no phone', () => {
    expect(formatClientPhone(' 300 123 ', 'CO')).toBe('300 123')
    expect(formatClientPhone('+44 20 7946 0958', 'CO')).toBe('+44 20 7946 0958')
    expect(formatClientPhone('  ', 'CO')).toBe('')
  })
})
