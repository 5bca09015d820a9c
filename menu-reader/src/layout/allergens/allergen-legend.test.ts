import { describe, expect, it } from 'vitest'
import { readAllergenLegend, readLegendLine } from './allergen-legend.ts'

describe('readAllergenLegend', () => {
  it('reads a legend of letters, whichever way its entries are printed', () => {
    const legend = readAllergenLegend(['G = Gluten · L = Lácteos', 'H: Huevo  Ap: Apio'])
    expect(Object.fromEntries(legend)).toEqual({ g: 'gluten', l: 'lacteos', h: 'huevos', ap: 'apio' })
    const nameFirst = readAllergenLegend(['Gluten (G) Crustáceos (C) Huevos (H)'])
    expect(Object.fromEntries(nameFirst)).toEqual({ g: 'gluten', c: 'crustaceos', h: 'huevos' })
  })

  it('reads a line cut before its last code the way it opens, and English letters', () => {
    // Read the other way, as many entries: G would be crustaceans, C eggs, E fish.
    expect(readLegendLine('ALLERGEN KEY Gluten (G) · Crustaceans (C) · Eggs (E) · Fish')).toEqual([
      { code: 'g', allergen: 'gluten', words: 2 },
      { code: 'c', allergen: 'crustaceos', words: 2 },
      { code: 'e', allergen: 'huevos', words: 2 },
    ])
  })

  it('gives a numbered legend that follows the Annex every number, as OCR may lose some', () => {
    const legend = readAllergenLegend(['1. Gluten 2. Crustáceos', '3. Huevos 7. Lácteos'])
    expect(legend.get('14')).toBe('moluscos')
    expect(legend.get('8')).toBe('frutos-de-cascara')
  })

  it('keeps a menu’s own numbering, without filling numbers it does not print', () => {
    const legend = readAllergenLegend(['1 Gluten 2 Huevos 3 Leche 4 Frutos secos'])
    expect(Object.fromEntries(legend)).toEqual({
      '1': 'gluten',
      '2': 'huevos',
      '3': 'lacteos',
      '4': 'frutos-de-cascara',
    })
  })

  it('reads entries OCR ran together', () => {
    expect(
      readLegendLine('Alergenos:G:GlutenC:CrustaceosHHuevosPPescado').map((entry) => entry.code),
    ).toEqual(['g', 'c', 'h', 'p'])
  })

  it('numbers as the Annex a menu that names the regulation', () => {
    expect(readAllergenLegend(['Alérgenos según Reglamento (UE) 1169/2011']).get('7')).toBe('lacteos')
  })

  it('finds no legend in dishes, headings or a couple of stray entries', () => {
    expect(readLegendLine('2 Huevos fritos con patatas y chorizo 8,50')).toEqual([])
    expect(readLegendLine('SIN GLUTEN')).toEqual([])
    expect(readAllergenLegend(['Huevos rotos 9,50', 'G Gluten', 'Leche frita 5,00']).size).toBe(0)
  })
})
