import { availableParallelism } from 'node:os'
import type { PageWords } from '#menu-reader/geometry/word.ts'
import type { AnalysedMenu } from '#menu-reader/types.ts'
import { type FailureCode, toFailureCode } from './failure-codes.ts'
import type { WorkerProgress } from './progress.ts'
import type { WorkerJob, WorkerReply, WorkerSettings } from './worker-messages.ts'
import type { WorkerPriority } from './worker-priority.ts'
import { startWorkerProcess, type WorkerEnd, type WorkerProcess } from './worker-process.ts'

/**
 * The reader of menu-reader, which production workers use: resolved through the package's `#menu-reader/*`
 * alias (package.json "imports"), as every other import of the reader, to the file URL a worker imports.
 */
export const MENU_READER_MODULE = import.meta.resolve('#menu-reader/read-menu.ts')

export type PoolOptions = {
  /** Worker processes at most. */
  size: number
  /** Jobs that may wait for a worker; one more is refused. */
  queueLimit: number
  /** Milliseconds a job may run before its worker is stopped (docs/product-spec.md §9: 60 s). */
  timeLimitMs: number
  /** The module the workers read with (`MENU_READER_MODULE` unless a test gives a fake). */
  readerModule?: string
  /** V8 heap of each worker in megabytes: a PDF parsed into a huge drawing fails alone. */
  heapLimitMb?: number
  /** Milliseconds a worker may sit idle before it ends and gives its memory (models included) back. */
  idleMs?: number
  /** Cores each worker's OCR uses; by default the cores shared out among the workers. */
  inferenceThreads?: number
  /** How far below this process's scheduling priority the workers run (`MENU_WORKER_PRIORITY`); level by default. */
  priority?: WorkerPriority
  /** Told once when the workers were asked for SCHED_IDLE and could only be given a nice value. */
  onIdlePolicyRefused?: (nice: number) => void
  /** Told of a worker that failed by itself (not stopped by the pool). */
  onWorkerError?: (error: Error) => void
}

export type PoolJob = Omit<WorkerJob, 'timeLimitMs'>
export type JobOutcome =
  | { isDone: true; menu: AnalysedMenu; pictures: number[]; pages: PageWords[] }
  /**
   * `isCutShort`: the read itself never ended (its worker died or could not start, the pool closed), so
   * trying it again may well succeed; otherwise the menu failed by itself and would fail again.
   */
  | { isDone: false; code: FailureCode; isCutShort?: boolean }
export type JobCallbacks = {
  onStart: () => void
  onProgress: (progress: WorkerProgress) => void
  /** While it waits for a worker: its place in the queue, 1 for the next (told again whenever it moves). */
  onQueued?: (position: number) => void
}

/** The queue is full: try again in `retryAfterSeconds`. */
export class QueueFullError extends Error {
  override name = 'QueueFullError'
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super('The analysis queue is full')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

type Entry = { job: PoolJob; callbacks: JobCallbacks; resolve: (outcome: JobOutcome) => void }
type Slot = {
  worker: WorkerProcess
  /** Its imports are done (models load on its first picture): only now does a job's clock start on it. */
  isReady: boolean
  isRetiring: boolean
  jobCount: number
  current?: Entry & { timer: NodeJS.Timeout; startedAt: number }
  /** While starting, its limit to become ready; while idle, when it ends. */
  timer?: NodeJS.Timeout
}

const DEFAULT_HEAP_LIMIT_MB = 1024
// A worker keeps what its reads took from the system (0.4–0.5 GB after a photo, measured): it goes back
// a minute after the last job, and a worker is renewed after so many jobs, so that it never grows for long.
const DEFAULT_IDLE_MS = 60 * 1000
const JOBS_PER_WORKER = 20
const START_LIMIT_MS = 30_000
// A first guess of how long an analysis takes (a photo reads in about 2 s on two cores, README), replaced by
// the measured average as jobs finish: Retry-After is a hint, never a promise.
const FIRST_GUESS_MS = 5_000

const failed = (code: FailureCode): JobOutcome => ({ isDone: false, code })
const cutShort = (code: FailureCode): JobOutcome => ({ isDone: false, code, isCutShort: true })

/**
 * A pool of worker processes reading menus (decision 014), with a bounded queue. Each job has
 * `timeLimitMs`: past it the worker is killed and a fresh one takes the next job. Processes, not threads:
 * ONNX Runtime reads a page synchronously, and a thread terminated in the middle of it aborts the whole
 * server (decision 014); a killed process takes only itself, and gives all its memory back. Workers start
 * when needed and end when idle; never more than `size` exist, counting those still ending.
 */
export function createAnalysisPool(options: PoolOptions) {
  const slots = new Set<Slot>()
  const waiting: Entry[] = []
  const settings: WorkerSettings = {
    readerModule: options.readerModule ?? MENU_READER_MODULE,
    inferenceThreads:
      options.inferenceThreads ?? Math.max(1, Math.floor(availableParallelism() / options.size)),
    priority: options.priority ?? 0,
  }
  let averageMs = FIRST_GUESS_MS
  let isClosed = false
  let isIdlePolicyRefusalTold = false

  const isFree = (slot: Slot) => slot.isReady && !slot.isRetiring && !slot.current
  const count = (test: (slot: Slot) => boolean) => [...slots].filter(test).length

  // A worker that could not start takes one waiting job down with it, so a broken install fails jobs
  // instead of starting workers forever.
  const failOneWaiting = () => waiting.shift()?.resolve(cutShort('analysis_failed'))

  function spawn(): Slot {
    const slot = { isReady: false, isRetiring: false, jobCount: 0 } as Slot
    slot.worker = startWorkerProcess(settings, options.heapLimitMb ?? DEFAULT_HEAP_LIMIT_MB, {
      onReply: (reply) => onReply(slot, reply),
      onError: (error) => options.onWorkerError?.(error),
      onEnd: (end) => ended(slot, end),
    })
    slot.timer = setTimeout(() => {
      failOneWaiting()
      retire(slot)
    }, START_LIMIT_MS).unref()
    slots.add(slot)
    return slot
  }

  function ended(slot: Slot, end: WorkerEnd) {
    if (!slots.delete(slot)) return
    clearTimeout(slot.timer)
    if (!slot.isRetiring) options.onWorkerError?.(new Error(`A menu worker ended (${end.description})`))
    if (slot.current) settle(slot, end.isOutOfMemory ? failed('too_complex') : cutShort('analysis_failed'))
    else if (!slot.isReady && !slot.isRetiring) failOneWaiting()
    dispatch()
  }

  /** Ends a worker: killed when it may be busy, let go of (it exits by itself) when it is idle. */
  function retire(slot: Slot, isIdle = false) {
    if (slot.isRetiring) return
    slot.isRetiring = true
    clearTimeout(slot.timer)
    if (isIdle) slot.worker.release()
    else slot.worker.kill()
  }

  function waitIdle(slot: Slot) {
    clearTimeout(slot.timer)
    slot.timer = setTimeout(() => retire(slot, true), options.idleMs ?? DEFAULT_IDLE_MS).unref()
  }

  function settle(slot: Slot, outcome: JobOutcome) {
    const current = slot.current
    if (!current) return
    clearTimeout(current.timer)
    slot.current = undefined
    if (outcome.isDone) averageMs = 0.7 * averageMs + 0.3 * (performance.now() - current.startedAt)
    current.resolve(outcome)
    if (slot.jobCount >= JOBS_PER_WORKER) retire(slot, true)
  }

  function onReply(slot: Slot, reply: WorkerReply) {
    if (reply.type === 'ready') {
      slot.isReady = true
      clearTimeout(slot.timer)
      if (settings.priority === 'idle' && !reply.priority.isIdlePolicy && !isIdlePolicyRefusalTold) {
        isIdlePolicyRefusalTold = true
        options.onIdlePolicyRefused?.(reply.priority.nice)
      }
    }
    const current = slot.current
    if (current && reply.type === 'progress' && reply.id === current.job.id) {
      current.callbacks.onProgress(reply)
      return
    }
    if (current && reply.type === 'done' && reply.id === current.job.id) {
      settle(slot, { isDone: true, menu: reply.menu, pictures: reply.pictures, pages: reply.pages })
    } else if (current && reply.type === 'failed' && reply.id === current.job.id) {
      const code = toFailureCode(reply.code)
      settle(slot, failed(code))
      // The reader gave up on its own clock, but the models may still be busy with the page: start afresh.
      if (code === 'timed_out') retire(slot)
    }
    dispatch()
  }

  function timeOut(slot: Slot) {
    settle(slot, failed('timed_out'))
    retire(slot)
  }

  function start(slot: Slot, entry: Entry) {
    clearTimeout(slot.timer)
    // Told first, so that whatever the caller does then is not counted against the job's time.
    entry.callbacks.onStart()
    const timer = setTimeout(() => timeOut(slot), options.timeLimitMs).unref()
    slot.current = { ...entry, timer, startedAt: performance.now() }
    slot.jobCount += 1
    slot.worker.send({ ...entry.job, timeLimitMs: options.timeLimitMs }, () => {
      settle(slot, cutShort('analysis_failed'))
      retire(slot)
    })
  }

  function dispatch() {
    if (isClosed) return
    for (const slot of slots) {
      if (isFree(slot) && waiting.length > 0) start(slot, waiting.shift() as Entry)
      else if (isFree(slot)) waitIdle(slot)
    }
    // Start as many workers as jobs wait, beyond those already starting, up to the pool's size.
    let missing = waiting.length - count((slot) => !slot.isReady && !slot.isRetiring)
    while (missing > 0 && slots.size < options.size) {
      spawn()
      missing -= 1
    }
    for (const [index, entry] of waiting.entries()) entry.callbacks.onQueued?.(index + 1)
  }

  // Room is the workers and the queue together; a worker still ending counts as taken.
  const hasRoom = () =>
    !isClosed &&
    count((slot) => Boolean(slot.current) || slot.isRetiring) + waiting.length <
      options.size + options.queueLimit

  const retryAfterSeconds = (ahead = waiting.length) => {
    const rounds = Math.floor(ahead / options.size) + 1
    return Math.min(120, Math.max(1, Math.ceil((rounds * averageMs) / 1000)))
  }

  return {
    /** Whether a job given now would be taken (by a worker, or into the queue). */
    hasRoom,
    /**
     * Seconds until a refused caller might find room: the jobs `ahead` of it (by default this pool's queue)
     * read by this pool's workers at their average speed.
     */
    retryAfterSeconds,

    /**
     * Runs a job when a worker is free; settles with the menu or the failure, never rejects. Throws a
     * QueueFullError at once when there is no room.
     */
    run(job: PoolJob, callbacks: JobCallbacks): Promise<JobOutcome> {
      if (isClosed) return Promise.resolve(cutShort('interrupted'))
      if (!hasRoom()) throw new QueueFullError(retryAfterSeconds())
      return new Promise((resolve) => {
        waiting.push({ job, callbacks, resolve })
        dispatch()
      })
    },

    /** Stops every worker; running and waiting jobs settle as interrupted. */
    async close(): Promise<void> {
      isClosed = true
      for (const entry of waiting.splice(0)) entry.resolve(cutShort('interrupted'))
      const exits = [...slots].map((slot) => {
        settle(slot, cutShort('interrupted'))
        slot.isRetiring = true
        clearTimeout(slot.timer)
        slot.worker.kill()
        return slot.worker.exited
      })
      await Promise.all(exits)
    },
  }
}

export type AnalysisPool = ReturnType<typeof createAnalysisPool>
