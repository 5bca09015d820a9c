import { describe, expect, it } from 'vitest'
import { mean, meanOfPresent, median } from './statistics.ts'

describe('mean', () => {
  it('is the sum over the count', () => {
    expect(mean([1, 2, 6])).toBe(3)
  })

  it('is NaN for no values', () => {
    expect(mean([])).toBeNaN()
  })
})

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 3])).toBe(3)
  })

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 10, 2])).toBe(3)
  })

  it('is NaN for no values', () => {
    expect(median([])).toBeNaN()
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
