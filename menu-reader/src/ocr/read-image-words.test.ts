import { describe, expect, it } from 'vitest'
import { findCuts } from './read-image-words.ts'

// A white page 40 px wide with black "text lines" at the given row ranges.
function page(height: number, inkRows: [number, number][]): Uint8Array {
  const pixels = new Uint8Array(40 * height).fill(255)
  for (const [from, to] of inkRows) pixels.fill(0, from * 40, to * 40)
  return pixels
}

describe('findCuts', () => {
  it('cuts between lines of text, at the white band nearest the middle', () => {
    const lines: [number, number][] = []
    for (let top = 10; top < 1000; top += 40) if (top < 480 || top > 530) lines.push([top, top + 25])
    const [cut = 0] = findCuts(page(1000, lines), 40, 1000, 2)
    expect(lines.some(([from, to]) => cut >= from && cut < to)).toBe(false)
    expect(cut).toBeGreaterThan(470)
    expect(cut).toBeLessThan(560)
  })

  it('gives one cut fewer than strips', () => {
    expect(findCuts(page(1200, []), 40, 1200, 3)).toHaveLength(2)
  })
})
