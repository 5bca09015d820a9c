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
    metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()
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
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .grayscale()
      .normalise({ lower: 1, upper: 99 })
      .resize({ width: targetWidth, kernel: 'lanczos3' })
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true })
    return { png: data, width: info.width, height: info.height }
  } catch (error) {
    throw new MenuReadError('damaged_file', 'The image is damaged or incomplete.', error)
  }
}
