import sharp from 'sharp'
import { MAX_PIXELS } from '../input/limits.ts'
import { sniffFileType } from '../input/sniff-type.ts'
import { loadPdf } from '../pdf/load-pdf.ts'
import { renderPage } from '../pdf/render-page.ts'
import type { PagePicture } from './ask-model.ts'

/** Pixels on a sent picture's longer side: small print legible, a page a few hundred kilobytes. */
export const MODEL_PICTURE_SIDE = 1600
/** Pages sent to the model: a menu's first ones. */
export const MAX_MODEL_PAGES = 4

/** A picture (any format sharp reads) as the JPEG a model is sent: upright, on white, at most 1,600 px. */
export async function toModelJpeg(picture: Uint8Array): Promise<Uint8Array> {
  const jpeg = await sharp(picture, { limitInputPixels: MAX_PIXELS })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({
      width: MODEL_PICTURE_SIDE,
      height: MODEL_PICTURE_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 80 })
    .toBuffer()
  return new Uint8Array(jpeg)
}

/** The first pages of a menu file (an image, or a PDF's pages drawn) as the JPEGs a model is sent. */
export async function menuFileJpegs(bytes: Uint8Array): Promise<PagePicture[]> {
  if (sniffFileType(bytes) !== 'pdf') return [{ page: 1, jpeg: await toModelJpeg(bytes) }]
  const document = await loadPdf(bytes)
  try {
    const pictures: PagePicture[] = []
    for (let number = 1; number <= Math.min(document.numPages, MAX_MODEL_PAGES); number++) {
      const page = await document.getPage(number)
      const { width, height } = page.getViewport({ scale: 1 })
      const rendered = await renderPage(page, (MODEL_PICTURE_SIDE * width) / Math.max(width, height))
      pictures.push({ page: number, jpeg: await toModelJpeg(rendered.png) })
      page.cleanup()
    }
    return pictures
  } finally {
    await document.destroy()
  }
}
