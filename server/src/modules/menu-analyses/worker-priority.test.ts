import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_READER_MODULE } from './test-reader.ts'
import type { WorkerReply } from './worker-messages.ts'
import { threadPriorities } from './worker-priority.ts'
import { startWorkerProcess, type WorkerProcess } from './worker-process.ts'

let folder: string
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'vitrina-priority-'))
})
afterAll(async () => {
  await rm(folder, { recursive: true, force: true })
})

/** A worker process as the pool starts it, and the replies it has sent so far. */
async function startWorker(niceness: number) {
  const replies: WorkerReply[] = []
  let heard = () => {}
  const worker: WorkerProcess = startWorkerProcess(
    { readerModule: TEST_READER_MODULE, inferenceThreads: 1, niceness },
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
  it('runs every thread of a worker below the server’s priority, those it starts later included', async () => {
    const server = getPriority()
    const { worker, until } = await startWorker(7)
    try {
      const atStart = threadPriorities(worker.pid!)
      expect(atStart.length).toBeGreaterThan(1)
      expect(Math.min(...atStart)).toBe(Math.min(19, server + 7))

      const sourcePath = join(folder, 'carta.pdf')
      await writeFile(sourcePath, '%PDF-1.4 new-thread wait:1500')
      worker.send(
        { id: 'a', sourcePath, fileType: 'pdf', fileName: 'carta.pdf', folder, timeLimitMs: 10_000 },
        () => {},
      )
      await until((reply) => reply.type === 'progress')
      // The reader's own thread has started once the process has more threads than at its start.
      await expect
        .poll(() => threadPriorities(worker.pid!).length, { timeout: 5_000 })
        .toBeGreaterThan(atStart.length)
      expect(Math.min(...threadPriorities(worker.pid!))).toBe(Math.min(19, server + 7))
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
    } finally {
      worker.kill()
      await worker.exited
    }
  })
})
