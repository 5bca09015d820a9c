// bench:menu reads in processes of its own, started as the server starts its analysis workers: with the
// reader's allocator settings (text-lines/reader-process-env.ts), so that its seconds and peak RSS are a
// worker's. The command itself only lists the files and reports.
import { fork } from 'node:child_process'
import { READER_PROCESS_ENV } from '../text-lines/reader-process-env.ts'
import type { BenchFile, BenchRead, ColdStart } from './bench-corpus.ts'

/** What a bench reader process is asked to do (see runBench). */
export type BenchJob = { dir: string; files: BenchFile[]; runs: number; hasWarmUp: boolean; threads?: number }

/** What a bench reader process tells bench:menu: each read as it ends, then the cold start. */
export type BenchMessage = { type: 'read'; read: BenchRead } | { type: 'done'; coldStart?: ColdStart }

const READER_SCRIPT = new URL('./bench-reader.ts', import.meta.url)

/** Runs `job` in a new reader process, calling `onRead` after each read; rejects if the process fails. */
export function runInReaderProcess(
  job: BenchJob,
  onRead: (read: BenchRead) => void,
): Promise<{ coldStart: ColdStart | undefined; reads: BenchRead[] }> {
  return new Promise((resolve, reject) => {
    const child = fork(READER_SCRIPT, [JSON.stringify(job)], {
      // The operator's own values win, as in the server's workers (one can try others from the shell).
      env: { ...READER_PROCESS_ENV, ...process.env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    })
    const reads: BenchRead[] = []
    let done: { coldStart?: ColdStart } | undefined
    child.on('message', (message: BenchMessage) => {
      if (message.type === 'done') done = message
      else {
        reads.push(message.read)
        onRead(message.read)
      }
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (done && code === 0) resolve({ coldStart: done.coldStart, reads })
      else reject(new Error(`a bench reader process ended with ${signal ?? `exit code ${code}`}`))
    })
  })
}
