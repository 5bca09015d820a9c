import sharp, { type Metadata } from 'sharp'
import { MenuReadError } from '../errors.ts'
import { MAX_PIXELS } from '../input/limits.ts'

// Tesseract reads best with capital letters 20–40 px tall; a whole menu page at 1,800–2,600 px wide gets
// most menus there without spending seconds on pixels that add nothing.
const MIN_WIDTH = 1800
const MAX_WIDTH = 2600

export type PreparedImage = { png: Buffer; width: number; height: number }

/**
 * Turns a photo or scan into what OCR reads best: upright (EXIF orientation), grey, contrast stretched,
 * scaled to a page width OCR likes. Refuses decompression bombs before decoding a pixel.
 */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  let metadata: Metadata
  try {
    // The header alone, with no pixel limit: sharp's own limit would throw a generic error here, and a bomb
    // must be told apart (too_many_pixels) from a damaged file. Decoding below keeps the limit.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata()
  } catch (error) {
    throw new MenuReadError('damaged_file', 'The image is damaged or incomplete.', error)
  }
  const { width = 0, height = 0 } = metadata
  if (width * height > MAX_PIXELS) {
    throw new MenuReadError(
      'too_many_pixels',
      `The image has ${width}×${height} pixels; at most 40 megapixels.`,
    )
  }
  if (width < 16 || height < 16) throw new MenuReadError('damaged_file', 'The image is too small to read.')
  const isSideways = (metadata.orientation ?? 1) >= 5
  const uprightWidth = isSideways ? height : width
  const targetWidth = Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, uprightWidth))
  try {
    const grey = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .grayscale()
      .resize({ width: targetWidth, kernel: 'lanczos3' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const { width: w, height: h } = grey.info
    // Light type on a dark page (a chalkboard, a dark design): Tesseract reads dark ink on light paper.
    let inkSum = 0
    for (let index = 0; index < grey.data.length; index += 64) inkSum += grey.data[index] ?? 0
    if (inkSum / Math.ceil(grey.data.length / 64) < 110) {
      for (let index = 0; index < grey.data.length; index++) grey.data[index] = 255 - (grey.data[index] ?? 0)
    }
    // Even out the lighting: divide each pixel by its blurred surroundings (a photo's shadows and gradients,
    // a scan's grey paper become white; ink stays dark). Done as colour-dodge with the inverted blur.
    const background = await sharp(grey.data, { raw: { width: w, height: h, channels: 1 } })
      .blur(Math.max(8, w / 80))
      .negate()
      .png()
      .toBuffer()
    const { data, info } = await sharp(grey.data, { raw: { width: w, height: h, channels: 1 } })
      .composite([{ input: background, blend: 'colour-dodge' }])
      .grayscale()
      .normalise({ lower: 1, upper: 99 })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true })
    return { png: data, width: info.width, height: info.height }
  } catch (error) {
    throw new MenuReadError('damaged_file', 'The image is damaged or incomplete.', error)
  }
}
