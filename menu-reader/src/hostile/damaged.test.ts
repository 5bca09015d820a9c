// An upload is untrusted input: a damaged file (cut short, or built to exhaust the reader) ends in
// damaged_file or in a menu of what could be read, quietly and in bounded time.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { closeMenuReader, MenuReadError, readMenu } from '../read-menu.ts'
import { makeTextImage } from './make-image.ts'
import { makeImageBombPdf, makePdf } from './make-pdf.ts'
import { outcomeOf } from './outcome.ts'

const MENU = ['Casa Pepe', 'Entrantes', 'Tortilla de patatas 8.50', 'Croquetas caseras 7.00', 'Flan 4.50']
const CUTS = [0.1, 0.25, 0.5, 0.75, 0.9, 0.99]

const cut = (bytes: Uint8Array, fraction: number) => bytes.subarray(0, Math.floor(bytes.length * fraction))

afterEach(() => {
  vi.restoreAllMocks()
})

describe('files cut short', () => {
  it('refuses a PNG cut anywhere after its signature as damaged', async () => {
    const png = await makeTextImage('png', MENU)
    for (const fraction of [...CUTS, 33 / png.length /* signature and header only */]) {
      expect(await outcomeOf(cut(png, fraction)), `cut at ${fraction}`).toBe('damaged_file')
    }
  })

  it('refuses a JPEG cut anywhere after its first bytes as damaged', async () => {
    const jpeg = await makeTextImage('jpeg', MENU)
    for (const fraction of CUTS) {
      expect(await outcomeOf(cut(jpeg, fraction)), `cut at ${fraction}`).toBe('damaged_file')
    }
  })

  it('refuses a PDF cut before its last page as damaged', async () => {
    const pdf = makePdf({ pages: [MENU, MENU] })
    for (const fraction of [0.02, ...CUTS.slice(0, 4)]) {
      expect(await outcomeOf(cut(pdf, fraction)), `cut at ${fraction}`).toBe('damaged_file')
    }
  })

  it('still reads a PDF that lost only its cross-reference table, as viewers do', async () => {
    const pdf = makePdf({ pages: [MENU] })
    const xref = Buffer.from(pdf).lastIndexOf('xref')
    const menu = await readMenu(pdf.subarray(0, xref))
    expect(JSON.stringify(menu.sections)).toContain('Tortilla de patatas')
  })
})

describe('files built to exhaust the reader', () => {
  it('draws a page painting a 400-megapixel image (an 800-byte PDF) without decoding the image', async () => {
    const bomb = makeImageBombPdf(20_000, 20_000)
    expect(bomb.length).toBeLessThan(1000)
    // Decoding it took 24 s on a laptop; skipped, the page renders blank in about a second.
    const menu = await readMenu(bomb, { timeLimitMs: 20_000 })
    expect(menu.sections).toEqual([])
  }, 30_000)
})

describe('quiet', () => {
  it('lets pdfjs print nothing while it repairs a damaged PDF', async () => {
    const log = vi.spyOn(console, 'log')
    const warn = vi.spyOn(console, 'warn')
    const write = vi.spyOn(process.stdout, 'write')
    const pdf = makePdf({ pages: [MENU] })
    const xref = Buffer.from(pdf).lastIndexOf('xref')
    await readMenu(pdf.subarray(0, xref)) // pdfjs warns "Indexing all PDF objects" at its default verbosity
    await expect(readMenu(cut(pdf, 0.5))).rejects.toThrow(MenuReadError)
    expect([...log.mock.calls, ...warn.mock.calls, ...write.mock.calls]).toEqual([])
  })
})

afterAll(async () => {
  await closeMenuReader()
})
