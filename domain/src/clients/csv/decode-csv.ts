import type { CSV_ENCODINGS } from '../client-import.schema.ts'
import { CsvFileError } from './csv-file-error.ts'

export type CsvEncoding = (typeof CSV_ENCODINGS)[number]
export type DecodedCsv = { text: string; encoding: CsvEncoding }

const UTF8_BOM = [0xef, 0xbb, 0xbf]

// The first bytes of files an owner may pick by mistake. Workbooks get their own reason: "save it as CSV" is
// what the owner must do about them.
const WORKBOOK_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04], // zip: .xlsx, .ods
  [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2: .xls
]
const BINARY_SIGNATURES = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x52, 0x49, 0x46, 0x46], // RIFF: WebP, WAV, AVI
]

const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0d]) // tab, line feed, carriage return

/** C0 controls but those of `TEXT_CONTROLS`; DEL; C1 controls (what Windows-1252's unassigned bytes decode to). */
function countControlCharacters(text: string): number {
  let count = 0
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at)
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || (code >= 0x7f && code <= 0x9f)) count++
  }
  return count
}

/** How many stray control characters a text file may hold (a trace: one per thousand characters, at least 2). */
function controlCharactersAllowed(text: string): number {
  return Math.max(2, Math.floor(text.length / 1000))
}

const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

/**
 * A CSV file's bytes as text: UTF-8 (its BOM dropped) when they are valid UTF-8, else Windows-1252, which
 * Excel writes when a Spanish-language Windows saves "CSV (delimitado por comas)". Throws `CsvFileError` for a
 * workbook (`spreadsheet`) or for bytes that are not text (`notText`: NUL bytes, as UTF-16 and every binary
 * format has, or control characters beyond a trace).
 */
export function decodeCsvBytes(bytes: Uint8Array): DecodedCsv {
  if (WORKBOOK_SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    throw new CsvFileError('spreadsheet')
  }
  if (BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature)) || bytes.includes(0)) {
    throw new CsvFileError('notText')
  }
  const decoded = decodeText(bytes)
  if (countControlCharacters(decoded.text) > controlCharactersAllowed(decoded.text))
    throw new CsvFileError('notText')
  return decoded
}

function decodeText(bytes: Uint8Array): DecodedCsv {
  const hasBom = startsWith(bytes, UTF8_BOM)
  try {
    // `ignoreBOM: true` keeps the BOM in the text, so it is dropped here whether or not the decoder would.
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
    return { text: hasBom ? text.slice(1) : text, encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' }
  }
}
