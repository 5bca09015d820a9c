import { describe, expect, it } from 'vitest'
import {
  checkCard,
  checkCardNumber,
  checkCvc,
  checkExpiry,
  formatCardNumber,
  formatExpiry,
  passesLuhn,
} from './card.ts'

describe('passesLuhn', () => {
  it('accepts the well-known test numbers and refuses them with one digit changed', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('5555555555554444')).toBe(true)
    expect(passesLuhn('378282246310005')).toBe(true)
    expect(passesLuhn('79927398713')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('79927398710')).toBe(false)
  })

  it('refuses anything that is not only digits', () => {
    expect(passesLuhn('')).toBe(false)
    expect(passesLuhn('4242 4242')).toBe(false)
  })
})

describe('checkCardNumber', () => {
  it('takes numbers grouped with spaces or dashes', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toBeNull()
    expect(checkCardNumber('3782-822463-10005')).toBeNull()
  })

  it('says whether the number is missing or wrong', () => {
    expect(checkCardNumber('  ')).toBe('numberRequired')
    expect(checkCardNumber('4242 4242 4242 4241')).toBe('numberInvalid')
    expect(checkCardNumber('0000 0000')).toBe('numberInvalid')
    expect(checkCardNumber('4242abcd42424242')).toBe('numberInvalid')
  })
})

describe('checkExpiry', () => {
  const today = new Date(2026, 10, 23)

  it('passes this month and later ones', () => {
    expect(checkExpiry('11/26', today)).toBeNull()
    expect(checkExpiry('12/26', today)).toBeNull()
    expect(checkExpiry('01/31', today)).toBeNull()
    expect(checkExpiry(' 03 / 27 ', today)).toBeNull()
  })

  it('refuses a month already over', () => {
    expect(checkExpiry('10/26', today)).toBe('expiryPast')
    expect(checkExpiry('12/25', today)).toBe('expiryPast')
  })

  it('refuses what is not MM/AA', () => {
    expect(checkExpiry('', today)).toBe('expiryRequired')
    expect(checkExpiry('13/27', today)).toBe('expiryInvalid')
    expect(checkExpiry('00/27', today)).toBe('expiryInvalid')
    expect(checkExpiry('1/27', today)).toBe('expiryInvalid')
    expect(checkExpiry('12/2027', today)).toBe('expiryInvalid')
  })
})

describe('checkCvc', () => {
  it('takes 3 or 4 digits only', () => {
    expect(checkCvc('123')).toBeNull()
    expect(checkCvc('1234')).toBeNull()
    expect(checkCvc('')).toBe('cvcRequired')
    expect(checkCvc('12')).toBe('cvcInvalid')
    expect(checkCvc('12345')).toBe('cvcInvalid')
    expect(checkCvc('12a')).toBe('cvcInvalid')
  })
})

describe('checkCard', () => {
  const today = new Date(2026, 10, 23)

  it('is empty for a good card', () => {
    expect(
      checkCard({ number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', holder: 'Ana' }, today),
    ).toEqual({})
  })

  it('names every field with a problem', () => {
    expect(
      checkCard({ number: '4242 4242 4242 4241', expiry: '01/20', cvc: '1', holder: ' ' }, today),
    ).toEqual({ number: 'numberInvalid', expiry: 'expiryPast', cvc: 'cvcInvalid', holder: 'holderRequired' })
  })
})

describe('formatting as typed', () => {
  it('groups card digits by four and drops anything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
    expect(formatCardNumber('4242-42')).toBe('4242 42')
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('12345678901234567890')).toBe('1234 5678 9012 3456 789')
  })

  it('puts the slash into the expiry', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('122')).toBe('12/2')
    expect(formatExpiry('12/28')).toBe('12/28')
    expect(formatExpiry('12285')).toBe('12/28')
  })
})
