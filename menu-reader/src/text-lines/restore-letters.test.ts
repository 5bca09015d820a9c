import { describe, expect, it } from 'vitest'
import { restoreLetters } from './restore-letters.ts'

describe('restoreLetters', () => {
  it('gives menu words back the ñ and accents the recogniser cannot write', () => {
    expect(restoreLetters('Bunuelos')).toBe('Buñuelos')
    expect(restoreLetters('Buniuelos')).toBe('Buñuelos')
    expect(restoreLetters('LIMON')).toBe('LIMÓN')
    expect(restoreLetters('pina,')).toBe('piña,')
    expect(restoreLetters('(jamon)')).toBe('(jamón)')
  })

  it('gives a price its € back where the recogniser read ∈', () => {
    expect(restoreLetters('∈/Kg.')).toBe('€/Kg.')
    expect(restoreLetters('12,50∈')).toBe('12,50€')
  })

  it('leaves other words, and words that are words without their accent, as read', () => {
    expect(restoreLetters('una')).toBe('una')
    expect(restoreLetters('Menu')).toBe('Menu')
    expect(restoreLetters('fried')).toBe('fried')
    expect(restoreLetters('12,50')).toBe('12,50')
    expect(restoreLetters('c/u')).toBe('c/u')
  })
})
