import { MenuReadError } from './errors.ts'
import type { PageWords } from './geometry/word.ts'
import { prepareImage, preparePixels } from './image/prepare-image.ts'
import { loadPdf } from './pdf/load-pdf.ts'
import { hasUsableText, readPdfText } from './pdf/pdf-text.ts'
import { withPagePixels } from './pdf/render-page.ts'
import { readImageWords } from './text-lines/read-image-words.ts'
import type { FileType } from './types.ts'
import { untilAborted } from './until-aborted.ts'

export type PageProgress = (donePages: number, totalPages: number) => void

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw signal.reason
}

async function readImage(bytes: Uint8Array, signal: AbortSignal | undefined): Promise<PageWords[]> {
  const image = await prepareImage(bytes)
  throwIfAborted(signal)
  return [await readImageWords(image, 1, signal)]
}

async function readPdf(bytes: Uint8Array, signal: AbortSignal | undefined, onPage: PageProgress) {
  const document = await loadPdf(bytes, signal)
  // A 2 MB file holding 1.5 GB of drawing commands kept pdfjs on one page for 150 s. Destroying the document
  // stops its work (and leaves its pending calls unsettled: untilAborted ends the read).
  const stop = () => {
    document.destroy().catch(() => {})
  }
  signal?.addEventListener('abort', stop, { once: true })
  try {
    const pages: PageWords[] = []
    for (let number = 1; number <= document.numPages; number++) {
      throwIfAborted(signal)
      const page = await document.getPage(number)
      const text = await readPdfText(page)
      if (hasUsableText(text)) {
        pages.push(text)
      } else {
        // No usable text layer: a scan, or type drawn as outlines. Read the picture instead.
        const image = await withPagePixels(page, preparePixels)
        throwIfAborted(signal)
        pages.push(await readImageWords(image, number, signal))
      }
      page.cleanup()
      onPage(number, document.numPages)
    }
    return pages
  } catch (error) {
    if (error instanceof MenuReadError || signal?.aborted) throw error
    throw new MenuReadError('damaged_file', 'The PDF could not be read.', error)
  } finally {
    signal?.removeEventListener('abort', stop)
    await document.destroy()
  }
}

/** The words of every page of a file, from the PDF text layer where it is usable and by OCR elsewhere. */
export async function readPages(
  bytes: Uint8Array,
  fileType: FileType,
  signal: AbortSignal | undefined,
  onPage: PageProgress,
): Promise<PageWords[]> {
  // The libraries do not all watch the signal (pdfjs reads a whole page without looking at it): whatever
  // they do with a hostile file, the read itself ends when its signal does, the 60-second limit included.
  if (fileType === 'pdf') return untilAborted(readPdf(bytes, signal, onPage), signal)
  const pages = await untilAborted(readImage(bytes, signal), signal)
  onPage(1, 1)
  return pages
}
