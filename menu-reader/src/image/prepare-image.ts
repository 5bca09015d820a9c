import sharp, { type Metadata, type Sharp } from 'sharp'
import { MenuReadError } from '../errors.ts'
import { MAX_PIXELS } from '../input/limits.ts'
import { toDarkOnLight } from './page-polarity.ts'
import type { RgbImage } from './rgb-image.ts'

// Lines are read from the page at this many pixels on its longer side at most: a 12-megapixel phone photo
// carries no more for a 48-pixel-high line than this, and every pixel kept is memory.
const MAX_SIDE = 3200

/** Raw pixels already decoded (a drawn PDF page): `channels` bytes per pixel, row by row; sizes in pixels. */
export type RawPixels = { data: Uint8Array; width: number; height: number; channels: 3 | 4 }

/** On white, in sRGB, at most MAX_SIDE pixels on its longer side, 3 bytes a pixel, dark type on light. */
async function toRgbImage(image: Sharp): Promise<RgbImage> {
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return toDarkOnLight({ data, width: info.width, height: info.height })
}

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
    return await toRgbImage(sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate())
  } catch (error) {
    throw new MenuReadError('damaged_file', 'The image is damaged or incomplete.', error)
  }
}

/** Turns raw pixels (a drawn PDF page) into what the text reader takes, exactly as prepareImage would their PNG. */
export function preparePixels(pixels: RawPixels): Promise<RgbImage> {
  const { data, width, height, channels } = pixels
  return toRgbImage(sharp(data, { raw: { width, height, channels } }))
}
