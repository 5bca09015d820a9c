import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { MenuReadError } from '../errors.ts'
import { MAX_PAGES, MAX_PIXELS } from '../input/limits.ts'

// pdfjs reads its character maps and the 14 standard fonts from its own package folder: nothing from a CDN.
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

const declaresEncryption = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes('/Encrypt')

/** Opens a PDF, refusing encrypted (password-protected), damaged and over-long ones with a MenuReadError. */
export async function loadPdf(bytes: Uint8Array, signal?: AbortSignal): Promise<PDFDocumentProxy> {
  const task = getDocument({
    // pdfjs takes ownership of the buffer it is given; keep the caller's bytes intact.
    data: new Uint8Array(bytes),
    cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    wasmUrl: `${join(pdfjsRoot, 'wasm')}/`,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
    // An image inside a PDF can be a decompression bomb too (a 1 MB file declaring 400 megapixels took 55 s
    // and 6 GB to render); pdfjs skips images over this size instead of decoding them.
    maxImageSize: MAX_PIXELS,
  })
  // Parsing a hostile file's cross-reference table can take long too; stopping the task ends it.
  const stop = () => {
    task.destroy().catch(() => {})
  }
  signal?.addEventListener('abort', stop, { once: true })
  let document: PDFDocumentProxy
  try {
    document = await task.promise
  } catch (error) {
    await task.destroy().catch(() => {})
    if (signal?.aborted) throw signal.reason
    const name = (error as Error | undefined)?.name
    // pdfjs asks for a password only under the standard handler; a file locked another way (certificates,
    // an unknown or broken handler) fails with a generic error, yet to the user it is just as locked.
    if (name === 'PasswordException' || declaresEncryption(bytes)) {
      throw new MenuReadError('encrypted_pdf', 'The PDF is protected by a password.', error)
    }
    throw new MenuReadError('damaged_file', 'The PDF is damaged or incomplete.', error)
  } finally {
    signal?.removeEventListener('abort', stop)
  }
  if (document.numPages > MAX_PAGES) {
    await document.destroy()
    throw new MenuReadError('too_many_pages', `The PDF has ${document.numPages} pages; at most ${MAX_PAGES}.`)
  }
  return document
}
