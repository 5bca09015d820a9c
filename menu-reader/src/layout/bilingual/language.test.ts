import { describe, expect, it } from 'vitest'
import { languageOf } from './language.ts'

describe('languageOf', () => {
  it('reads dish names and headings as the language they are printed in', () => {
    const spanish = [
      'Pez Espada',
      'Langostino plancha',
      'Buñuelos de bacalao',
      'Rabo de toro estofado',
      'Postres',
    ]
    const english = ['Swordfish', 'Grilled shrimp', 'Salt cod fritters', 'Oxtail stew', 'Desserts']
    expect(spanish.map(languageOf)).toEqual(spanish.map(() => 'es'))
    expect(english.map(languageOf)).toEqual(english.map(() => 'en'))
  })

  it('reads words of neither list by their letters', () => {
    // None of these is in the menu lexicon.
    expect(languageOf('Chuletillas escabechadas')).toBe('es')
    expect(languageOf('Smothered drumsticks')).toBe('en')
  })

  it('says nothing of a word both languages print', () => {
    expect(languageOf('Pizza')).toBeNull()
    expect(languageOf('Gin tonic')).toBeNull()
  })
})
