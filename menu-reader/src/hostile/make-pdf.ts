// Small, valid PDFs built byte by byte for the hostile-input tests: N pages of Helvetica text, optionally
// encrypted with the standard security handler (revision 2, 40-bit RC4, PDF 1.7 §7.6.3), so that no test
// needs a fixture file or a PDF library.
import { createHash } from 'node:crypto'
import { constants, deflateRawSync, deflateSync } from 'node:zlib'

export type PdfOptions = {
  /** The lines of text on each page, one array per page; an empty array draws a blank page. */
  pages: string[][]
  /** Encrypts the file; an empty user password opens without asking, as many "protected" menus do. */
  encrypt?: { userPassword: string; ownerPassword: string }
  /** The page size in points (default A4, 595×842). */
  mediaBox?: [number, number]
  /** Compresses the page contents (FlateDecode), as most generators do. */
  compress?: boolean
}

// The padding string of the standard security handler (PDF 1.7 §7.6.3.3, Algorithm 2 step a).
const PASSWORD_PADDING = Buffer.from(
  '28bf4e5e4e758a4164004e56fffa01082e2e00b6d0683e802f0ca9fe6453697a',
  'hex',
)
const PERMISSIONS = -4 // everything allowed
const FILE_ID = Buffer.from('5669747269e16120686f7374696c6521', 'hex')

function rc4(key: Buffer, data: Buffer): Buffer {
  const state = Array.from({ length: 256 }, (_, index) => index)
  let j = 0
  for (let i = 0; i < 256; i++) {
    j = (j + state[i]! + key[i % key.length]!) & 0xff
    ;[state[i], state[j]] = [state[j]!, state[i]!]
  }
  const output = Buffer.alloc(data.length)
  let i = 0
  j = 0
  for (let index = 0; index < data.length; index++) {
    i = (i + 1) & 0xff
    j = (j + state[i]!) & 0xff
    ;[state[i], state[j]] = [state[j]!, state[i]!]
    output[index] = data[index]! ^ state[(state[i]! + state[j]!) & 0xff]!
  }
  return output
}

const md5 = (...parts: Buffer[]) => createHash('md5').update(Buffer.concat(parts)).digest()
const pad = (password: string) =>
  Buffer.concat([Buffer.from(password, 'latin1'), PASSWORD_PADDING]).subarray(0, 32)

function securityHandler(userPassword: string, ownerPassword: string) {
  const owner = rc4(md5(pad(ownerPassword)).subarray(0, 5), pad(userPassword))
  const permissions = Buffer.alloc(4)
  permissions.writeInt32LE(PERMISSIONS)
  const fileKey = md5(pad(userPassword), owner, permissions, FILE_ID).subarray(0, 5)
  const user = rc4(fileKey, PASSWORD_PADDING)
  const dictionary = `<< /Filter /Standard /V 1 /R 2 /O <${owner.toString('hex')}> /U <${user.toString('hex')}> /P ${PERMISSIONS} >>`
  const encryptObject = (number: number, data: Buffer) => {
    const salt = Buffer.from([number & 0xff, (number >> 8) & 0xff, (number >> 16) & 0xff, 0, 0])
    return rc4(md5(fileKey, salt).subarray(0, 10), data)
  }
  return { dictionary, encryptObject }
}

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`)

function pageContent(lines: string[], height: number): string {
  const shown = lines.map(
    (line, index) => `1 0 0 1 56 ${height - 72 - index * 20} Tm (${escapeText(line)}) Tj`,
  )
  return lines.length === 0 ? '' : `BT /F1 14 Tf ${shown.join(' ')} ET`
}

const streamObject = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ])

// Objects numbered from 1 in order, a cross-reference table with their offsets, and the trailer.
function assemblePdf(objects: Buffer[], trailer = ''): Uint8Array {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let length = chunks[0]!.length
  const offsets: number[] = []
  for (const [index, body] of objects.entries()) {
    offsets.push(length)
    const object = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')])
    chunks.push(object)
    length += object.length
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
  ]
  const id = FILE_ID.toString('hex')
  chunks.push(
    Buffer.from(
      `${xref.join('\n')}\ntrailer\n<< /Size ${objects.length + 1} /Root 1 0 R /ID [<${id}> <${id}>]${trailer} >>\nstartxref\n${length}\n%%EOF\n`,
    ),
  )
  return new Uint8Array(Buffer.concat(chunks))
}

/** A PDF file (bytes) with the given pages of text, valid enough for pdfjs to read without repairing it. */
export function makePdf({ pages, encrypt, mediaBox = [595, 842], compress = false }: PdfOptions): Uint8Array {
  const [width, height] = mediaBox
  const security = encrypt && securityHandler(encrypt.userPassword, encrypt.ownerPassword)
  const pageNumbers = pages.map((_, index) => 4 + index * 2)
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(
      `<< /Type /Pages /Kids [${pageNumbers.map((n) => `${n} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    ),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  ]
  for (const [index, lines] of pages.entries()) {
    const contentNumber = 5 + index * 2
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentNumber} 0 R >>`,
      ),
    )
    const text = Buffer.from(pageContent(lines, height), 'latin1')
    const plain = compress ? deflateSync(text) : text
    const data = security ? security.encryptObject(contentNumber, plain) : plain
    objects.push(streamObject(compress ? '/Filter /FlateDecode' : '', data))
  }
  if (security) objects.push(Buffer.from(security.dictionary))
  return assemblePdf(objects, security ? ` /Encrypt ${objects.length} 0 R` : '')
}

// A page whose contents draw `content` and may paint the image /Im1 (object 5).
function onePage(content: Buffer, image?: Buffer): Uint8Array {
  const xObject = image ? ' /XObject << /Im1 5 0 R >>' : ''
  return assemblePdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources <<${xObject} >> /Contents 4 0 R >>`,
    ),
    streamObject('/Filter /FlateDecode', content),
    ...(image ? [image] : []),
  ])
}

/**
 * A PDF of a few hundred kilobytes whose one page holds `megabytes` of drawing commands once inflated: a
 * decompression bomb for the PDF parser. The compressed stream is one compressed megabyte repeated, so
 * building it costs nothing; its checksum is left wrong, which PDF readers do not check.
 */
export function makeDrawingBombPdf(megabytes: number): Uint8Array {
  const block = deflateRawSync(Buffer.alloc(1 << 20, '0 0 m '), { finishFlush: constants.Z_SYNC_FLUSH })
  const header = Buffer.from([0x78, 0x9c])
  const end = Buffer.from([0x03, 0x00, 0, 0, 0, 0]) // an empty final block, then the (wrong) checksum
  return onePage(Buffer.concat([header, ...Array.from({ length: megabytes }, () => block), end]))
}

/** A PDF of about a kilobyte whose page paints an image declaring width×height RGB pixels. */
export function makeImageBombPdf(width: number, height: number): Uint8Array {
  const pixels = deflateSync(Buffer.alloc(1024, 0x80))
  const image = streamObject(
    `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
    pixels,
  )
  return onePage(deflateSync('q 595 0 0 842 0 0 cm /Im1 Do Q'), image)
}
