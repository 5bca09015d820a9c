import { describe, expect, it } from 'vitest'
import { levenshtein } from './levenshtein.ts'

describe('levenshtein', () => {
  it.each([
    ['', '', 0],
    ['', 'abc', 3],
    ['abc', '', 3],
    ['tapas', 'tapas', 0],
    ['kitten', 'sitting', 3],
    ['flaw', 'lawn', 2],
    ['croqueta', 'croquetas', 1],
    ['paella', 'paela', 1],
    ['pulpo', 'plupo', 2],
  ])('%j → %j is %i edits', (a, b, distance) => {
    expect(levenshtein(a, b)).toBe(distance)
  })

  it('is symmetric', () => {
    expect(levenshtein('tortilla', 'tortita')).toBe(levenshtein('tortita', 'tortilla'))
  })

  it('counts an accented letter or an emoji as one character', () => {
    expect(levenshtein('jamón', 'jamon')).toBe(1)
    expect(levenshtein('café 🍰', 'café')).toBe(2)
  })
})
