import type { PageWords } from '#menu-reader/geometry/word.ts'
import type { AnalysedMenu, FileType, ReadMenuOptions } from '#menu-reader/types.ts'
import type { WorkerProgress } from './progress.ts'
import type { AppliedPriority, WorkerPriority } from './worker-priority.ts'

// What the pool (analysis-pool.ts) and its workers (analysis-worker.ts) say to each other.

/** Given to each worker when it starts. */
export type WorkerSettings = {
  /** The module whose `readMenu` reads the files: menu-reader's, or a fake one in tests. */
  readerModule: string
  /** Cores the OCR of this worker uses (the pool shares them out). */
  inferenceThreads: number
  /** How far below the server's scheduling priority the worker runs: SCHED_IDLE, or a nice increment. */
  priority: WorkerPriority
}

/** A module a worker can read menus with: menu-reader/read-menu.ts, or a test's fake. */
export type MenuReaderModule = {
  readMenu: (bytes: Uint8Array, options: ReadMenuOptions) => Promise<AnalysedMenu>
}

/** One file to analyse; its folder receives the page pictures. */
export type WorkerJob = {
  id: string
  sourcePath: string
  fileType: FileType
  fileName: string
  folder: string
  /** Milliseconds the reader may take; the pool stops the worker itself at the same limit. */
  timeLimitMs: number
}

export type WorkerReply =
  /** Started, at the priority it could get. */
  | { type: 'ready'; priority: AppliedPriority }
  | ({ type: 'progress'; id: string } & WorkerProgress)
  | { type: 'done'; id: string; menu: AnalysedMenu; pictures: number[]; pages: PageWords[] }
  | { type: 'failed'; id: string; code: string; message: string }
