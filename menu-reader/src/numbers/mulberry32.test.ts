import { describe, expect, it } from 'vitest'
import { mulberry32 } from './mulberry32.ts'

describe('mulberry32', () => {
  it('gives the same sequence for the same seed, in [0, 1)', () => {
    const [first, second] = [mulberry32(42), mulberry32(42)]
    const drawn = Array.from({ length: 100 }, () => first())
    expect(Array.from({ length: 100 }, () => second())).toEqual(drawn)
    expect(drawn.every((value) => value >= 0 && value < 1)).toBe(true)
  })

  it('gives another sequence for another seed', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)())
  })
})
