import { describe, expect, it } from 'vitest'
import { toConfidenceTier, toConfidenceWarnings } from './confidence.ts'

describe('toConfidenceTier', () => {
  it('follows the spec thresholds at their edges', () => {
    expect(toConfidenceTier(100)).toBe('high')
    expect(toConfidenceTier(90)).toBe('high')
    expect(toConfidenceTier(89.9)).toBe('good')
    expect(toConfidenceTier(80)).toBe('good')
    expect(toConfidenceTier(79)).toBe('fair')
    expect(toConfidenceTier(70)).toBe('fair')
    expect(toConfidenceTier(69)).toBe('low')
    expect(toConfidenceTier(0)).toBe('low')
  })
})

describe('toConfidenceWarnings', () => {
  it('adds a warning under 85, 80 and 75', () => {
    expect(toConfidenceWarnings(85)).toEqual([])
    expect(toConfidenceWarnings(84)).toEqual(['prices'])
    expect(toConfidenceWarnings(80)).toEqual(['prices'])
    expect(toConfidenceWarnings(79)).toEqual(['prices', 'descriptions'])
    expect(toConfidenceWarnings(75)).toEqual(['prices', 'descriptions'])
    expect(toConfidenceWarnings(74)).toEqual(['prices', 'descriptions', 'missedItems'])
    expect(toConfidenceWarnings(50)).toEqual(['prices', 'descriptions', 'missedItems'])
  })
})
