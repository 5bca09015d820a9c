// The reading side of bench:menu, a process of its own (bench-process.ts starts it with a BenchJob as its
// argument): reads the files with readMenu, timing each, and sends every read to bench:menu as it ends.
import { closeMenuReader, readMenu } from '../read-menu.ts'
import { setTextLineThreads } from '../text-lines/models.ts'
import { runBench } from './bench-corpus.ts'
import type { BenchJob, BenchMessage } from './bench-process.ts'

function send(message: BenchMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!process.send) reject(new Error('bench-reader.ts runs only as bench:menu’s child process'))
    else process.send(message, (error: Error | null) => (error ? reject(error) : resolve()))
  })
}

const job = JSON.parse(process.argv[2] ?? '{}') as BenchJob
if (job.threads !== undefined) setTextLineThreads(job.threads)
try {
  const pending: Promise<void>[] = []
  const { coldStart } = await runBench(
    job.dir,
    job.files,
    job.runs,
    readMenu,
    (read) => pending.push(send({ type: 'read', read })),
    job.hasWarmUp,
  )
  await Promise.all(pending)
  await send({ type: 'done', ...(coldStart && { coldStart }) })
} finally {
  await closeMenuReader()
  process.disconnect?.()
}
