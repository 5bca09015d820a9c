/** An upright RGB image held as raw bytes, 3 per pixel, row by row; width and height in pixels. */
export type RgbImage = { data: Uint8Array; width: number; height: number }
