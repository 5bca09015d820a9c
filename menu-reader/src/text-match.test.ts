import { describe, expect, it } from 'vitest'
import { matchInside, normaliseForMatch } from './text-match.ts'

describe('normaliseForMatch', () => {
  it('drops accents, case and punctuation', () => {
    expect(normaliseForMatch('  Jamón, IBÉRICO (5J). ')).toBe('jamon iberico 5j')
  })
})

describe('matchInside', () => {
  it('finds a text inside another, with where it ends', () => {
    expect(matchInside('bechamel', 'seis piezas con bechamel de la casa')).toEqual({ ratio: 1, end: 24 })
  })

  it('counts the edits a match needs against the pattern’s length', () => {
    expect(matchInside('bechame1', 'con bechamel').ratio).toBeCloseTo(7 / 8)
  })

  it('matches only at the start when asked to', () => {
    expect(matchInside('con', 'seis piezas con', true).ratio).toBeLessThan(0.5)
    expect(matchInside('seis', 'seis piezas con', true)).toEqual({ ratio: 1, end: 4 })
  })
})
