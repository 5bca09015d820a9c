// The photo and the scan on a small page drawn here (dark bars for lines of text): seeded, phone-sized, grey.
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { scanPage } from './flatbed-scan.ts'
import { photographPage } from './phone-photo.ts'

let page: Buffer
beforeAll(async () => {
  const lines = Array.from({ length: 12 }, (_, index) => ({
    input: {
      create: { width: 300 + (index % 3) * 60, height: 14, channels: 3 as const, background: '#222' },
    },
    left: 60,
    top: 80 + index * 70,
  }))
  page = await sharp({ create: { width: 794, height: 1123, channels: 3, background: '#fbf7ee' } })
    .composite(lines)
    .png()
    .toBuffer()
})

describe('photographPage', () => {
  it('gives the same JPEG for the same seed and another for another seed', { timeout: 30_000 }, async () => {
    const first = await photographPage(page, 12)
    expect((await photographPage(page, 12)).bytes.equals(first.bytes)).toBe(true)
    expect((await photographPage(page, 13)).bytes.equals(first.bytes)).toBe(false)
    const { width = 0, height = 0, format } = await sharp(first.bytes).metadata()
    expect(format).toBe('jpeg')
    // A phone's sharing size, 3:4, portrait like the page.
    expect(height).toBeGreaterThanOrEqual(1600)
    expect(height).toBeLessThanOrEqual(2200)
    expect(width / height).toBeCloseTo(0.75, 2)
    expect(first.notes).toMatch(/^photo \d+×\d+, turned -?\d/)
  })
})

describe('scanPage', () => {
  it('gives the same grey JPEG for the same seed, at a scanner’s low resolution', {
    timeout: 30_000,
  }, async () => {
    const first = await scanPage(page, 5)
    expect((await scanPage(page, 5)).jpeg.equals(first.jpeg)).toBe(true)
    const { width = 0, height = 0, channels } = await sharp(first.jpeg).metadata()
    expect(channels).toBe(1)
    expect([first.width, first.height]).toEqual([width, height])
    // A4 at 115–150 dpi.
    expect(width).toBeGreaterThanOrEqual(Math.round(8.27 * 115))
    expect(width).toBeLessThanOrEqual(Math.round(8.27 * 150))
    expect(first.notes).toMatch(/^scan \d+ dpi grey, skew/)
  })
})
