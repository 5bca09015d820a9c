import type { FileType } from '../types.ts'

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
// PDF readers accept the header anywhere in the first kilobyte (some generators prepend junk).
const PDF_HEADER_WINDOW = 1024

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte)
}

/** The file's type from its bytes alone (never its name): PDF, JPEG or PNG, or undefined. */
export function sniffFileType(bytes: Uint8Array): FileType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png'
  const window = Math.min(bytes.length - PDF_SIGNATURE.length, PDF_HEADER_WINDOW)
  for (let offset = 0; offset <= window; offset++) {
    if (bytes[offset] === 0x25 && startsWith(bytes, PDF_SIGNATURE, offset)) return 'pdf'
  }
  return undefined
}
