import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { sniffImageFormat } from './sniff-image.ts'

const pixel = sharp({ create: { width: 2, height: 2, channels: 3, background: '#c2410c' } })
const text = (value: string) => new Uint8Array(Buffer.from(value))

describe('sniffImageFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', async () => {
    expect(sniffImageFormat(await pixel.clone().jpeg().toBuffer())).toBe('jpeg')
    expect(sniffImageFormat(await pixel.clone().png().toBuffer())).toBe('png')
    expect(sniffImageFormat(await pixel.clone().webp().toBuffer())).toBe('webp')
  })

  it('knows an SVG behind a byte-order mark, an XML declaration, comments and a DOCTYPE', () => {
    expect(sniffImageFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg')
    const prologue =
      '\uFEFF<?xml version="1.0"?>\n<!-- Created with Inkscape -->\n' +
      '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n'
    expect(sniffImageFormat(text(`${prologue}<SVG width="10">`))).toBe('svg')
  })

  it('answers null for anything else, whatever it is called', async () => {
    expect(sniffImageFormat(text('hello, I am a text file named x.png'))).toBeNull()
    expect(sniffImageFormat(text('<html><svg></svg></html>'))).toBeNull()
    expect(sniffImageFormat(text('<svgfoo/>'))).toBeNull()
    expect(sniffImageFormat(await pixel.clone().gif().toBuffer())).toBeNull()
    expect(sniffImageFormat(new Uint8Array([0xff, 0xd8]))).toBeNull()
    expect(sniffImageFormat(new Uint8Array())).toBeNull()
  })
})
