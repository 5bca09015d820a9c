// A one-page PDF that is only a JPEG, as a scanner makes it: no text layer, so a reader must OCR it.

/** A4 in PDF points (1/72 inch). */
const A4_POINTS = { width: 595.28, height: 841.89 }

/**
 * A PDF whose one A4 page (portrait or landscape, from the image's shape) is filled by the JPEG, embedded
 * as it is (/DCTDecode). `width` and `height` are the JPEG's, in pixels; `channels` 1 for grey, 3 for RGB.
 */
export function buildImagePdf(jpeg: Uint8Array, width: number, height: number, channels: 1 | 3): Buffer {
  const isLandscape = width > height
  const pageWidth = isLandscape ? A4_POINTS.height : A4_POINTS.width
  const pageHeight = isLandscape ? A4_POINTS.width : A4_POINTS.height
  const content = `q ${pageWidth} 0 0 ${pageHeight} 0 0 cm /Im0 Do Q\n`
  const colourSpace = channels === 1 ? '/DeviceGray' : '/DeviceRGB'
  const parts: Buffer[] = []
  const offsets: number[] = []
  let length = 0
  const write = (part: string | Uint8Array) => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part)
    parts.push(buffer)
    length += buffer.length
  }
  const object = (number: number, body: string) => {
    offsets[number] = length
    write(`${number} 0 obj\n${body}\nendobj\n`)
  }
  // The binary comment line tells tools the file holds binary data.
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n')
  object(1, '<< /Type /Catalog /Pages 2 0 R >>')
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  object(
    3,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      '/Resources << /XObject << /Im0 4 0 R >> >> /Contents 5 0 R >>',
  )
  offsets[4] = length
  write(
    `4 0 obj\n<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace ${colourSpace} ` +
      `/BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>\nstream\n`,
  )
  write(jpeg)
  write('\nendstream\nendobj\n')
  object(5, `<< /Length ${content.length} >>\nstream\n${content}endstream`)
  const xref = length
  const entries = offsets.slice(1).map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
  write(`xref\n0 6\n0000000000 65535 f \n${entries.join('')}`)
  write(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(parts)
}
