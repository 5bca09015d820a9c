// Issue 3 item 6 and spec §9: a read ends when its caller stops it (aborted) or at its time limit
// (timed_out, 60 s unless a shorter one is asked for), whatever the file does to the libraries; and the
// shared OCR workers keep working afterwards.
import { availableParallelism } from 'node:os'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { recognise } from '../ocr/ocr-pool.ts'
import { closeMenuReader, MenuReadError, readMenu } from '../read-menu.ts'
import type { ReadMenuOptions } from '../types.ts'
import { makeTextImage } from './make-image.ts'
import { makeDrawingBombPdf } from './make-pdf.ts'

// The real OCR pool, watched: a test can wait until a page has reached Tesseract.
const ocr = vi.hoisted(() => ({ onPage: [] as (() => void)[] }))
vi.mock('../ocr/ocr-pool.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../ocr/ocr-pool.ts')>()
  return {
    ...real,
    recognise: (image: Buffer, signal?: AbortSignal) => {
      const page = real.recognise(image, signal)
      for (const notify of ocr.onPage.splice(0)) notify()
      return page
    },
  }
})
const nextOcrPage = () => new Promise<void>((resolve) => ocr.onPage.push(resolve))

const MENU = ['Casa Pepe', 'Tortilla de patatas 8.50', 'Croquetas caseras 7.00', 'Flan de huevo 4.50']
const picture = () => makeTextImage('png', MENU)

async function failureOf(bytes: Uint8Array, options: ReadMenuOptions) {
  const startedAt = performance.now()
  const error = await readMenu(bytes, options).then(
    () => undefined,
    (reason: unknown) => reason,
  )
  return { error, ms: performance.now() - startedAt }
}

// A started OCR worker, so that a read stopped "during OCR" is stopped while Tesseract works, not while its
// worker starts.
beforeAll(async () => {
  await recognise(Buffer.from(await picture()))
}, 30_000)

afterAll(async () => {
  await closeMenuReader()
})

describe('a read stopped by its caller', () => {
  it('ends with aborted when the signal fires, 50 ms in, without waiting for the picture to be prepared', async () => {
    const { error, ms } = await failureOf(await picture(), { signal: AbortSignal.timeout(50) })
    expect(error).toBeInstanceOf(MenuReadError)
    expect(error).toMatchObject({ code: 'aborted' })
    expect(ms).toBeLessThan(1000)
  })

  it('ends at once when stopped during OCR, and the next read gets a working OCR worker', async () => {
    const bytes = await picture()
    const controller = new AbortController()
    const reachedOcr = nextOcrPage()
    const read = failureOf(bytes, { signal: controller.signal })
    await reachedOcr
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stoppedAt = performance.now()
    controller.abort()
    const { error } = await read
    expect(error).toMatchObject({ name: 'MenuReadError', code: 'aborted' })
    expect(performance.now() - stoppedAt).toBeLessThan(200)

    const menu = await readMenu(bytes)
    expect(JSON.stringify(menu.sections)).toContain('Tortilla')
  }, 30_000)

  it('ends at once when stopped while its page waits for a busy OCR worker', async () => {
    // One long page per worker keeps the pool busy; the next page waits in the queue.
    const busy = Buffer.from(await makeTextImage('png', [...MENU, ...MENU, ...MENU], 1800))
    const waiting = Buffer.from(await picture())
    const settled: string[] = []
    const busyPages = Array.from({ length: availableParallelism() }, () =>
      recognise(busy).then(() => settled.push('busy page')),
    )
    const controller = new AbortController()
    const waitingPage = recognise(waiting, controller.signal).catch((error: MenuReadError) => {
      settled.push(error.code)
    })
    controller.abort()
    await Promise.all([...busyPages, waitingPage])
    expect(settled[0]).toBe('aborted')
  }, 30_000)
})

describe('the time limit', () => {
  it('ends a read that takes longer than its limit with timed_out', async () => {
    const { error } = await failureOf(await picture(), { timeLimitMs: 50 })
    expect(error).toMatchObject({ name: 'MenuReadError', code: 'timed_out' })
  })

  it('stops a PDF page holding 100 MB of drawing commands (a 160 KB file) soon after the limit', async () => {
    const bomb = makeDrawingBombPdf(100)
    expect(bomb.length).toBeLessThan(200_000)
    // pdfjs works through a page in microtasks, so no timer fires until it pauses for I/O: the limit takes
    // effect at its next pause (1–5 s in with a 1 s limit). Unwatched, this read ran for 17 s.
    const { error, ms } = await failureOf(bomb, { timeLimitMs: 1000 })
    expect(error).toMatchObject({ name: 'MenuReadError', code: 'timed_out' })
    expect(ms).toBeLessThan(12_000)
  }, 60_000)
})

describe('the OCR pool', () => {
  it('survives a Tesseract worker error (no crash of the process) and reads the next page', async () => {
    // Without the pool's errorHandler, tesseract.js rethrows a worker's error as an uncaught exception.
    await expect(recognise(Buffer.from('not a picture'))).rejects.toBeDefined()
    const page = await recognise(Buffer.from(await picture()))
    expect(page.blocks?.length).toBeGreaterThan(0)
  }, 30_000)
})
