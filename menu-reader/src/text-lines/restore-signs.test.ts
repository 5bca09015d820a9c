import { describe, expect, it } from 'vitest'
import { restoreEuros, restoreOpeningMarks } from './restore-signs.ts'

describe('restoreEuros', () => {
  it('takes ∈, E or C stuck to a price for its €', () => {
    expect(restoreEuros(['Tortilla', '8,50E'])).toEqual(['Tortilla', '8,50€'])
    expect(restoreEuros(['Caña', '2C'])).toEqual(['Caña', '2€'])
    expect(restoreEuros(['E12.50'])).toEqual(['€12.50'])
    expect(restoreEuros(['14,00∈.'])).toEqual(['14,00€.'])
  })

  it('takes a lone E or C beside a price for its €', () => {
    expect(restoreEuros(['Pulpo', '16,50', 'E'])).toEqual(['Pulpo', '16,50', '€'])
    expect(restoreEuros(['C', '9,00'])).toEqual(['€', '9,00'])
  })

  it('leaves letters that are no price’s sign', () => {
    expect(restoreEuros(['Vitamina', 'C'])).toEqual(['Vitamina', 'C'])
    expect(restoreEuros(['Mesa', '12E5'])).toEqual(['Mesa', '12E5'])
    expect(restoreEuros(['E5'])).toEqual(['E5'])
    expect(restoreEuros(['Talla', 'E', 'grande'])).toEqual(['Talla', 'E', 'grande'])
  })
})

describe('restoreOpeningMarks', () => {
  it('puts back a ¿ or ¡ misread before a capital when the line closes the sentence', () => {
    expect(restoreOpeningMarks(['iTienes', 'alguna', 'alergia?'], 'es')).toEqual([
      '¿Tienes',
      'alguna',
      'alergia?',
    ])
    expect(restoreOpeningMarks(['jNuevo!'], 'es')).toEqual(['¡Nuevo!'])
  })

  it('adds a missing one at the sentence’s start', () => {
    expect(restoreOpeningMarks(['Postres', 'caseros.', 'Quieres', 'café?'], 'es')).toEqual([
      'Postres',
      'caseros.',
      '¿Quieres',
      'café?',
    ])
  })

  it('leaves lines without the closing mark, other languages and marks already there', () => {
    expect(restoreOpeningMarks(['iTienes', 'alergias'], 'es')).toEqual(['iTienes', 'alergias'])
    expect(restoreOpeningMarks(['Any', 'allergies?'], 'en')).toEqual(['Any', 'allergies?'])
    expect(restoreOpeningMarks(['¿Quieres', 'café?'], 'es')).toEqual(['¿Quieres', 'café?'])
  })
})
