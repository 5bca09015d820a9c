import sharp from 'sharp'
import type { PreparedImage } from '../image/prepare-image.ts'
import type { PageWords } from '../layout/words.ts'
import { ocrWorkerCount, recognise } from './ocr-pool.ts'
import { type OcrStrip, toPageWords } from './ocr-words.ts'

// Pages shorter than this are read in one piece: splitting them saves less than it risks.
const MIN_STRIP_HEIGHT = 900

/**
 * Where to cut a page into `count` horizontal strips: at the whitest row band near each even split, so the
 * cut runs between lines of text, not through them. In pixels from the top.
 */
export function findCuts(pixels: Uint8Array, width: number, height: number, count: number): number[] {
  const ink = new Float64Array(height)
  for (let y = 0; y < height; y++) {
    let sum = 0
    for (let x = 0; x < width; x += 2) sum += 255 - (pixels[y * width + x] ?? 255)
    ink[y] = sum
  }
  const band = 6
  const cuts: number[] = []
  for (let part = 1; part < count; part++) {
    const target = Math.round((height * part) / count)
    const reach = Math.round(height * 0.12)
    let best = target
    let bestInk = Number.POSITIVE_INFINITY
    for (let y = Math.max(band, target - reach); y < Math.min(height - band, target + reach); y++) {
      let sum = 0
      for (let offset = -band; offset <= band; offset++) sum += ink[y + offset] ?? 0
      // The least ink wins; between equally white rows, the one nearest an even split.
      if (sum < bestInk || (sum === bestInk && Math.abs(y - target) < Math.abs(best - target))) {
        bestInk = sum
        best = y
      }
    }
    cuts.push(best)
  }
  return cuts
}

/**
 * Reads the words of a prepared page image. A tall page is cut into one strip per OCR worker, between text
 * lines, and the strips are read at once: Tesseract uses one core per page, and a phone photo took 5 s.
 */
export async function readImageWords(
  image: PreparedImage,
  page: number,
  signal?: AbortSignal,
): Promise<PageWords> {
  const count = Math.min(ocrWorkerCount(), Math.floor(image.height / MIN_STRIP_HEIGHT))
  if (count < 2) {
    const result = await recognise(image.png, signal)
    return toPageWords([{ result, top: 0 }], page, image.width, image.height)
  }
  const { data, info } = await sharp(image.png).greyscale().raw().toBuffer({ resolveWithObject: true })
  const edges = [0, ...findCuts(data, info.width, info.height, count), info.height]
  const strips = await Promise.all(
    edges.slice(0, -1).map(async (top, index): Promise<OcrStrip> => {
      const height = (edges[index + 1] ?? info.height) - top
      const png = await sharp(image.png)
        .extract({ left: 0, top, width: info.width, height })
        .png({ compressionLevel: 0 })
        .toBuffer()
      return { result: await recognise(png, signal), top }
    }),
  )
  return toPageWords(strips, page, image.width, image.height)
}
