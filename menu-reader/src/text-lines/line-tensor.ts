import type { RgbImage } from '../image/rgb-image.ts'
import type { LineBox } from './find-line-boxes.ts'

/** The recogniser reads lines scaled to this height, in pixels. */
export const LINE_HEIGHT = 48
const MAX_LINE_WIDTH = 2400

/** How wide a line's image is once scaled to the recogniser's height, in pixels. */
export function scaledLineWidth(line: LineBox): number {
  const width = Math.round((LINE_HEIGHT * line.width) / Math.max(1, line.height))
  return Math.max(LINE_HEIGHT / 2, Math.min(MAX_LINE_WIDTH, width))
}

/**
 * Writes one line of `image`, straightened by its angle and scaled to `LINE_HEIGHT` × `lineWidth`, into
 * `tensor` (N × 3 × LINE_HEIGHT × `tensorWidth`, channels BGR as PaddleOCR trained them, values −1…1) at
 * batch position `slot`. Bilinear sampling does the turning and the scaling in one pass.
 */
export function writeLineTensor(
  image: RgbImage,
  line: LineBox,
  lineWidth: number,
  tensor: Float32Array,
  slot: number,
  tensorWidth: number,
) {
  const { data, width, height } = image
  const [cos, sin] = [Math.cos(line.angle), Math.sin(line.angle)]
  const plane = LINE_HEIGHT * tensorWidth
  const base = slot * 3 * plane
  for (let row = 0; row < LINE_HEIGHT; row++) {
    const across = ((row + 0.5) / LINE_HEIGHT - 0.5) * line.height
    for (let column = 0; column < lineWidth; column++) {
      const along = ((column + 0.5) / lineWidth - 0.5) * line.width
      const x = Math.min(width - 1.001, Math.max(0, line.centreX + along * cos - across * sin))
      const y = Math.min(height - 1.001, Math.max(0, line.centreY + along * sin + across * cos))
      const [left, top] = [Math.floor(x), Math.floor(y)]
      const [dx, dy] = [x - left, y - top]
      const topLeft = (top * width + left) * 3
      const bottomLeft = topLeft + width * 3
      const at = base + row * tensorWidth + column
      for (let channel = 0; channel < 3; channel++) {
        const value =
          (data[topLeft + channel] ?? 0) * (1 - dx) * (1 - dy) +
          (data[topLeft + 3 + channel] ?? 0) * dx * (1 - dy) +
          (data[bottomLeft + channel] ?? 0) * (1 - dx) * dy +
          (data[bottomLeft + 3 + channel] ?? 0) * dx * dy
        tensor[at + (2 - channel) * plane] = value / 127.5 - 1
      }
    }
  }
}
