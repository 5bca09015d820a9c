import { describe, expect, it } from 'vitest'
import { detectionBands, detectionSize } from './detect-lines.ts'

describe('detectionSize', () => {
  it('brings a 4:3 phone photo to 1,280 px on its longer side, in multiples of 32', () => {
    expect(detectionSize(2400, 3200)).toEqual({ width: 960, height: 1280 })
    expect(detectionSize(3200, 2400)).toEqual({ width: 1280, height: 960 })
  })

  it('enlarges a small picture up to twice its size, for its small print', () => {
    expect(detectionSize(756, 1008)).toEqual({ width: 960, height: 1280 })
    expect(detectionSize(300, 400)).toEqual({ width: 608, height: 800 })
  })

  it('keeps a page with 992 × 1,280 pixels or fewer as the longer side gives it', () => {
    expect(detectionSize(1671, 2130)).toEqual({ width: 992, height: 1280 })
    expect(detectionSize(2200, 3112)).toEqual({ width: 896, height: 1280 })
  })

  it('shrinks a page nearly square to those pixels at most, keeping its proportions', () => {
    const square = detectionSize(3000, 3000)
    expect(square).toEqual({ width: 1120, height: 1120 })
    const scan = detectionSize(2200, 2395)
    expect(scan).toEqual({ width: 1056, height: 1152 })
    for (const size of [square, scan]) {
      expect(size.width * size.height).toBeLessThanOrEqual(992 * 1280)
      expect(size.width % 32).toBe(0)
      expect(size.height % 32).toBe(0)
    }
  })

  it('never gives a side under 32 pixels', () => {
    expect(detectionSize(16, 4000)).toEqual({ width: 32, height: 1280 })
  })
})

describe('detectionBands', () => {
  it('reads a page of 640 rows or fewer whole', () => {
    expect(detectionBands(608)).toEqual([{ from: 0, to: 608, keepFrom: 0, keepTo: 608 }])
  })

  it('cuts a taller page into even bands, each read with 96 rows of context on either side', () => {
    expect(detectionBands(1280)).toEqual([
      { from: 0, to: 736, keepFrom: 0, keepTo: 640 },
      { from: 544, to: 1280, keepFrom: 640, keepTo: 1280 },
    ])
    expect(detectionBands(960)).toEqual([
      { from: 0, to: 576, keepFrom: 0, keepTo: 480 },
      { from: 384, to: 960, keepFrom: 480, keepTo: 960 },
    ])
  })

  it('keeps every row of the page exactly once, in bands whose sides are multiples of 32', () => {
    for (const height of [32, 640, 672, 1152, 1280, 1920]) {
      const bands = detectionBands(height)
      expect(bands[0]?.keepFrom).toBe(0)
      expect(bands.at(-1)?.keepTo).toBe(height)
      bands.forEach((band, index) => {
        if (index > 0) expect(band.keepFrom).toBe(bands[index - 1]?.keepTo)
        expect(band.keepTo - band.keepFrom).toBeLessThanOrEqual(640)
        expect((band.to - band.from) % 32).toBe(0)
      })
    }
  })
})
