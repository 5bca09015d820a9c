import { afterEach, describe, expect, it, vi } from 'vitest'
import { resizeToJpeg, toBase64Length, toJpegName, toRetryWidth } from './resize-image.ts'
import { installImageFakes, makeFile } from './test-fakes.ts'

afterEach(() => vi.unstubAllGlobals())

describe('toBase64Length', () => {
  it('counts four characters per three bytes, padded', () => {
    expect(toBase64Length(0)).toBe(0)
    expect(toBase64Length(1)).toBe(4)
    expect(toBase64Length(3)).toBe(4)
    expect(toBase64Length(4)).toBe(8)
    // The spec's limit: 786,432 bytes are exactly 1,048,576 base64 characters.
    expect(toBase64Length(786_432)).toBe(1_048_576)
    expect(toBase64Length(786_433)).toBe(1_048_580)
  })
})

describe('toRetryWidth', () => {
  it('is 1000 minus 200 per failed attempt', () => {
    expect(toRetryWidth(0)).toBe(1000)
    expect(toRetryWidth(1)).toBe(800)
  })
})

describe('resizeToJpeg', () => {
  it('draws the image at most the given width, keeping its proportions, as a JPEG of quality 0.8', async () => {
    const drawn = installImageFakes({ width: 4000, height: 3000 })
    const file = await resizeToJpeg(makeFile('png', 'carta.png'), 1200, 'carta.png')
    expect(drawn).toEqual([{ width: 1200, height: 900, type: 'image/jpeg', quality: 0.8 }])
    expect(file.type).toBe('image/jpeg')
    expect(file.name).toBe('carta.jpg')
  })

  it('never enlarges a narrower image', async () => {
    const drawn = installImageFakes({ width: 900, height: 1600 })
    await resizeToJpeg(makeFile('jpeg', 'foto.jpg'), 1200, 'foto.jpg')
    expect(drawn[0]).toMatchObject({ width: 900, height: 1600 })
  })
})

describe('toJpegName', () => {
  it('swaps or adds the extension', () => {
    expect(toJpegName('menu.png')).toBe('menu.jpg')
    expect(toJpegName('IMG_2041')).toBe('IMG_2041.jpg')
    expect(toJpegName('')).toBe('menu.jpg')
  })
})
