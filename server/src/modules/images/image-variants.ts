import sharp, { type ResizeOptions } from 'sharp'
import {
  IMAGE_WIDTHS,
  type ImageFormat,
  type ImageWidth,
  MAX_IMAGE_PIXELS,
} from '#domain/catalogues/image.ts'
import { AppError } from '../../shared/errors.ts'

// WebP cannot be taller than this; a very tall picture is scaled to fit it.
const MAX_WEBP_SIDE = 16_383
// A pathological file (an SVG with thousands of filters) must not hold a core for long.
const TIMEOUT_SECONDS = 20
const WEBP_QUALITY = 80
// The density at which librsvg renders an SVG at its own size, in dots per inch.
const SVG_BASE_DENSITY = 72
const MAX_SVG_DENSITY = 100_000

/**
 * The density to render an SVG at so its widest copy comes out sharp, never past the pixel limit: a logo
 * drawn 100 units wide is a vector, and rendering it at 100 pixels would blur every copy above that.
 */
function svgDensity(width: number, height: number): number {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] ?? width
  const pixelRoom = Math.sqrt((MAX_IMAGE_PIXELS * 0.9) / (width * height))
  const scale = Math.max(1, Math.min(widest / width, pixelRoom))
  return Math.min(SVG_BASE_DENSITY * scale, MAX_SVG_DENSITY)
}

function toDecodeError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const isPixelLimit = error instanceof Error && /pixel limit/i.test(error.message)
  return new AppError(isPixelLimit ? 'image_too_many_pixels' : 'image_unreadable', 422, error)
}

/**
 * How each copy is cut: `inside` keeps the whole picture within the width (products, logos); `square` crops it
 * square from its centre (sharp's `fit: cover`) and never past the picture's shorter side, so every copy of a
 * profile photo is square.
 */
export type VariantShape = 'inside' | 'square'

/**
 * Decodes an upload and makes its WebP copies, one per `IMAGE_WIDTHS` entry (never enlarged, turned upright
 * by its EXIF orientation, without its metadata), cut as `shape` says. An SVG is rasterised from memory, never
 * from a file, so librsvg has no base address and loads no external file or image; its scripts are never run,
 * and what is stored and served is only pixels (decision 012). Throws a 422 AppError for a file sharp cannot
 * decode, of another format than sniffed, or declaring more than `MAX_IMAGE_PIXELS` pixels (checked from its
 * header, before any pixel is decoded).
 */
export async function makeImageVariants(
  bytes: Buffer,
  format: ImageFormat,
  shape: VariantShape = 'inside',
): Promise<Map<ImageWidth, Buffer>> {
  const limits = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const }
  try {
    const metadata = await sharp(bytes, limits).metadata()
    if (metadata.format !== format || !metadata.width || !metadata.height) {
      throw new AppError('image_unreadable', 422)
    }
    const density = format === 'svg' ? svgDensity(metadata.width, metadata.height) : undefined
    // A quarter turn by EXIF swaps width and height, never the shorter side's length.
    const shorterSide = Math.min(metadata.width, metadata.height)
    const resizeTo = (width: ImageWidth): ResizeOptions => {
      if (shape === 'inside') {
        return { width, height: MAX_WEBP_SIDE, fit: 'inside', withoutEnlargement: true }
      }
      const side = Math.min(width, shorterSide)
      return { width: side, height: side, fit: 'cover', position: 'centre' }
    }
    const source = sharp(bytes, { ...limits, density })
      .timeout({ seconds: TIMEOUT_SECONDS })
      .autoOrient()
    const copies = await Promise.all(
      IMAGE_WIDTHS.map((width) =>
        source.clone().resize(resizeTo(width)).webp({ quality: WEBP_QUALITY }).toBuffer(),
      ),
    )
    return new Map(IMAGE_WIDTHS.map((width, i) => [width, copies[i] as Buffer]))
  } catch (error) {
    throw toDecodeError(error)
  }
}
