import { describe, expect, it } from 'vitest'
import { findBoldWords, strokeWidth } from './weight.ts'

describe('strokeWidth', () => {
  it('is the ink over the strokes it forms, over the columns asked for', () => {
    const ink = Uint16Array.from([0, 4, 4, 4, 0, 2])
    const strokes = Uint16Array.from([0, 2, 0, 0, 0, 2])
    expect(strokeWidth(ink, strokes, 0, 4)).toBe(6)
    expect(strokeWidth(ink, strokes, 4, 6)).toBe(1)
    expect(strokeWidth(ink, strokes, 0, 1)).toBe(0)
  })
})

describe('findBoldWords', () => {
  it('marks the heavier of two clearly different weights', () => {
    const widths = [2.1, 2.0, 3.4, 2.2, 3.5, 2.0, 3.3, 2.1, 0]
    expect(findBoldWords(widths)).toEqual([false, false, true, false, true, false, true, false, false])
  })

  it('marks nothing when the page has one weight', () => {
    expect(findBoldWords([2.1, 2.0, 2.3, 2.2, 2.4, 2.0, 2.2]).some(Boolean)).toBe(false)
  })

  it('marks nothing on a page of a few words', () => {
    expect(findBoldWords([2, 4, 2]).some(Boolean)).toBe(false)
  })
})
