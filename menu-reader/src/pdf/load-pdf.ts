import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { MenuReadError } from '../errors.ts'
import { MAX_PAGES } from '../input/limits.ts'

// pdfjs reads its character maps and the 14 standard fonts from its own package folder: nothing from a CDN.
const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))

/** Opens a PDF, refusing encrypted (password-protected), damaged and over-long ones with a MenuReadError. */
export async function loadPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
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
  })
  let document: PDFDocumentProxy
  try {
    document = await task.promise
  } catch (error) {
    await task.destroy().catch(() => {})
    const name = (error as Error | undefined)?.name
    if (name === 'PasswordException') {
      throw new MenuReadError('encrypted_pdf', 'The PDF is protected by a password.', error)
    }
    throw new MenuReadError('damaged_file', 'The PDF is damaged or incomplete.', error)
  }
  if (document.numPages > MAX_PAGES) {
    await document.destroy()
    throw new MenuReadError('too_many_pages', `The PDF has ${document.numPages} pages; at most ${MAX_PAGES}.`)
  }
  return document
}
