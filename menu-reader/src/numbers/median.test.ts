import { describe, expect, it } from 'vitest'
import { median, middleValue } from './median.ts'

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

describe('middleValue', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(middleValue([9, 1, 3])).toBe(3)
  })

  it('is the upper of the two middle values of an even count', () => {
    expect(middleValue([4, 1, 10, 2])).toBe(4)
  })

  it('is 0 for no values', () => {
    expect(middleValue([])).toBe(0)
  })
})
