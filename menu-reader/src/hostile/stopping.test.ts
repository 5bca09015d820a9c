// An upload is untrusted input, and docs/product-spec.md §9 limits a read: it ends when its caller stops it
// (aborted) or at its time limit (timed_out, 60 s unless a shorter one is asked for), whatever the file does
// to the libraries; and the shared text reader keeps working afterwards.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { prepareImage } from '../image/prepare-image.ts'
import { closeMenuReader, MenuReadError, readMenu } from '../read-menu.ts'
import { readImageWords } from '../text-lines/read-image-words.ts'
import type { ReadMenuOptions } from '../types.ts'
import { makeTextImage } from './make-image.ts'
import { makeDrawingBombPdf } from './make-pdf.ts'

// The real text reader, watched: a test can wait until a page has reached it.
const reader = vi.hoisted(() => ({ onPage: [] as (() => void)[] }))
vi.mock('../text-lines/read-image-words.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../text-lines/read-image-words.ts')>()
  return {
    ...real,
    readImageWords: (...args: Parameters<typeof real.readImageWords>) => {
      const page = real.readImageWords(...args)
      for (const notify of reader.onPage.splice(0)) notify()
      return page
    },
  }
})
const nextReadPage = () => new Promise<void>((resolve) => reader.onPage.push(resolve))

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

// Models loaded, so that a read stopped "while reading" is stopped while the models work, not while they load.
beforeAll(async () => {
  await readImageWords(await prepareImage(await picture()), 1)
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

  it('ends at once when stopped while its page is read, and the next read works', async () => {
    const bytes = await picture()
    const controller = new AbortController()
    const reachedReader = nextReadPage()
    const read = failureOf(bytes, { signal: controller.signal })
    await reachedReader
    await new Promise((resolve) => setTimeout(resolve, 50))
    const stoppedAt = performance.now()
    controller.abort()
    const { error } = await read
    expect(error).toMatchObject({ name: 'MenuReadError', code: 'aborted' })
    expect(performance.now() - stoppedAt).toBeLessThan(200)

    const menu = await readMenu(bytes)
    expect(JSON.stringify(menu.sections)).toContain('Tortilla')
  }, 30_000)

  it('ends at once when stopped while its page waits for the reader', async () => {
    // A long page keeps the reader busy; the next page waits its turn.
    const busy = await prepareImage(await makeTextImage('png', [...MENU, ...MENU, ...MENU], 1800))
    const waiting = await prepareImage(await picture())
    const settled: string[] = []
    const busyPage = readImageWords(busy, 1).then(() => settled.push('busy page'))
    const controller = new AbortController()
    const waitingPage = readImageWords(waiting, 1, controller.signal).catch((error: MenuReadError) => {
      settled.push(error.code)
    })
    controller.abort()
    await Promise.all([busyPage, waitingPage])
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

describe('the text reader', () => {
  it('fails cleanly on a picture whose pixels do not add up, and reads the next page', async () => {
    const broken = { data: new Uint8Array(10), width: 400, height: 300 }
    await expect(readImageWords(broken, 1)).rejects.toBeDefined()
    const page = await readImageWords(await prepareImage(await picture()), 1)
    expect(page.words.map((word) => word.text).join(' ')).toContain('Tortilla')
  }, 30_000)
})
