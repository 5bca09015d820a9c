import { describe, expect, it } from 'vitest'
import { CLIENT_STATUSES } from '../client.schema.ts'
import { CLIENT_COUNTRY_CODES } from '../client-countries.ts'
import { countryName, readCountry, readStatus, statusWord } from './csv-words.ts'

describe('csv words', () => {
  it('reads a country by code or name in either language, whatever its case and accents', () => {
    expect(readCountry('Colombia')).toBe('CO')
    expect(readCountry('colombia')).toBe('CO')
    expect(readCountry('CO')).toBe('CO')
    expect(readCountry('Estados Unidos')).toBe('US')
    expect(readCountry('USA')).toBe('US')
    expect(readCountry('EE. UU.')).toBe('US')
    expect(readCountry('United States')).toBe('US')
    expect(readCountry('España')).toBe('ES')
    expect(readCountry('ESPANA')).toBe('ES')
    expect(readCountry('Spain')).toBe('ES')
    expect(readCountry('Perú')).toBe('PE')
    expect(readCountry('Brazil')).toBe('BR')
    expect(readCountry('Curacao')).toBe('CW')
    expect(readCountry('Venezuela')).toBeNull()
  })

  it('reads back every country name it writes, in both languages', () => {
    for (const code of CLIENT_COUNTRY_CODES) {
      expect(readCountry(countryName(code, 'es'))).toBe(code)
      expect(readCountry(countryName(code, 'en'))).toBe(code)
    }
  })

  it('reads a status in either language and writes it in the owner’s', () => {
    expect(readStatus('activo')).toBe('Activo')
    expect(readStatus('Active')).toBe('Activo')
    expect(readStatus('INACTIVA')).toBe('Inactivo')
    expect(readStatus('Inactive')).toBe('Inactivo')
    expect(readStatus('vip')).toBe('VIP')
    expect(readStatus('Premium')).toBeNull()
    expect(statusWord('Inactivo', 'en')).toBe('Inactive')
    for (const status of CLIENT_STATUSES) {
      expect(readStatus(statusWord(status, 'es'))).toBe(status)
      expect(readStatus(statusWord(status, 'en'))).toBe(status)
    }
  })
})
