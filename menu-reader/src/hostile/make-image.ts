// Small images built in memory for the hostile-input tests: a menu drawn as text, and decompression bombs
// (a few bytes whose header declares a huge picture).
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'

const escapeXml = (text: string) => text.replace(/[<>&]/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * A white picture of the given size (pixels) with the lines drawn in black, as PNG or JPEG bytes. DejaVu Sans
 * by name: "sans-serif" alone is whatever face the machine's fonts make it, and the reader's tests would
 * read another picture on a machine with more fonts.
 */
export async function makeTextImage(
  format: 'png' | 'jpeg',
  lines: string[],
  width = 480,
  height = 12 + lines.length * 36,
): Promise<Uint8Array> {
  const text = lines.map(
    (line, index) =>
      `<text x="12" y="${30 + index * 36}" font-family="DejaVu Sans, sans-serif" font-size="26">${escapeXml(line)}</text>`,
  )
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${text.join('')}</svg>`
  const image = sharp(Buffer.from(svg))
  const bytes = format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 80 }).toBuffer()
  return new Uint8Array(bytes)
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid PNG of a few dozen bytes whose header declares width×height RGB pixels: a decompression bomb. */
export function makePngBomb(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8 // bits per channel
  header[9] = 2 // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const pixels = deflateSync(Buffer.alloc(1024)) // a start of image data; a decoder would want far more
  return new Uint8Array(
    Buffer.concat([
      signature,
      pngChunk('IHDR', header),
      pngChunk('IDAT', pixels),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

/** A small real JPEG whose frame header (SOF0) is rewritten to declare width×height pixels (at most 65535). */
export async function makeJpegBomb(width: number, height: number): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
    .jpeg({ mozjpeg: false, progressive: false })
    .toBuffer()
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]))
  if (frame < 0) throw new Error('sharp wrote no baseline frame header')
  jpeg.writeUInt16BE(height, frame + 5)
  jpeg.writeUInt16BE(width, frame + 7)
  return new Uint8Array(jpeg)
}
