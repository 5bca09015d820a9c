import { describe, expect, it } from 'vitest'
import { COUNTRIES, DEFAULT_COUNTRY, getCountry, maskPhone, phoneDigitCount } from './countries.ts'

describe('countries', () => {
  it('are the spec’s fifteen, with their prefixes, Colombia by default', () => {
    expect(COUNTRIES.map((country) => `${country.code} ${country.prefix}`)).toEqual([
      'US +1',
      'CO +57',
      'MX +52',
      'ES +34',
      'BR +55',
      'AR +54',
      'CL +56',
      'PE +51',
      'EC +593',
      'VE +58',
      'CA +1',
      'UK +44',
      'DE +49',
      'FR +33',
      'IT +39',
    ])
    expect(DEFAULT_COUNTRY).toBe('CO')
    expect(getCountry('XX').code).toBe('CO')
  })
})

describe('maskPhone', () => {
  it('shows typed digits through the country’s mask', () => {
    expect(maskPhone('CO', '3001234567')).toBe('300 123 4567')
    expect(maskPhone('US', '2125550100')).toBe('(212) 555-0100')
    expect(maskPhone('ES', '612 34')).toBe('612 34')
  })

  it('keeps digits only, and no more than the mask holds', () => {
    expect(maskPhone('CO', 'abc300-123-45678999')).toBe('300 123 4567')
    expect(phoneDigitCount('CO')).toBe(10)
    expect(maskPhone('MX', '')).toBe('')
  })
})
