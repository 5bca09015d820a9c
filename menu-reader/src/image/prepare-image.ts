import sharp, { type Metadata } from 'sharp'
import { MenuReadError } from '../errors.ts'
import { MAX_PIXELS } from '../input/limits.ts'
import type { RgbImage } from './rgb-image.ts'

// Lines are read from the page at this many pixels on its longer side at most: a 12-megapixel phone photo
// carries no more for a 48-pixel-high line than this, and every pixel kept is memory.
const MAX_SIDE = 3200

/**
 * Turns a photo or scan into what the text reader takes: upright (EXIF orientation), RGB on white, at most
 * MAX_SIDE pixels on its longer side. Refuses decompression bombs before decoding a pixel.
 */
export async function prepareImage(bytes: Uint8Array): Promise<RgbImage> {
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
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return { data, width: info.width, height: info.height }
  } catch (error) {
    throw new MenuReadError('damaged_file', 'The image is damaged or incomplete.', error)
  }
}
