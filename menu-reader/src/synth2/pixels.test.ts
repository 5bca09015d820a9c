import { describe, expect, it } from 'vitest'
import { rollDice } from './dice.ts'
import { applyHomography, sampleBilinear, solveHomography, valueNoise } from './pixels.ts'

describe('solveHomography', () => {
  it('maps each of the four points onto its partner', () => {
    const from = [
      { x: 12, y: 30 },
      { x: 400, y: 8 },
      { x: 420, y: 610 },
      { x: 5, y: 590 },
    ]
    const to = [
      { x: 0, y: 0 },
      { x: 794, y: 0 },
      { x: 794, y: 1123 },
      { x: 0, y: 1123 },
    ]
    const h = solveHomography(from, to)
    from.forEach((point, index) => {
      const mapped = applyHomography(h, point.x, point.y)
      expect(mapped.x).toBeCloseTo(to[index]!.x, 6)
      expect(mapped.y).toBeCloseTo(to[index]!.y, 6)
    })
  })

  it('is the identity for a square onto itself, and refuses three points on a line', () => {
    const square = [
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 1, y: 1 },
      { x: 0, y: 1 },
    ]
    expect(applyHomography(solveHomography(square, square), 0.3, 0.7).x).toBeCloseTo(0.3, 9)
    const line = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 3, y: 3 },
    ]
    expect(() => solveHomography(line, square)).toThrow()
  })
})

describe('sampleBilinear', () => {
  // A 2 × 2 grey raster: 0 10 / 20 30.
  const raster = { data: new Uint8Array([0, 10, 20, 30]), width: 2, height: 2, channels: 1 }

  it('blends the four neighbours by distance', () => {
    const out = new Uint8Array(1)
    expect(sampleBilinear(raster, 0.5, 0.5, out, 0)).toBe(true)
    expect(out[0]).toBe(15)
    sampleBilinear(raster, 1, 0, out, 0)
    expect(out[0]).toBe(10)
  })

  it('writes nothing outside the raster', () => {
    const out = new Uint8Array([99])
    expect(sampleBilinear(raster, -0.1, 0, out, 0)).toBe(false)
    expect(sampleBilinear(raster, 0, 1.5, out, 0)).toBe(false)
    expect(out[0]).toBe(99)
  })
})

describe('valueNoise', () => {
  it('stays within [-1, 1], changes slowly and repeats for a seed', () => {
    const noise = valueNoise(rollDice(4), 200, 100, 20)
    const again = valueNoise(rollDice(4), 200, 100, 20)
    for (let x = 0; x < 200; x += 7) {
      for (let y = 0; y < 100; y += 9) {
        const value = noise(x, y)
        expect(Math.abs(value)).toBeLessThanOrEqual(1)
        expect(again(x, y)).toBe(value)
        expect(Math.abs(noise(x + 1, y) - value)).toBeLessThan(0.25)
      }
    }
  })
})
