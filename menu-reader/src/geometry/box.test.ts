import { describe, expect, it } from 'vitest'
import {
  boxHeight,
  compareLeftToRight,
  compareReadingOrder,
  middleY,
  unionOfBoxes,
  verticalOverlap,
} from './box.ts'

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 })

describe('boxes', () => {
  it('unites boxes into the smallest box holding them all', () => {
    expect(unionOfBoxes([box(10, 5, 20, 15), box(0, 8, 12, 30)])).toEqual(box(0, 5, 20, 30))
  })

  it('measures height and middle', () => {
    expect(boxHeight(box(0, 10, 5, 22))).toBe(12)
    expect(middleY(box(0, 10, 5, 22))).toBe(16)
  })

  it('measures the vertical overlap, negative for a gap', () => {
    expect(verticalOverlap(box(0, 0, 1, 10), box(0, 6, 1, 20))).toBe(4)
    expect(verticalOverlap(box(0, 0, 1, 10), box(0, 13, 1, 20))).toBe(-3)
  })

  it('sorts top to bottom then left to right, or left to right', () => {
    const [a, b, c] = [{ box: box(50, 0, 60, 5) }, { box: box(0, 0, 10, 5) }, { box: box(0, 9, 10, 14) }]
    expect([c, a, b].sort(compareReadingOrder)).toEqual([b, a, c])
    expect([a, c].sort(compareLeftToRight)).toEqual([c, a])
  })
})
