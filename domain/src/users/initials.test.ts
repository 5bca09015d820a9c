import { describe, expect, it } from 'vitest'
import { getInitials } from './initials.ts'

describe('getInitials', () => {
  it('takes the first letter of the first two words, uppercased', () => {
    expect(getInitials('maría lópez')).toBe('ML')
  })

  it('ignores words after the second', () => {
    expect(getInitials('Ana Sofía Gómez Ruiz')).toBe('AS')
  })

  it('gives one letter for a one-word name', () => {
    expect(getInitials('Invitado')).toBe('I')
  })

  it('ignores surrounding and repeated spaces', () => {
    expect(getInitials('  Juan   Pérez  ')).toBe('JP')
  })

  it('keeps accented first letters', () => {
    expect(getInitials('ángel úbeda')).toBe('ÁÚ')
  })

  it('never gives more than two characters, even when uppercasing lengthens a letter', () => {
    // 'ß'.toUpperCase() is 'SS'.
    expect(getInitials('ß ß')).toBe('SS')
    expect(getInitials('ßara ortiz')).toBe('SS')
  })

  it('gives an empty string for a blank name', () => {
    expect(getInitials('')).toBe('')
    expect(getInitials('   ')).toBe('')
  })
})
