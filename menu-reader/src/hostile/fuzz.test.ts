// An upload is untrusted input: thousands of broken files, made by seeded mutations of small valid menus, each
// end in an AnalysedMenu or a MenuReadError: never another error, never a hang, never a crash.
// FUZZ_COUNT (default 2000) sets how many, FUZZ_SEED (default 1) which; FUZZ_REPORT=1 prints the tally and
// time. A failure names its case: `mutate(seed, mulberry32(FUZZ_SEED * 1_000_003 + index), type)` rebuilds it.
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { RawPixels } from '../image/prepare-image.ts'
import type { RgbImage } from '../image/rgb-image.ts'
import { mulberry32 } from '../numbers/mulberry32.ts'
import type { PagePixels } from '../pdf/render-page.ts'
import { closeMenuReader, MenuReadError, readMenu } from '../read-menu.ts'
import type { FileType } from '../types.ts'
import { makeTextImage } from './make-image.ts'
import { makePdf } from './make-pdf.ts'
import { mutate } from './mutate.ts'

// A hostile file attacks the reading: sniffing, sharp's decoder, pdfjs' parser. What follows a successful
// decode (drawing a page 2,200 px wide, finding and reading its text lines) works on our own well-formed pictures
// and costs 0.1–1 s a page: too slow for thousands. The first pages go through it for real; after that a
// page that needs drawing is skipped (a marker stands for its picture) and the reader answers an empty page.
const budget = vi.hoisted(() => ({ renders: 4, ocrPages: 8, skipped: Buffer.from('skipped page') }))
vi.mock('../pdf/render-page.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../pdf/render-page.ts')>()
  return {
    ...real,
    withPagePixels: <T>(page: PDFPageProxy, use: (pixels: PagePixels) => Promise<T>) =>
      budget.renders-- > 0
        ? real.withPagePixels(page, use)
        : use({ data: budget.skipped, width: 595, height: 842, channels: 4 }),
  }
})
vi.mock('../image/prepare-image.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../image/prepare-image.ts')>()
  return {
    ...real,
    preparePixels: (pixels: RawPixels) =>
      pixels.data === budget.skipped
        ? Promise.resolve({ data: budget.skipped, width: 595, height: 842 })
        : real.preparePixels(pixels),
  }
})
vi.mock('../text-lines/read-image-words.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../text-lines/read-image-words.ts')>()
  return {
    ...real,
    readImageWords: (image: RgbImage, page: number, signal?: AbortSignal) =>
      image.data !== budget.skipped && budget.ocrPages-- > 0
        ? real.readImageWords(image, page, signal)
        : Promise.resolve({ page, width: image.width, height: image.height, words: [], source: 'ocr' }),
  }
})

const FUZZ_COUNT = Number(process.env.FUZZ_COUNT ?? 2000)
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 1)
// Most cases are PDFs: pdfjs has the most parsing to get wrong, and a mutated JPEG that still decodes costs
// 0.1 s of image preparation. A read gets 10 s before its signal fires; one pending 5 s after that hangs.
const SHARE: Record<FileType, number> = { pdf: 0.65, png: 0.25, jpeg: 0.1 }
const READ_LIMIT_MS = 10_000
const HANG_MS = 15_000

const MENU = ['Casa Pepe', 'Entrantes', 'Tortilla de patatas 8.50', 'Croquetas caseras 7.00', 'Flan 4.50']
const seeds: Record<FileType, Uint8Array[]> = { pdf: [], png: [], jpeg: [] }

beforeAll(async () => {
  seeds.pdf = [
    makePdf({ pages: [MENU] }),
    makePdf({ pages: [MENU, MENU.slice(2)] }),
    makePdf({ pages: [MENU], compress: true }),
    makePdf({ pages: [MENU], encrypt: { userPassword: '', ownerPassword: 'owner' } }),
  ]
  // One line of a menu: a mutated picture that still decodes is read by the text-line models, and a
  // short strip keeps that quick. The plain PNG survives more mutations (its pixels compress to nothing).
  const plain = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } }).png()
  seeds.png = [await makeTextImage('png', [MENU[2]!], 320), new Uint8Array(await plain.toBuffer())]
  seeds.jpeg = [await makeTextImage('jpeg', [MENU[2]!], 320)]
})

afterAll(async () => {
  await closeMenuReader()
})

type Outcome = 'menu' | MenuReadError['code'] | 'other error' | 'hang'

async function readBroken(bytes: Uint8Array): Promise<{ outcome: Outcome; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined
  const hang = new Promise<{ outcome: Outcome }>((resolve) => {
    timer = setTimeout(() => resolve({ outcome: 'hang' }), HANG_MS)
  })
  const read = readMenu(bytes, { fileName: 'fuzz', signal: AbortSignal.timeout(READ_LIMIT_MS) }).then(
    () => ({ outcome: 'menu' as const }),
    (error: unknown) =>
      error instanceof MenuReadError ? { outcome: error.code } : { outcome: 'other error' as const, error },
  )
  const result = await Promise.race([read, hang])
  clearTimeout(timer)
  return result
}

type Case = { index: number; type: FileType; seedFile: number }

function listCases(): Case[] {
  const cases: Case[] = []
  for (const type of Object.keys(SHARE) as FileType[]) {
    const count = Math.round(FUZZ_COUNT * SHARE[type])
    for (let n = 0; n < count; n++)
      cases.push({ index: cases.length, type, seedFile: n % seeds[type].length })
  }
  return cases
}

describe('mutated PDFs, PNGs and JPEGs', () => {
  it(`each of ${FUZZ_COUNT} ends in a menu or a MenuReadError, in bounded time`, {
    timeout: 30_000 + FUZZ_COUNT * 45,
  }, async () => {
    const tally: Record<FileType, Partial<Record<Outcome, number>>> = { pdf: {}, png: {}, jpeg: {} }
    const failures: string[] = []
    const startedAt = performance.now()
    const run = async (cases: Case[]) => {
      for (const { index, type, seedFile } of cases) {
        const bytes = mutate(seeds[type][seedFile]!, mulberry32(FUZZ_SEED * 1_000_003 + index), type)
        const { outcome, error } = await readBroken(bytes)
        tally[type][outcome] = (tally[type][outcome] ?? 0) + 1
        if (outcome === 'other error' || outcome === 'hang') {
          failures.push(`case ${index} (${type}, seed file ${seedFile}): ${outcome} ${error}`)
        }
      }
    }
    // Two lanes, one per core: pdfjs parses on this thread while sharp decodes pictures on its own threads.
    const cases = listCases()
    await Promise.all([
      run(cases.filter((c) => c.type === 'pdf')),
      run(cases.filter((c) => c.type !== 'pdf')),
    ])
    if (process.env.FUZZ_REPORT) {
      const seconds = Math.round((performance.now() - startedAt) / 100) / 10
      console.warn(JSON.stringify({ seconds, renders: budget.renders, ocrPages: budget.ocrPages, tally }))
    }
    expect(failures).toEqual([])
    if (FUZZ_COUNT < 1000) return
    // The corpus must reach past the first checks: some files still read, others fail deep inside.
    for (const type of Object.keys(tally) as FileType[]) {
      expect(tally[type].damaged_file, `${type}: ${JSON.stringify(tally[type])}`).toBeGreaterThan(0)
    }
    expect(tally.pdf.menu).toBeGreaterThan(0)
    expect(tally.jpeg.menu).toBeGreaterThan(0)
    expect(budget.renders).toBeLessThan(0)
    expect(budget.ocrPages).toBeLessThan(0)
  })
})
