import type { ImageFormat } from '#domain/catalogues/image.ts'

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte)

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0))

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const RIFF = ascii('RIFF')
const WEBP = ascii('WEBP')

// An SVG is text: what may come before its root element is a byte-order mark, white space, the XML
// declaration, comments, processing instructions and a DOCTYPE (with its internal subset).
const SVG_PROLOGUE =
  /^\uFEFF?\s*(?:(?:<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s/>]/i
// Enough for an editor's long comment header; an SVG whose root starts later is refused.
const SVG_HEAD_BYTES = 4096

/**
 * The format of an upload by its first bytes (its "magic number"), never by its name or declared type; null
 * when it is none of the formats we take.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, JPEG)) return 'jpeg'
  if (startsWith(bytes, PNG)) return 'png'
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'webp'
  const head = new TextDecoder('utf-8').decode(bytes.subarray(0, SVG_HEAD_BYTES))
  return SVG_PROLOGUE.test(head) ? 'svg' : null
}
