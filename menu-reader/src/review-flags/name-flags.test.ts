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

  it('judges no short word nor a number: "1/2 pollo", "3 uds", "T-bone", "c/ papas"', () => {
    expect(isNameUnclear('1/2 pollo')).toBe(false)
    expect(isNameUnclear('Croquetas 6 uds')).toBe(false)
    expect(isNameUnclear('T-bone 500g')).toBe(false)
    expect(isNameUnclear('Pollo c/ papas')).toBe(false)
    expect(isNameUnclear('Chicharrón con yuca o plátano')).toBe(false)
  })

  it('takes a word the menu wrote in another gender or number for written so', () => {
    expect(isNameUnclear('Carne guisada')).toBe(false)
    expect(isNameUnclear('Tortillas caseras')).toBe(false)
  })

  it('marks a word broken apart: a lone letter, or two pieces that make a menu word', () => {
    expect(isNameUnclear('HAMBURGUESA COMPLE T A')).toBe(true)
    expect(isNameUnclear('ENSAL AD A PARAISO')).toBe(true)
    expect(isNameUnclear('Media Jarra de L imonada')).toBe(true)
    expect(isNameUnclear('O Tortilla de queso')).toBe(true)
  })

  it('marks words run together: a number glued to a word, or a run of letters no word is as long as', () => {
    expect(isNameUnclear('8PRESASDEPOLLO')).toBe(true)
    expect(isNameUnclear('2Porciones de helado')).toBe(true)
    expect(isNameUnclear('SODADESECHABLE grande')).toBe(true)
    expect(isNameUnclear('Coca-Cola 600ml')).toBe(false)
  })

  it('marks a name with no word in it', () => {
    expect(isNameUnclear('88')).toBe(true)
    expect(isNameUnclear('- 1 -')).toBe(true)
  })

  it('marks a name cut short on a word that joins it to what follows', () => {
    expect(isNameUnclear('HERBALES, TÉ Y')).toBe(true)
    expect(isNameUnclear('Pechuga de')).toBe(true)
    expect(isNameUnclear('DE')).toBe(true)
  })

  it('trusts the spelling of a PDF text layer: only the recogniser misreads letters', () => {
    expect(isNameUnclear('Hamhurguesa con queso', 'text')).toBe(false)
    expect(isNameUnclear('dUMpliNG rooM', 'text')).toBe(false)
    expect(isNameUnclear('HERBALES, TÉ Y', 'text')).toBe(true)
  })
})
