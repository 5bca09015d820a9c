import { type InferenceSession, Tensor } from 'onnxruntime-node'
import sharp from 'sharp'
import type { RgbImage } from '../image/rgb-image.ts'
import { findLineBoxes, type LineBox } from './find-line-boxes.ts'

// The detector sees the page at most this many pixels on its longer side: enough for a menu's small print
// (real pages read as well at 1,280 as at 1,600, and photos better), and its time grows with the pixels:
// 0.2–0.45 s a page here against 0.45–0.75 s at 1,600 (decision 065).
const DETECTION_SIDE = 1280
// And at most this many pixels in all, which only a page nearly square reaches (1,120 × 1,120).
const DETECTION_PIXELS = 992 * 1280
// A page is read in bands of at most this many rows of the map, each with this many more rows above and
// below for context (see detectionBands): the net's working memory is about 230 bytes a pixel it is given,
// 0.3 GB for a whole 992 × 1,280 page, half of that for a band. Read whole or in two bands, the real
// pages' items are found alike; in three (bands of 512 rows) photos lost 0.05 (decision 065).
const BAND_ROWS = 640
const CONTEXT_ROWS = 96
// ImageNet's mean and spread per channel, in the BGR order PaddleOCR trained with.
const MEAN = [0.485, 0.456, 0.406]
const SPREAD = [0.229, 0.224, 0.225]

const toMultipleOf32 = (value: number) => Math.max(32, Math.round(value / 32) * 32)

/** The size the detector sees a `width` × `height` page at, in pixels (multiples of 32, the net's stride). */
export function detectionSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(2, DETECTION_SIDE / Math.max(width, height))
  const size = { width: toMultipleOf32(width * scale), height: toMultipleOf32(height * scale) }
  if (size.width * size.height <= DETECTION_PIXELS) return size
  // Shrunk to fit, rounding down so as to stay within the pixels.
  const fit = Math.sqrt(DETECTION_PIXELS / (width * height))
  const toFit = (value: number) => Math.max(32, Math.floor((value * fit) / 32) * 32)
  return { width: toFit(width), height: toFit(height) }
}

/** Rows of the detector's map that one band reads (`from`–`to`) and keeps (`keepFrom`–`keepTo`). */
export type DetectionBand = { from: number; to: number; keepFrom: number; keepTo: number }

/**
 * Cuts a map `height` rows tall into bands of at most BAND_ROWS kept rows (multiples of 32), each read with
 * up to CONTEXT_ROWS of the page above and below it: the net sees around every kept row as it would on the
 * whole page, and its working memory is a band's, not the page's.
 */
export function detectionBands(height: number): DetectionBand[] {
  const count = Math.ceil(height / BAND_ROWS)
  const rows = Math.ceil(height / count / 32) * 32
  const bands: DetectionBand[] = []
  for (let keepFrom = 0; keepFrom < height; keepFrom += rows) {
    const keepTo = Math.min(height, keepFrom + rows)
    bands.push({
      from: Math.max(0, keepFrom - CONTEXT_ROWS),
      to: Math.min(height, keepTo + CONTEXT_ROWS),
      keepFrom,
      keepTo,
    })
  }
  return bands
}

/** The detector's text probability for every pixel of a `width` × `height` input, read band by band. */
async function readProbability(
  input: Float32Array,
  width: number,
  height: number,
  detector: InferenceSession,
): Promise<Float32Array> {
  const plane = width * height
  const probability = new Float32Array(plane)
  for (const band of detectionBands(height)) {
    const rows = band.to - band.from
    const bandInput = new Float32Array(3 * rows * width)
    for (let channel = 0; channel < 3; channel++) {
      const start = channel * plane + band.from * width
      bandInput.set(input.subarray(start, start + rows * width), channel * rows * width)
    }
    const output = await detector.run({
      [detector.inputNames[0] ?? 'x']: new Tensor('float32', bandInput, [1, 3, rows, width]),
    })
    const map = output[detector.outputNames[0] ?? '']?.data as Float32Array
    const kept = map.subarray((band.keepFrom - band.from) * width, (band.keepTo - band.from) * width)
    probability.set(kept, band.keepFrom * width)
  }
  return probability
}

/** Finds the text lines of a page image; boxes come back in the image's own pixels. */
export async function detectLines(image: RgbImage, detector: InferenceSession): Promise<LineBox[]> {
  const { width, height } = detectionSize(image.width, image.height)
  const pixels = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer()
  const plane = width * height
  const input = new Float32Array(3 * plane)
  for (let channel = 0; channel < 3; channel++) {
    const [mean, spread, from, to] = [MEAN[channel] ?? 0, SPREAD[channel] ?? 1, 2 - channel, channel * plane]
    for (let index = 0; index < plane; index++) {
      input[to + index] = ((pixels[index * 3 + from] ?? 0) / 255 - mean) / spread
    }
  }
  const probability = await readProbability(input, width, height, detector)
  const [scaleX, scaleY] = [image.width / width, image.height / height]
  return findLineBoxes(probability, width, height).map((line) => ({
    ...line,
    centreX: line.centreX * scaleX,
    centreY: line.centreY * scaleY,
    width: line.width * Math.hypot(scaleX * Math.cos(line.angle), scaleY * Math.sin(line.angle)),
    height: line.height * Math.hypot(scaleX * Math.sin(line.angle), scaleY * Math.cos(line.angle)),
  }))
}
