// Image uploads of the catalogues (docs/decisions/012-image-uploads.md): which formats each slot takes, how
// big they may be, and how a stored image is addressed. The server checks files by their bytes against these
// numbers; the web app checks the browser's guess against the same ones before sending anything.

/** The formats an upload may be in. */
export const IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'svg'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

/**
 * Where an image goes: `brand` is a catalogue's logo, banner or background (docs/product-spec.md §2 "Design":
 * JPG, PNG or SVG); `product` is a product's or a category's picture (JPG, PNG or WebP).
 */
export const IMAGE_KINDS = ['brand', 'product'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export const ACCEPTED_IMAGE_FORMATS: Record<ImageKind, readonly ImageFormat[]> = {
  brand: ['jpeg', 'png', 'svg'],
  product: ['jpeg', 'png', 'webp'],
}

/** The three images of a catalogue's design, by their field names in the design. */
export const DESIGN_IMAGE_SLOTS = ['logo', 'banner', 'backgroundImage'] as const
export type DesignImageSlot = (typeof DESIGN_IMAGE_SLOTS)[number]

const MEGABYTE = 1024 * 1024

/** Bytes a JPEG, PNG or WebP upload may weigh. */
export const MAX_RASTER_BYTES = 8 * MEGABYTE
/** Bytes an SVG upload may weigh: a logo's drawing is small, and its parsing cost grows with its size. */
export const MAX_SVG_BYTES = 1 * MEGABYTE
/** Pixels (width × height, as the file declares them) an upload may have: 40 megapixels. */
export const MAX_IMAGE_PIXELS = 40_000_000

/** Bytes an upload of this format may weigh. */
export function maxImageBytes(format: ImageFormat): number {
  return format === 'svg' ? MAX_SVG_BYTES : MAX_RASTER_BYTES
}

/** The media type of each format, and the file-name endings people give it. */
export const IMAGE_FORMAT_FILES: Record<ImageFormat, { mimeType: string; extensions: readonly string[] }> = {
  jpeg: { mimeType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
  png: { mimeType: 'image/png', extensions: ['.png'] },
  webp: { mimeType: 'image/webp', extensions: ['.webp'] },
  svg: { mimeType: 'image/svg+xml', extensions: ['.svg'] },
}

/** The `accept` attribute of a file input for this kind: media types and endings both, for every browser. */
export function imageAcceptAttribute(kind: ImageKind): string {
  return ACCEPTED_IMAGE_FORMATS[kind]
    .flatMap((format) => [IMAGE_FORMAT_FILES[format].mimeType, ...IMAGE_FORMAT_FILES[format].extensions])
    .join(',')
}

/**
 * The format a file claims by its media type, else by its name's ending; null when it claims none we know.
 * Only a guess for the browser's early check: the server decides by the bytes.
 */
export function guessImageFormat(file: { name: string; type: string }): ImageFormat | null {
  const mimeType = file.type.toLowerCase()
  const name = file.name.toLowerCase()
  const byMimeType = IMAGE_FORMATS.find((format) => IMAGE_FORMAT_FILES[format].mimeType === mimeType)
  if (byMimeType) return byMimeType
  // 'image/jpg' is not registered but some systems send it.
  if (mimeType === 'image/jpg') return 'jpeg'
  if (mimeType !== '' && mimeType !== 'application/octet-stream') return null
  return (
    IMAGE_FORMATS.find((format) => IMAGE_FORMAT_FILES[format].extensions.some((end) => name.endsWith(end))) ??
    null
  )
}

/**
 * The widths, in pixels, of the WebP copies the server keeps of every upload. An image narrower than a width
 * is kept at its own width in that copy (never enlarged), so every copy always exists.
 */
export const IMAGE_WIDTHS = [320, 640, 1280] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]
/** The width of the copy an entity's image field names. */
export const DEFAULT_IMAGE_WIDTH: ImageWidth = 640

const IMAGE_ADDRESS = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d+\.webp$/

/**
 * The address of one image copy: `/media/<uuid>-<width>.webp`, a random uuid per upload. The fields
 * `Product.image`, `Category.image` and the design's `logo`, `banner` and `backgroundImage` hold the
 * `DEFAULT_IMAGE_WIDTH` copy's address.
 */
export function imageAddress(id: string, width: ImageWidth): string {
  return `/media/${id}-${width}.webp`
}

/**
 * The address of the copy `width` pixels wide of the image at `address` (any copy's address), or null when
 * `address` is not one of ours. For `srcset`: `imageVariantAddress(image, 320) + ' 320w'`…
 */
export function imageVariantAddress(address: string, width: ImageWidth): string | null {
  const match = IMAGE_ADDRESS.exec(address)
  return match?.[1] ? imageAddress(match[1], width) : null
}

/** Every copy of the image at `address`, narrowest first, or an empty list when it is not one of ours. */
export function imageVariants(address: string): { width: ImageWidth; address: string }[] {
  const match = IMAGE_ADDRESS.exec(address)
  const id = match?.[1]
  return id ? IMAGE_WIDTHS.map((width) => ({ width, address: imageAddress(id, width) })) : []
}
