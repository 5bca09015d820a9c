import { describe, expect, it } from 'vitest'
import { mean, meanOfPresent } from './mean.ts'

describe('mean', () => {
  it('is the sum over the count', () => {
    expect(mean([1, 2, 6])).toBe(3)
  })

  it('is NaN for no values', () => {
    expect(mean([])).toBeNaN()
  })
})

describe('meanOfPresent', () => {
  it('leaves out the missing values', () => {
    expect(meanOfPresent([1, null, 0.5])).toBe(0.75)
  })

  it('is null when every value is missing', () => {
    expect(meanOfPresent([null, null])).toBeNull()
  })
})
