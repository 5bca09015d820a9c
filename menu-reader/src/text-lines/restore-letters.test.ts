import { describe, expect, it } from 'vitest'
import { findSpelling, restoreLetters } from './restore-letters.ts'

describe('restoreLetters', () => {
  it('gives menu words back the ñ and accents the recogniser cannot write', () => {
    expect(restoreLetters('Bunuelos')).toBe('Buñuelos')
    expect(restoreLetters('Buniuelos')).toBe('Buñuelos')
    expect(restoreLetters('LIMON')).toBe('LIMÓN')
    expect(restoreLetters('pina,')).toBe('piña,')
    expect(restoreLetters('(jamon)')).toBe('(jamón)')
    expect(restoreLetters('Pequeno')).toBe('Pequeño')
  })

  it('gives a price its € back where the recogniser read ∈', () => {
    expect(restoreLetters('∈/Kg.')).toBe('€/Kg.')
    expect(restoreLetters('12,50∈')).toBe('12,50€')
  })

  it('leaves other words, and words that are words without their accent, as read', () => {
    expect(restoreLetters('una')).toBe('una')
    expect(restoreLetters('solo')).toBe('solo')
    expect(restoreLetters('fried')).toBe('fried')
    expect(restoreLetters('12,50')).toBe('12,50')
    expect(restoreLetters('c/u')).toBe('c/u')
  })

  it('spells in the page’s language first', () => {
    expect(restoreLetters('Salmon', 'es')).toBe('Salmón')
    expect(restoreLetters('Salmon', 'en')).toBe('Salmon')
    expect(restoreLetters('Menu', 'en')).toBe('Menu')
    expect(restoreLetters('Jamon', 'en')).toBe('Jamón')
    expect(restoreLetters('Jalapeno', 'en')).toBe('Jalapeño')
    expect(restoreLetters('rose', 'en')).toBe('rose')
  })
})

describe('findSpelling', () => {
  it('takes "ni" for an ñ only where the word has one', () => {
    expect(findSpelling('caniasm', 'es')).toBe(undefined)
    expect(findSpelling('canias', 'es')).toBe('cañas')
    expect(findSpelling('limoni', 'es')).toBe(undefined)
  })
})
