import { fork } from 'node:child_process'
import type { Readable } from 'node:stream'
import { READER_PROCESS_ENV } from '#menu-reader/text-lines/reader-process-env.ts'
import type { WorkerJob, WorkerReply, WorkerSettings } from './worker-messages.ts'

const WORKER_SCRIPT = new URL('./analysis-worker.ts', import.meta.url)
// What a worker last wrote to stderr, kept to tell an out-of-memory death from others and to log.
const STDERR_TAIL_BYTES = 8192
// How long a worker let go of may take to exit by itself before it is killed.
const RELEASE_LIMIT_MS = 30_000

/** How a worker process ended, from what it last wrote. */
export type WorkerEnd = { isOutOfMemory: boolean; description: string }

export type WorkerHandlers = {
  onReply: (reply: WorkerReply) => void
  /** Its channel broke or it could not start. */
  onError: (error: Error) => void
  /** Called once, when the process is gone (or never started). */
  onEnd: (end: WorkerEnd) => void
}

/**
 * Starts one worker process (analysis-worker.ts) with its own heap limit and its own allocator settings.
 * It does not keep the server's process alive by itself: the HTTP server does that.
 */
export function startWorkerProcess(settings: WorkerSettings, heapLimitMb: number, handlers: WorkerHandlers) {
  const child = fork(WORKER_SCRIPT, [JSON.stringify(settings)], {
    // Only the flags a worker needs, not those of whatever runs the server (a test runner's, say); a Node
    // that needs to be told to run TypeScript is told for the worker too.
    execArgv: [
      `--max-old-space-size=${heapLimitMb}`,
      ...process.execArgv.filter((flag) => flag === '--experimental-strip-types'),
    ],
    // glibc's allocator settings for a reader (decisions 014 and 045): without them a worker kept growing
    // read after read. The operator's own values win.
    env: { ...READER_PROCESS_ENV, ...process.env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  })
  let stderr = ''
  let hasEnded = false
  child.unref()
  child.channel?.unref()
  ;(child.stderr as (Readable & { unref?: () => void }) | null)?.unref?.()
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-STDERR_TAIL_BYTES)
  })
  const end = () => {
    if (hasEnded) return
    hasEnded = true
    const lines = stderr.trim().split('\n')
    const last = lines.find((line) => line.includes('FATAL ERROR')) ?? lines.slice(-3).join(' ')
    handlers.onEnd({
      isOutOfMemory: /heap out of memory|heap limit/i.test(stderr),
      description: `${child.signalCode ?? child.exitCode}${last ? `: ${last}` : ''}`,
    })
  }
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      end()
      resolve()
    })
    // A process that never started never exits.
    child.once('error', () => {
      if (child.pid !== undefined) return
      end()
      resolve()
    })
  })
  child.on('message', handlers.onReply)
  child.on('error', (error) => {
    handlers.onError(error)
    child.kill('SIGKILL')
  })

  return {
    /** Its process id (undefined when it could not start). */
    pid: child.pid,
    /** Gives it a job; `onFailure` if the job could not be sent. */
    send(job: WorkerJob, onFailure: () => void) {
      child.send(job, (error) => {
        if (error) onFailure()
      })
    },
    /** Ends it at once, whatever it is doing (even in the middle of a native call). */
    kill() {
      child.kill('SIGKILL')
    },
    /** Lets go of an idle worker: it exits by itself, or is killed if it has not within half a minute. */
    release() {
      if (!child.connected) return child.kill('SIGKILL')
      child.disconnect()
      setTimeout(() => child.kill('SIGKILL'), RELEASE_LIMIT_MS).unref()
    },
    /** Settles once the process is gone. */
    exited,
  }
}

export type WorkerProcess = ReturnType<typeof startWorkerProcess>
