import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_READER_MODULE } from './test-reader.ts'
import type { WorkerReply } from './worker-messages.ts'
import { threadPriorities, threadsOnIdlePolicy, type WorkerPriority } from './worker-priority.ts'
import { startWorkerProcess, type WorkerProcess } from './worker-process.ts'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrina-priority-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** A worker process as the pool starts it, and the replies it has sent so far. */
async function startWorker(priority: WorkerPriority) {
  const replies: WorkerReply[] = []
  let heard = () => {}
  const worker: WorkerProcess = startWorkerProcess(
    { readerModule: TEST_READER_MODULE, inferenceThreads: 1, priority },
    256,
    {
      onReply: (reply) => {
        replies.push(reply)
        heard()
      },
      onError: () => {},
      onEnd: () => {},
    },
  )
  const until = (test: (reply: WorkerReply) => boolean) =>
    new Promise<void>((resolve) => {
      heard = () => replies.some(test) && resolve()
      heard()
    })
  await until((reply) => reply.type === 'ready')
  return { worker, until }
}

// Thread priorities are read from /proc: Linux, where the server runs in production and in CI.
describe.skipIf(process.platform !== 'linux')('the menu reader’s worker priority', () => {
  /** Has the worker read a file, and answers once the thread the read starts exists. */
  async function readStartingAThread(
    worker: WorkerProcess,
    until: (test: (reply: WorkerReply) => boolean) => Promise<void>,
  ) {
    const threadsBefore = threadPriorities(worker.pid!).length
    const sourcePath = join(folder, 'carta.pdf')
    await writeFile(sourcePath, '%PDF-1.4 new-thread wait:1500')
    worker.send(
      { id: 'a', sourcePath, fileType: 'pdf', fileName: 'carta.pdf', folder, timeLimitMs: 10_000 },
      () => {},
    )
    await until((reply) => reply.type === 'progress')
    // The reader's own thread has started once the process has more threads than before.
    await expect
      .poll(() => threadPriorities(worker.pid!).length, { timeout: 5_000 })
      .toBeGreaterThan(threadsBefore)
  }

  it('runs every thread of a worker a nice increment below the server, those it starts later included', async () => {
    const server = getPriority()
    const { worker, until } = await startWorker(7)
    try {
      const atStart = threadPriorities(worker.pid!)
      expect(atStart.length).toBeGreaterThan(1)
      expect(Math.min(...atStart)).toBe(Math.min(19, server + 7))
      expect(threadsOnIdlePolicy(worker.pid!)).not.toContain(true)

      await readStartingAThread(worker, until)
      expect(Math.min(...threadPriorities(worker.pid!))).toBe(Math.min(19, server + 7))
      await until((reply) => reply.type === 'done')
    } finally {
      worker.kill()
      await worker.exited
    }
  })

  it('puts every thread of an idle-priority worker under SCHED_IDLE, those it starts later included', async () => {
    const { worker, until } = await startWorker('idle')
    try {
      const atStart = threadsOnIdlePolicy(worker.pid!)
      expect(atStart.length).toBeGreaterThan(1)
      expect(atStart).not.toContain(false)
      // The server itself stays an ordinary thread.
      expect(threadsOnIdlePolicy(process.pid)).not.toContain(true)

      await readStartingAThread(worker, until)
      expect(threadsOnIdlePolicy(worker.pid!)).not.toContain(false)
      await until((reply) => reply.type === 'done')
    } finally {
      worker.kill()
      await worker.exited
    }
  })

  it('leaves a worker at the server’s priority when told 0', async () => {
    const { worker } = await startWorker(0)
    try {
      expect(Math.max(...threadPriorities(worker.pid!))).toBe(getPriority())
      expect(threadsOnIdlePolicy(worker.pid!)).not.toContain(true)
    } finally {
      worker.kill()
      await worker.exited
    }
  })
})
