import { Tensor } from 'onnxruntime-node'
import { stoppedError } from '../errors.ts'
import type { RgbImage } from '../image/rgb-image.ts'
import { decodeCtc, type ReadCharacter } from './decode-ctc.ts'
import type { LineBox } from './find-line-boxes.ts'
import { type LineInk, measureInk, restoreSpaces } from './line-ink.ts'
import { LINE_HEIGHT, scaledLineWidth, writeLineTensor } from './line-tensor.ts'
import { findMenuClasses } from './menu-classes.ts'
import type { TextLineModels } from './models.ts'

/** What the recogniser read on one line: its characters, each at a place along the line (0–1 of its width). */
export type ReadLine = {
  line: LineBox
  characters: (ReadCharacter & { at: number })[]
  /** The line image's ink, column by column. */
  ink: LineInk
}

// Lines of similar width are read together; padding a short line to a long one's width costs time, and so
// do large batches: 48 × 2,000 pixels a batch read a page's lines in 0.65–0.85 s here, 48 × 4,000 in
// 0.8–0.9 s (the working set of a smaller batch stays in the processor's caches).
const BATCH_PIXELS = 48 * 2000

/** Groups lines by their scaled width, narrowest first, into batches whose padded size stays near BATCH_PIXELS. */
export function batchByWidth<T extends { width: number }>(lines: readonly T[]): T[][] {
  const sized = [...lines].sort((a, b) => a.width - b.width)
  const batches: T[][] = []
  let batch: T[] = []
  for (const entry of sized) {
    if (batch.length > 0 && (batch.length + 1) * entry.width * LINE_HEIGHT > BATCH_PIXELS) {
      batches.push(batch)
      batch = []
    }
    batch.push(entry)
  }
  if (batch.length > 0) batches.push(batch)
  return batches
}

/** Reads the text of every line; stops between batches when `signal` is aborted. */
export async function recogniseLines(
  image: RgbImage,
  lines: LineBox[],
  models: TextLineModels,
  signal?: AbortSignal,
): Promise<ReadLine[]> {
  const { recogniser, alphabet } = models
  // Only Latin letters, digits and menu signs are read: the recogniser's CJK classes never reach a name.
  const classes = findMenuClasses(alphabet)
  const read: ReadLine[] = []
  for (const batch of batchByWidth(lines.map((line) => ({ line, width: scaledLineWidth(line) })))) {
    if (signal?.aborted) throw stoppedError()
    const tensorWidth = Math.max(...batch.map((entry) => entry.width))
    const tensor = new Float32Array(batch.length * 3 * LINE_HEIGHT * tensorWidth)
    batch.forEach((entry, slot) => {
      writeLineTensor(image, entry.line, entry.width, tensor, slot, tensorWidth)
    })
    const input = new Tensor('float32', tensor, [batch.length, 3, LINE_HEIGHT, tensorWidth])
    const output = await recogniser.run({ [recogniser.inputNames[0] ?? 'x']: input })
    const scores = output[recogniser.outputNames[0] ?? '']
    if (!scores) continue
    const steps = scores.dims[1] ?? 0
    const stepWidth = tensorWidth / Math.max(1, steps)
    batch.forEach((entry, slot) => {
      const characters = decodeCtc(
        scores.data as Float32Array,
        slot * steps * alphabet.length,
        steps,
        alphabet,
        classes,
      )
      const placed = characters.map((character) => ({
        ...character,
        at: Math.min(1, ((character.step + 0.5) * stepWidth) / entry.width),
      }))
      const ink = measureInk(tensor, slot, tensorWidth, entry.width)
      read.push({
        line: entry.line,
        characters: restoreSpaces(placed, ink.gaps, entry.width),
        ink,
      })
    })
  }
  return read
}
