import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { prepareImage, preparePixels } from './prepare-image.ts'

/** A picture of `width` × `height` RGBA pixels: colour bands, some of them see-through. */
function makePixels(width: number, height: number) {
  const data = new Uint8Array(width * height * 4)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4
      data.set([(x * 7) % 256, (y * 3) % 256, (x + y) % 256, y % 50 < 10 ? 128 : 255], at)
    }
  }
  return { data, width, height, channels: 4 as const }
}

describe('preparePixels', () => {
  it('gives what prepareImage gives for the same pixels in a PNG: RGB, on white', async () => {
    const pixels = makePixels(300, 200)
    const png = await sharp(pixels.data, { raw: pixels }).png().toBuffer()
    const fromPixels = await preparePixels(pixels)
    const fromPng = await prepareImage(png)
    expect(fromPixels).toMatchObject({ width: 300, height: 200 })
    expect(fromPixels.data).toHaveLength(300 * 200 * 3)
    expect(Buffer.compare(Buffer.from(fromPixels.data), Buffer.from(fromPng.data))).toBe(0)
  })

  it('brings a page longer than 3,200 px within 3,200, in proportion', async () => {
    const image = await preparePixels(makePixels(100, 4000))
    expect(image).toMatchObject({ width: 80, height: 3200 })
  })
})
