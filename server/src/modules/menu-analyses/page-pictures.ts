import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp, { type Sharp } from 'sharp'
import { MAX_PIXELS } from '#menu-reader/input/limits.ts'
import { loadPdf } from '#menu-reader/pdf/load-pdf.ts'
import { renderPage } from '#menu-reader/pdf/render-page.ts'
import type { FileType, PageSize } from '#menu-reader/types.ts'
import { pagePicturePath } from './analysis-files.ts'

/** Pages drawn for the review screen: a menu's first pages are the ones people check. */
export const MAX_PICTURE_PAGES = 10
/** Pixels on a picture's longer side: enough to read a menu's small print on a large screen. */
export const PICTURE_LONG_SIDE = 1600

// Below this slope (radians, a twentieth of a degree) turning the picture would move nothing by a pixel.
const LEVEL_SLOPE = 0.001

/**
 * Writes a page's picture as WebP, turned level as the reader turned the page's boxes (photographed pages
 * slope): by `-slope` about its centre, in a frame of its own size, the corners it leaves filled white.
 */
async function writePicture(image: Sharp, slope: number, path: string): Promise<void> {
  if (Math.abs(slope) < LEVEL_SLOPE) {
    await image.webp({ quality: 80 }).toFile(path)
    return
  }
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true })
  const turned = await sharp(data, { raw: info })
    .rotate((-slope * 180) / Math.PI, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true })
  await sharp(turned.data, { raw: turned.info })
    .extract({
      left: Math.floor((turned.info.width - info.width) / 2),
      top: Math.floor((turned.info.height - info.height) / 2),
      width: info.width,
      height: info.height,
    })
    .webp({ quality: 80 })
    .toFile(path)
}

async function drawImage(bytes: Uint8Array, page: PageSize, folder: string): Promise<number[]> {
  // Upright and on white, as the reader saw it (menu-reader/image/prepare-image.ts): same proportions, so the
  // boxes, measured in the reader's pixels, land on the same places once scaled.
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({ width: PICTURE_LONG_SIDE, height: PICTURE_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
  await writePicture(image, page.slope, pagePicturePath(folder, 1))
  return [1]
}

async function drawPdfPage(document: PDFDocumentProxy, size: PageSize, folder: string): Promise<void> {
  const page = await document.getPage(size.number)
  try {
    // Every page the same way, whether its boxes are in points (text) or in the pixels of the reader's own
    // rendering (scans): both are of this same viewport, so only the proportions have to match.
    const { width, height } = page.getViewport({ scale: 1 })
    const rendered = await renderPage(page, (PICTURE_LONG_SIDE * width) / Math.max(width, height))
    await writePicture(sharp(rendered.png), size.slope, pagePicturePath(folder, size.number))
  } finally {
    page.cleanup()
  }
}

async function drawPdf(bytes: Uint8Array, pages: PageSize[], folder: string): Promise<number[]> {
  const document = await loadPdf(bytes)
  const drawn: number[] = []
  try {
    for (const page of pages.slice(0, MAX_PICTURE_PAGES)) {
      try {
        await drawPdfPage(document, page, folder)
        drawn.push(page.number)
      } catch {
        // Left out: the review screen shows that page's items without their picture.
      }
    }
  } finally {
    await document.destroy()
  }
  return drawn
}

/**
 * Draws the first pages of a menu the reader has read as WebP pictures in `folder`; answers the numbers of
 * the pages drawn. A page that cannot be drawn is left out: the review screen does without its picture.
 */
export async function drawPagePictures(
  bytes: Uint8Array,
  type: FileType,
  pages: PageSize[],
  folder: string,
): Promise<number[]> {
  const [first] = pages
  if (!first) return []
  try {
    return type === 'pdf' ? await drawPdf(bytes, pages, folder) : await drawImage(bytes, first, folder)
  } catch {
    return []
  }
}
