// An image-only PDF of scanned pages, as a scanner writes it: each page an A4 page filled by one grey JPEG
// (/DCTDecode, embedded as it is), no text layer. Several pages, unlike generator 1's one-page writer.

/** A4 in PDF points (1/72 inch). */
const A4 = { short: 595.28, long: 841.89 }

/** A grey JPEG of one page and its size in pixels. */
export type ScannedPage = { jpeg: Uint8Array; width: number; height: number }

/** The bytes of a PDF with one A4 page per scan (portrait or landscape as the scan is), in order. */
export function writeScanPdf(pages: readonly ScannedPage[]): Buffer {
  if (pages.length === 0) throw new Error('a PDF needs at least one page')
  const chunks: Buffer[] = []
  const offsets: number[] = []
  let length = 0
  const write = (chunk: string | Uint8Array) => {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : Buffer.from(chunk)
    chunks.push(buffer)
    length += buffer.length
  }
  const begin = (number: number) => {
    offsets[number] = length
    write(`${number} 0 obj\n`)
  }
  // Objects: 1 catalog, 2 page tree, then per page i: page 3+3i, image 4+3i, content 5+3i.
  const objectCount = 2 + pages.length * 3
  write('%PDF-1.4\n%\xb5\xb6\xb7\xb8\n')
  begin(1)
  write('<< /Type /Catalog /Pages 2 0 R >>\nendobj\n')
  begin(2)
  const kids = pages.map((_, index) => `${3 + index * 3} 0 R`).join(' ')
  write(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>\nendobj\n`)
  pages.forEach((page, index) => {
    const [pageNumber, imageNumber, contentNumber] = [3 + index * 3, 4 + index * 3, 5 + index * 3]
    const isLandscape = page.width > page.height
    const width = isLandscape ? A4.long : A4.short
    const height = isLandscape ? A4.short : A4.long
    begin(pageNumber)
    write(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] ` +
        `/Resources << /XObject << /Scan ${imageNumber} 0 R >> >> /Contents ${contentNumber} 0 R >>\nendobj\n`,
    )
    begin(imageNumber)
    write(
      `<< /Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceGray ` +
        `/BitsPerComponent 8 /Filter /DCTDecode /Length ${page.jpeg.length} >>\nstream\n`,
    )
    write(page.jpeg)
    write('\nendstream\nendobj\n')
    const content = `q ${width} 0 0 ${height} 0 0 cm /Scan Do Q\n`
    begin(contentNumber)
    write(`<< /Length ${content.length} >>\nstream\n${content}endstream\nendobj\n`)
  })
  const xref = length
  write(`xref\n0 ${objectCount + 1}\n0000000000 65535 f \n`)
  for (let number = 1; number <= objectCount; number++)
    write(`${String(offsets[number]).padStart(10, '0')} 00000 n \n`)
  write(`trailer\n<< /Size ${objectCount + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(chunks)
}
