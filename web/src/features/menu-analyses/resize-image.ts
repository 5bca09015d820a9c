// The image rules of docs/product-spec.md §4 "Image processing flow" and §9: a picture whose base64 passes 1
// MB is sent as a JPEG (quality 0.8) at most 1200 pixels wide, and made smaller again (1000 minus 200 px per
// attempt) when the server finds it too large or too slow while it is over half a megabyte.

/**
 * Base64 characters above which an image is made smaller before it is sent (docs/product-spec.md §9:
 * 1,048,576).
 */
export const maxBase64Length = 1_048_576
/** Base64 characters above which an image that failed for size or time is made smaller again. */
export const retryBase64Length = maxBase64Length / 2
export const firstResizeWidth = 1200
export const jpegQuality = 0.8

/** The length, in characters, of a file's bytes written as base64 (without a data-URL prefix). */
export function toBase64Length(byteCount: number): number {
  return 4 * Math.ceil(byteCount / 3)
}

/** The width, in pixels, for the image sent after attempt `attempt` (0 = the first) failed for size or time. */
export function toRetryWidth(attempt: number): number {
  return 1000 - 200 * attempt
}

/**
 * The image as a JPEG at most `maxWidth` pixels wide (never enlarged), its orientation applied. A transparent
 * PNG is laid on white: JPEG has no transparency and would turn it black.
 */
export async function resizeToJpeg(image: Blob, maxWidth: number, name: string): Promise<File> {
  const bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' })
  const scale = Math.min(1, maxWidth / bitmap.width)
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) {
    bitmap.close()
    throw new Error('This browser cannot draw images')
  }
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap, 0, 0, width, height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', jpegQuality))
  if (!blob) throw new Error('This browser cannot make a JPEG')
  return new File([blob], toJpegName(name), { type: 'image/jpeg' })
}

/** "carta.png" → "carta.jpg"; a name without an extension gets one. */
export function toJpegName(name: string): string {
  const base = name.replace(/\.[^./]*$/, '') || 'menu'
  return `${base}.jpg`
}
