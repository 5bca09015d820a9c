import { describe, expect, it } from 'vitest'
import { WHATSAPP_MESSAGES, whatsAppKey, whatsAppLink, whatsAppNumber } from './whatsapp-link.ts'

describe('a WhatsApp number as wa.me takes it', () => {
  it('puts the country’s prefix before a number typed without one, and drops its punctuation', () => {
    expect(whatsAppNumber('+57', '300 123 4567')).toBe('573001234567')
    expect(whatsAppNumber('+34', '612-34-56-78')).toBe('34612345678')
    // A trunk zero is not dialled from abroad.
    expect(whatsAppNumber('+44', '07700 900123')).toBe('447700900123')
  })

  it('keeps a prefix typed with the number, with + or 00', () => {
    expect(whatsAppNumber('+57', '+34 612 345 678')).toBe('34612345678')
    expect(whatsAppNumber('+57', '0034 612 345 678')).toBe('34612345678')
  })

  it('is no number when empty, too short or too long for E.164', () => {
    expect(whatsAppNumber('+57', '  ')).toBeNull()
    expect(whatsAppNumber('+57', '123')).toBeNull()
    expect(whatsAppNumber('+57', '+1234567890123456')).toBeNull()
  })
})

describe('the chat link', () => {
  it('carries the message with its spaces and accents encoded, nothing that could break the address', () => {
    const message = WHATSAPP_MESSAGES.es.dish('Casa Pepa & Co', 'Ñoquis a la crema')
    const link = whatsAppLink('34612345678', message)
    expect(link.startsWith('https://wa.me/34612345678?text=')).toBe(true)
    expect(link).not.toMatch(/[\s+&]Co/)
    expect(new URL(link).searchParams.get('text')).toBe(message)
  })

  it('words a booking for one person and for several', () => {
    expect(WHATSAPP_MESSAGES.es.booking('Casa Pepa', 'sábado 12 a las 21:00', 1)).toContain('1 persona el')
    expect(WHATSAPP_MESSAGES.en.booking('Casa Pepa', 'Saturday 12 at 21:00', 4)).toContain('4 people on')
  })
})

describe('the key WhatsApp numbers are compared by', () => {
  it('finds Argentina, Mexico and Brazil mobiles however WhatsApp spells them', () => {
    expect(whatsAppKey('5491123456789')).toBe(whatsAppKey('541123456789'))
    expect(whatsAppKey('5215512345678')).toBe(whatsAppKey('525512345678'))
    expect(whatsAppKey('5511912345678')).toBe(whatsAppKey('551112345678'))
  })

  it('leaves every other number as its digits', () => {
    expect(whatsAppKey('+57 300 123 4567')).toBe('573001234567')
    expect(whatsAppKey('34612345678')).toBe('34612345678')
    // An Argentine landline (no 9) and a Spanish number starting 549… are not touched.
    expect(whatsAppKey('541143214321')).toBe('541143214321')
  })
})
