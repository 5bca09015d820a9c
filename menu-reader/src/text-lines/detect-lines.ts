import { type InferenceSession, Tensor } from 'onnxruntime-node'
import sharp from 'sharp'
import type { RgbImage } from '../image/rgb-image.ts'
import { findLineBoxes, type LineBox } from './find-line-boxes.ts'

// The detector sees the page at most this many pixels on its longer side: enough for a menu's small print,
// and the time it takes grows with the pixels.
const DETECTION_SIDE = 1600
// And at most this many pixels in all, which only a page nearly square reaches: the detector's working
// memory grows with its pixels, 0.33 GB at 1,248 × 1,600 (a 4:3 photo) but 0.53 GB at 1,600 × 1,600
// (ONNX Runtime's arena grows by doubling), which would take a reader process over its 0.7 GB (decision 045).
const DETECTION_PIXELS = 1248 * 1600
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

/** Finds the text lines of a page image; boxes come back in the image's own pixels. */
export async function detectLines(image: RgbImage, detector: InferenceSession): Promise<LineBox[]> {
  const { width, height } = detectionSize(image.width, image.height)
  const pixels = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill', kernel: 'linear' })
    .raw()
    .toBuffer()
  const plane = width * height
  const input = new Float32Array(3 * plane)
  for (let index = 0; index < plane; index++) {
    for (let channel = 0; channel < 3; channel++) {
      const value = (pixels[index * 3 + 2 - channel] ?? 0) / 255
      input[channel * plane + index] = (value - (MEAN[channel] ?? 0)) / (SPREAD[channel] ?? 1)
    }
  }
  const output = await detector.run({
    [detector.inputNames[0] ?? 'x']: new Tensor('float32', input, [1, 3, height, width]),
  })
  const probability = output[detector.outputNames[0] ?? '']?.data as Float32Array
  const [scaleX, scaleY] = [image.width / width, image.height / height]
  return findLineBoxes(probability, width, height).map((line) => ({
    ...line,
    centreX: line.centreX * scaleX,
    centreY: line.centreY * scaleY,
    width: line.width * Math.hypot(scaleX * Math.cos(line.angle), scaleY * Math.sin(line.angle)),
    height: line.height * Math.hypot(scaleX * Math.sin(line.angle), scaleY * Math.cos(line.angle)),
  }))
}
