import { describe, expect, it } from 'vitest'
import { isNameUnclear } from './name-flags.ts'

describe('isNameUnclear', () => {
  it('leaves names of menu words alone, whatever their case and accents', () => {
    expect(isNameUnclear('Hamburguesa con queso')).toBe(false)
    expect(isNameUnclear('POLLO A LA BRASA')).toBe(false)
    expect(isNameUnclear('Salmon ahumado')).toBe(false)
  })

  it('leaves alone words it does not know but that look written: names of places, brands, plurals', () => {
    expect(isNameUnclear('Ensalada Valenciana')).toBe(false)
    expect(isNameUnclear('Dumplings de cerdo')).toBe(false)
    expect(isNameUnclear('Coca-Cola Zero')).toBe(false)
    expect(isNameUnclear('McFlurry')).toBe(false)
  })

  it('marks a word one slip away from a menu word it is not: a letter misread', () => {
    expect(isNameUnclear('Hamhurguesa con queso')).toBe(true)
    expect(isNameUnclear('Pechuga de polIo')).toBe(true)
    expect(isNameUnclear('Ensalda mixta')).toBe(true)
  })

  it('marks letters mixed with digits or signs, odd capitals inside a word and words without vowels', () => {
    expect(isNameUnclear('BR0CHETA mixta')).toBe(true)
    expect(isNameUnclear('Tortilla de pat|tas')).toBe(true)
    expect(isNameUnclear('PaTaTas bravas')).toBe(true)
    expect(isNameUnclear('Crpsdt de atún')).toBe(true)
  })

  it('judges no short word nor a number: "1/2 pollo", "3 uds", "T-bone"', () => {
    expect(isNameUnclear('1/2 pollo')).toBe(false)
    expect(isNameUnclear('Croquetas 6 uds')).toBe(false)
    expect(isNameUnclear('T-bone 500g')).toBe(false)
  })
})
