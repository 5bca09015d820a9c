import { describe, expect, it } from 'vitest'
import { detectionSize } from './detect-lines.ts'

describe('detectionSize', () => {
  it('brings a 4:3 phone photo to 1,600 px on its longer side, in multiples of 32', () => {
    expect(detectionSize(2400, 3200)).toEqual({ width: 1216, height: 1600 })
    expect(detectionSize(3200, 2400)).toEqual({ width: 1600, height: 1216 })
  })

  it('enlarges a small picture up to twice its size, for its small print', () => {
    expect(detectionSize(756, 1008)).toEqual({ width: 1216, height: 1600 })
    expect(detectionSize(400, 600)).toEqual({ width: 800, height: 1216 })
  })

  it('keeps a page with 1,248 × 1,600 pixels or fewer as the longer side gives it', () => {
    expect(detectionSize(1671, 2130)).toEqual({ width: 1248, height: 1600 })
    expect(detectionSize(2200, 3112)).toEqual({ width: 1120, height: 1600 })
  })

  it('shrinks a page nearly square to those pixels at most, keeping its proportions', () => {
    const square = detectionSize(3000, 3000)
    expect(square).toEqual({ width: 1408, height: 1408 })
    const scan = detectionSize(2200, 2395)
    expect(scan).toEqual({ width: 1344, height: 1472 })
    for (const size of [square, scan]) {
      expect(size.width * size.height).toBeLessThanOrEqual(1248 * 1600)
      expect(size.width % 32).toBe(0)
      expect(size.height % 32).toBe(0)
    }
  })

  it('never gives a side under 32 pixels', () => {
    expect(detectionSize(16, 4000)).toEqual({ width: 32, height: 1600 })
  })
})
