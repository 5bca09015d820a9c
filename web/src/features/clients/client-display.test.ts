import { describe, expect, it } from 'vitest'
import { countryName, formatBusinessDate, nationalPhone } from './client-display.ts'

describe('countryName', () => {
  it('names the country in the page’s language', () => {
    expect(countryName('ES', 'es')).toBe('España')
    expect(countryName('ES', 'en')).toBe('Spain')
    expect(countryName('US', 'es')).toBe('Estados Unidos')
  })
})

describe('nationalPhone', () => {
  it('shows a national number through the country’s mask', () => {
    expect(nationalPhone('3001234567', 'CO')).toBe('300 123 4567')
    expect(nationalPhone('300-123-4567', 'CO')).toBe('300 123 4567')
    expect(nationalPhone('612345678', 'ES')).toBe('612 34 56 78')
  })

  it('drops the country’s own prefix from a number a booking kept whole', () => {
    expect(nationalPhone('+57 300 123 4567', 'CO')).toBe('300 123 4567')
    expect(nationalPhone('0034612345678', 'ES')).toBe('612 34 56 78')
  })
})

describe('formatBusinessDate', () => {
  it('says the day on the business’s clock, not the browser’s', () => {
    // 02:00 UTC on 4 December is still 3 December in Bogotá (UTC−5).
    expect(formatBusinessDate('2026-12-04T02:00:00.000Z', 'America/Bogota', 'es')).toBe('3 dic 2026')
    expect(formatBusinessDate('2026-12-04T02:00:00.000Z', 'Europe/Madrid', 'en')).toBe('Dec 4, 2026')
  })
})
