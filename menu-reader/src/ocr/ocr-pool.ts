import { availableParallelism } from 'node:os'
import { createWorker, OEM, type Page, PSM, type Worker } from 'tesseract.js'
import { MenuReadError } from '../errors.ts'
import { OCR_LANGUAGES, prepareLangPath } from './lang-path.ts'

type Job = {
  image: Buffer
  signal: AbortSignal | undefined
  resolve: (page: Page) => void
  reject: (error: unknown) => void
}

// Starting a worker (WebAssembly plus two language models) takes about a second: workers are started once,
// kept, and shared by every read in the process. One per core; OCR is CPU-bound.
const poolSize = Math.max(1, availableParallelism())
const idle: Worker[] = []
const queue: Job[] = []
let started = 0
let langPath: Promise<string> | undefined

async function startWorker(): Promise<Worker> {
  langPath ??= prepareLangPath()
  const worker = await createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
    langPath: await langPath,
    cacheMethod: 'none',
    gzip: true,
    // Without a handler a worker error is rethrown asynchronously and takes the whole process down.
    errorHandler: () => {},
  })
  await worker.setParameters({
    // Sparse text: find every word wherever it is and leave the layout to us. Automatic page
    // segmentation dropped whole price columns after dot leaders; sparse mode scored better overall.
    tessedit_pageseg_mode: PSM.SPARSE_TEXT,
    preserve_interword_spaces: '1',
    // Our images are scaled for OCR already; a fixed resolution stops Tesseract guessing (and warning).
    user_defined_dpi: '300',
    // Tesseract's other diagnostics ("Detected 26 diacritics", "Line cannot be recognized!!") went to the
    // process's stderr, a few lines a page.
    debug_file: '/dev/null',
  })
  return worker
}

async function acquireWorker(): Promise<Worker | undefined> {
  const worker = idle.pop()
  if (worker) return worker
  if (started >= poolSize) return undefined
  started++
  try {
    return await startWorker()
  } catch (error) {
    started--
    throw error
  }
}

function releaseWorker(worker: Worker) {
  idle.push(worker)
  drain()
}

async function run(job: Job, worker: Worker) {
  const onAbort = () => {
    // A recognition cannot be interrupted: drop the worker and let a fresh one take its place.
    started--
    worker.terminate().catch(() => {})
    job.reject(new MenuReadError('aborted', 'The analysis was stopped.'))
    drain()
  }
  if (job.signal?.aborted) {
    releaseWorker(worker)
    return job.reject(new MenuReadError('aborted', 'The analysis was stopped.'))
  }
  job.signal?.addEventListener('abort', onAbort, { once: true })
  try {
    const result = await worker.recognize(job.image, { rotateAuto: true }, { blocks: true, text: false })
    if (job.signal?.aborted) return
    job.resolve(result.data)
    releaseWorker(worker)
  } catch (error) {
    if (job.signal?.aborted) return
    job.reject(error)
    releaseWorker(worker)
  } finally {
    job.signal?.removeEventListener('abort', onAbort)
  }
}

function drain() {
  while (queue.length > 0 && (idle.length > 0 || started < poolSize)) {
    const job = queue.shift()
    if (!job) return
    acquireWorker().then(
      (worker) => {
        if (worker) run(job, worker)
        else queue.unshift(job)
      },
      (error) => job.reject(error),
    )
  }
}

/** Recognises the words of one prepared page image (PNG bytes) on a shared OCR worker. */
export function recognise(image: Buffer, signal?: AbortSignal): Promise<Page> {
  return new Promise((resolve, reject) => {
    const job: Job = { image, signal, resolve, reject }
    // A read stopped while its page waits for a busy worker ends now, not when a worker comes free.
    const leaveQueue = () => {
      const index = queue.indexOf(job)
      if (index < 0) return
      queue.splice(index, 1)
      reject(new MenuReadError('aborted', 'The analysis was stopped.'))
    }
    signal?.addEventListener('abort', leaveQueue, { once: true })
    queue.push(job)
    drain()
  })
}

/** How many pages the pool reads at once (one worker per core). */
export function ocrWorkerCount(): number {
  return poolSize
}

/** Stops every OCR worker (so a command-line run can exit); the next recognise starts them again. */
export async function closeOcrWorkers(): Promise<void> {
  const workers = idle.splice(0)
  started -= workers.length
  await Promise.all(workers.map((worker) => worker.terminate()))
}
