import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makePdf } from '#menu-reader/hostile/make-pdf.ts'
import { analysisPrefix } from './analysis-files.ts'
import { MENU_READER_MODULE } from './analysis-pool.ts'
import type { MenuAnalysis } from './menu-analysis.schema.ts'
import { PICTURE_LONG_SIDE } from './page-pictures.ts'
import { createAnalysesApp, followEvents, get, upload } from './test-analyses.ts'

// The jobs with menu-reader itself in the workers: real files in, real menus and page pictures out. One
// photo is read by OCR (a few seconds); the rest are text PDFs, read in milliseconds.

const FIXTURES = join(import.meta.dirname, '../../../../menu-reader/fixtures/rendered')
const MENU = ['Casa Pepe', 'Entrantes', 'Tortilla de patatas 8.50', 'Croquetas caseras 7.00', 'Flan 4.50']

let app: FastifyInstance

beforeAll(async () => {
  app = await createAnalysesApp({
    config: { menuWorkers: 1, menuQueueLimit: 8 },
    analyses: { readerModule: MENU_READER_MODULE },
  })
})
afterAll(async () => {
  await app.close()
})

async function analyse(bytes: Uint8Array, name: string): Promise<MenuAnalysis> {
  const response = await upload(app, bytes, {}, name)
  expect(response.statusCode).toBe(202)
  const last = (await followEvents(app, response.json().id)).at(-1)
  if (!last) throw new Error('The stream sent no event')
  return last
}

/** The page's picture, checked to show the page in the proportions its boxes are measured in. */
async function expectPicture(analysis: MenuAnalysis, number: number) {
  const page = analysis.result?.pages.find((candidate) => candidate.number === number)
  expect(page?.image).toBe(`/api/menu-analyses/${analysis.id}/pages/${number}`)
  const response = await get(app, page?.image ?? '')
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('image/webp')
  expect(response.headers['cache-control']).toMatch(/^private/)
  const { width = 0, height = 0, format } = await sharp(response.rawPayload).metadata()
  expect(format).toBe('webp')
  expect(Math.max(width, height)).toBeLessThanOrEqual(PICTURE_LONG_SIDE)
  expect(width / height).toBeCloseTo((page?.width ?? 0) / (page?.height ?? 1), 2)
}

describe('with menu-reader in the workers', () => {
  it('reads a text PDF into sections and items, with each page’s size in points and its picture', async () => {
    const analysis = await analyse(
      makePdf({ pages: [MENU, ['Postres', 'Flan de la casa 4.50']] }),
      'carta.pdf',
    )
    expect(analysis.status).toBe('done')
    const names = analysis.result?.sections.flatMap((section) => section.items.map((item) => item.name))
    expect(names).toEqual(expect.arrayContaining(['Tortilla de patatas', 'Croquetas caseras']))
    expect(analysis.result?.pages.map(({ number, width, height }) => [number, width, height])).toEqual([
      [1, 595, 842],
      [2, 595, 842],
    ])
    await expectPicture(analysis, 1)
    await expectPicture(analysis, 2)
    // The file itself is not kept once read; its pictures are, for the review screen.
    const kept = await app.files.list(analysisPrefix(analysis.id))
    expect(kept.map(({ key }) => key.split('/').at(-1)).sort()).toEqual(['page-1.webp', 'page-2.webp'])
  })

  it('reads a phone photo by OCR, its picture upright in the proportions of its boxes', async () => {
    const photo = await readFile(join(FIXTURES, 'menu-001-photo.jpg'))
    const analysis = await analyse(photo, 'foto.jpg')
    expect(analysis.status).toBe('done')
    const items = analysis.result?.sections.flatMap((section) => section.items) ?? []
    expect(items.length).toBeGreaterThan(3)
    const [page] = analysis.result?.pages ?? []
    for (const item of items) {
      expect(item.source.page).toBe(1)
      expect(item.source.box.x1).toBeLessThanOrEqual(page?.width ?? 0)
      expect(item.source.box.y1).toBeLessThanOrEqual(page?.height ?? 0)
    }
    await expectPicture(analysis, 1)
  }, 30_000)

  it('fails a PDF cut short with a clear code instead of crashing, and reads the next file', async () => {
    const pdf = makePdf({ pages: [MENU, MENU] })
    const damaged = await analyse(pdf.subarray(0, Math.floor(pdf.length * 0.5)), 'cortado.pdf')
    expect(damaged).toMatchObject({ status: 'failed', error: { code: 'damaged_file' } })
    const locked = makePdf({ pages: [MENU], encrypt: { userPassword: 'secret', ownerPassword: 'owner' } })
    expect(await analyse(locked, 'clave.pdf')).toMatchObject({
      status: 'failed',
      error: {
        code: 'encrypted_pdf',
        message: 'El PDF está protegido con contraseña. Súbelo sin protección.',
      },
    })
    expect((await analyse(makePdf({ pages: [MENU] }), 'carta.pdf')).status).toBe('done')
  })
})

describe('stopping menu-reader at the time limit', () => {
  let hurried: FastifyInstance
  beforeAll(async () => {
    hurried = await createAnalysesApp({
      config: { menuWorkers: 1 },
      // Well under a photo's read (about 3 s on a quiet 2-core machine, longer on a busy one), and well over
      // what a new worker needs to find a damaged PDF even on a busy one: at 300 ms a loaded CI run timed the
      // damaged PDF out too, before the worker had started.
      analyses: { readerModule: MENU_READER_MODULE, timeLimitMs: 1500 },
    })
  })
  afterAll(async () => {
    await hurried.close()
  })

  it('stops a photo mid-read (a thread stopped inside ONNX Runtime would abort the server) and goes on', async () => {
    const photo = await readFile(join(FIXTURES, 'menu-002-photo.jpg'))
    const { id } = (await upload(hurried, photo, {}, 'foto.jpg')).json()
    expect((await followEvents(hurried, id)).at(-1)?.error?.code).toBe('timed_out')
    const { id: next } = (await upload(hurried, Buffer.from('%PDF-1.4 not really'), {}, 'x.pdf')).json()
    expect((await followEvents(hurried, next)).at(-1)?.error?.code).toBe('damaged_file')
  })
})
