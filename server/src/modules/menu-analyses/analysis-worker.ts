// The body of each worker process of the analysis pool (analysis-pool.ts): reads one menu at a time with the
// reader it was given, reports progress, draws the page pictures, and answers the menu or why it failed.
// Node runs this file itself (type stripping), outside any bundler: imports name their .ts files.
import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import type { PageWords } from '#menu-reader/geometry/word.ts'
import { setTextLineThreads } from '#menu-reader/text-lines/models.ts'
import { drawPagePictures } from './page-pictures.ts'
import type { MenuReaderModule, WorkerJob, WorkerReply, WorkerSettings } from './worker-messages.ts'
import { lowerOwnPriority } from './worker-priority.ts'

const send = process.send?.bind(process)
if (!send) throw new Error('analysis-worker.ts runs only as a worker process (child_process.fork)')
const reply = (message: WorkerReply) => send(message)

const settings = JSON.parse(process.argv[2] ?? '{}') as WorkerSettings
// Below the server's priority before any reading, so that a read never keeps the server from a core.
const priority = lowerOwnPriority(settings.priority)
setTextLineThreads(settings.inferenceThreads)
// libvips (the page pictures) would otherwise run a thread per core of the machine; it gets what the OCR gets.
sharp.concurrency(settings.inferenceThreads)
const reader = (await import(settings.readerModule)) as MenuReaderModule

async function analyse(job: WorkerJob): Promise<void> {
  try {
    const bytes = new Uint8Array(await readFile(job.sourcePath))
    let pages: PageWords[] = []
    const menu = await reader.readMenu(bytes, {
      fileName: job.fileName,
      timeLimitMs: job.timeLimitMs,
      onPages: (read) => {
        pages = read
      },
      onProgress: (progress) => reply({ type: 'progress', id: job.id, ...progress }),
    })
    reply({ type: 'progress', id: job.id, phase: 'pictures', percent: 100 })
    const pictures = await drawPagePictures(bytes, job.fileType, menu.pages, job.folder)
    reply({ type: 'done', id: job.id, menu, pictures, pages })
  } catch (error) {
    const code = (error as { code?: unknown } | undefined)?.code
    reply({
      type: 'failed',
      id: job.id,
      code: typeof code === 'string' ? code : 'analysis_failed',
      message: error instanceof Error ? error.message : String(error),
    })
  }
}

process.on('message', (job: WorkerJob) => {
  void analyse(job)
})
// The pool ends an idle worker by letting go of it, and a server that dies lets go of all of them.
process.on('disconnect', () => process.exit(0))
reply({ type: 'ready', priority })
