import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { AppError } from '../../shared/errors.ts'
import { makeImageVariants } from './image-variants.ts'

const solid = (width: number, height: number, background = '#c2410c') =>
  sharp({ create: { width, height, channels: 3, background } })

/** The pixels of a copy laid on white: [r, g, b] triples. */
async function pixelsOf(webp: Buffer) {
  const { data } = await sharp(webp)
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels: [number, number, number][] = []
  for (let i = 0; i < data.length; i += 3) pixels.push([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0])
  return pixels
}
const isReddish = ([r, g, b]: number[]) => (r ?? 0) - Math.max(g ?? 0, b ?? 0) > 60
const isDark = ([r, g, b]: number[]) => (r ?? 0) + (g ?? 0) + (b ?? 0) < 450

async function expectRefused(bytes: Buffer, format: 'png' | 'svg' | 'jpeg', code: string) {
  const error = await makeImageVariants(bytes, format).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(AppError)
  expect(error).toMatchObject({ code, statusCode: 422 })
}

/** A PNG of a few dozen bytes whose header declares `width` × `height` pixels. */
function pngDeclaring(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff
    for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8)
    return (crc ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per sample
  header[9] = 2 // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(16))),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('makeImageVariants', () => {
  it('makes WebP copies 320, 640 and 1280 pixels wide from a large photo', async () => {
    const copies = await makeImageVariants(await solid(2000, 1000).jpeg().toBuffer(), 'jpeg')
    const sizes = await Promise.all(
      [...copies.values()].map(async (copy) => {
        const { format, width, height } = await sharp(copy).metadata()
        return { format, width, height }
      }),
    )
    expect([...copies.keys()]).toEqual([320, 640, 1280])
    expect(sizes).toEqual([
      { format: 'webp', width: 320, height: 160 },
      { format: 'webp', width: 640, height: 320 },
      { format: 'webp', width: 1280, height: 640 },
    ])
  })

  it('never enlarges a small picture', async () => {
    const copies = await makeImageVariants(await solid(200, 100).png().toBuffer(), 'png')
    for (const copy of copies.values()) expect((await sharp(copy).metadata()).width).toBe(200)
  })

  it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
    const sideways = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer()
    const copy = (await makeImageVariants(sideways, 'jpeg')).get(1280) as Buffer
    const metadata = await sharp(copy).metadata()
    expect([metadata.width, metadata.height]).toEqual([100, 300])
    expect(metadata.exif).toBeUndefined()
    expect(metadata.orientation).toBeUndefined()
  })

  it('renders a small SVG logo sharp at every width', async () => {
    const logo =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="50"><circle r="20" cx="25" cy="25"/></svg>'
    const copy = (await makeImageVariants(Buffer.from(logo), 'svg')).get(1280) as Buffer
    expect((await sharp(copy).metadata()).width).toBe(1280)
  })

  it('refuses, before decoding, a file that declares more than 40 megapixels', async () => {
    const before = process.memoryUsage().rss
    await expectRefused(pngDeclaring(20_000, 20_000), 'png', 'image_too_many_pixels')
    const huge =
      '<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"><rect width="50000" height="50000"/></svg>'
    await expectRefused(Buffer.from(huge), 'svg', 'image_too_many_pixels')
    // Decoding either would take over a gigabyte.
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024)
  })

  it('refuses what sharp cannot decode, or what is another format than its bytes first said', async () => {
    const jpeg = await solid(50, 50).jpeg().toBuffer()
    await expectRefused(
      Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(500, 7)]),
      'jpeg',
      'image_unreadable',
    )
    await expectRefused(await solid(50, 50).png().toBuffer(), 'jpeg', 'image_unreadable')
  })
})

describe('an SVG', () => {
  it('is kept only as pixels: no script, handler or external reference survives, nothing outside is read', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'vitrina-svg-'))
    const red = join(folder, 'red.png')
    await writeFile(red, await solid(40, 40, '#ff0000').png().toBuffer())
    await writeFile(join(folder, 'secret.txt'), 'TOPSECRET '.repeat(10))
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
      xmlns:xi="http://www.w3.org/2001/XInclude" width="200" height="200" onload="alert('onload')">
      <script>alert('script')</script>
      <rect width="200" height="200" fill="#ffffff"/>
      <image href="file://${red}" width="200" height="200"/>
      <image xlink:href="${red}" width="200" height="200"/>
      <image href="red.png" width="200" height="200"/>
      <image href="https://example.com/tracker.png" width="200" height="200"/>
      <text x="0" y="60" font-size="30"><xi:include href="file://${folder}/secret.txt" parse="text"/></text>
      <text x="0" y="120" font-size="30"><xi:include href="file:///etc/passwd" parse="text"/></text>
    </svg>`
    const copies = await makeImageVariants(Buffer.from(svg), 'svg')
    for (const copy of copies.values()) {
      expect(copy.subarray(0, 4).toString('ascii') + copy.subarray(8, 12).toString('ascii')).toBe('RIFFWEBP')
      for (const word of ['script', 'alert', 'onload', 'href', 'root:', 'TOPSECRET', 'svg']) {
        expect(copy.includes(word)).toBe(false)
      }
      const pixels = await pixelsOf(copy)
      expect(pixels.filter(isReddish)).toHaveLength(0)
      expect(pixels.filter(isDark)).toHaveLength(0)
    }
  })

  it('shows what it draws itself, so the check above can see a leak', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
      <rect width="200" height="200" fill="#ffffff"/><rect width="50" height="50" fill="#ff0000"/>
      <text x="0" y="120" font-size="30">TOPSECRET</text></svg>`
    const pixels = await pixelsOf((await makeImageVariants(Buffer.from(svg), 'svg')).get(320) as Buffer)
    expect(pixels.filter(isReddish).length).toBeGreaterThan(100)
    expect(pixels.filter(isDark).length).toBeGreaterThan(100)
  })
})
