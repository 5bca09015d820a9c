import { describe, expect, it } from 'vitest'
import { isAtLeast, normaliseText, similarity } from './similarity.ts'

describe('normaliseText', () => {
  it('lower-cases, collapses white space and trims', () => {
    expect(normaliseText('  Tortilla   DE\tpatatas\n')).toBe('tortilla de patatas')
  })

  it('composes accents (NFC), so a decomposed é equals a composed one', () => {
    expect(normaliseText('Cafe\u0301')).toBe('café')
    expect(normaliseText('Cafe\u0301')).toBe(normaliseText('CAFÉ'))
  })
})

describe('similarity', () => {
  it('is 1 for strings equal after normalising', () => {
    expect(similarity('Pulpo a la Gallega', 'pulpo  a la gallega ')).toBe(1)
  })

  it('is 1 − distance / longer length', () => {
    // One edit in ten characters.
    expect(similarity('croquetas.', 'croquetas')).toBeCloseTo(0.9, 10)
    // Two edits in ten characters: exactly the 0.8 threshold of a found item.
    expect(similarity('Entrecotte', 'Entrecot')).toBeCloseTo(0.8, 10)
  })

  it('is 1 for two empty strings and 0 against an empty one', () => {
    expect(similarity('', '  ')).toBe(1)
    expect(similarity('Flan', '')).toBe(0)
  })

  it('is 0 for strings with nothing in common at the same length', () => {
    expect(similarity('abc', 'xyz')).toBe(0)
  })
})

describe('isAtLeast', () => {
  it('accepts a similarity on the threshold despite floating-point rounding', () => {
    // 19 of 20 characters right is 0.95, however 1 − 1/20 rounds.
    expect(isAtLeast(similarity('abcdefghijklmnopqrst', 'abcdefghijklmnopqrsx'), 0.95)).toBe(true)
    expect(isAtLeast(similarity('Entrecotte', 'Entrecot'), 0.8)).toBe(true)
  })

  it('refuses a similarity just under the threshold', () => {
    // 3 edits in 14 characters: 0.786.
    expect(isAtLeast(similarity('Pan con tomate', 'Pan con tom'), 0.8)).toBe(false)
  })
})
