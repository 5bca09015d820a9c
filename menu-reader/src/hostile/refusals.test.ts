// docs/product-spec.md §9, for untrusted uploads: a file we will not read is refused with the MenuReadError
// code the server turns into a message; the limits are checked before any decoding. No test here needs OCR.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MAX_FILE_BYTES } from '../input/limits.ts'
import { mulberry32 } from '../numbers/mulberry32.ts'
import { readMenu } from '../read-menu.ts'
import { makeJpegBomb, makePngBomb } from './make-image.ts'
import { makePdf } from './make-pdf.ts'
import { outcomeOf } from './outcome.ts'

const MENU = ['Casa Pepe', 'Entrantes', 'Tortilla de patatas 8.50', 'Croquetas caseras 7.00', 'Flan 4.50']
const text = (value: string) => new TextEncoder().encode(value)

describe('files that are not a PDF, JPEG or PNG', () => {
  it('refuses a GIF, a WebP and a TIFF: pictures, but not JPEG or PNG', async () => {
    const picture = sharp({ create: { width: 32, height: 32, channels: 3, background: '#c00' } })
    for (const format of ['gif', 'webp', 'tiff'] as const) {
      const bytes = new Uint8Array(await picture.clone().toFormat(format).toBuffer())
      expect(await outcomeOf(bytes, { fileName: `menu.${format}` }), format).toBe('unsupported_type')
    }
  })

  it('goes by the bytes, not the name: an HTML page called menu.pdf is refused', async () => {
    const page = text('<!DOCTYPE html><html><body><h1>Menú</h1><p>%PDF in the text</p></body></html>')
    expect(await outcomeOf(page, { fileName: 'menu.pdf' })).toBe('unsupported_type')
  })

  it('refuses random bytes', async () => {
    const random = mulberry32(7)
    const bytes = Uint8Array.from({ length: 4096 }, () => Math.floor(random() * 256))
    expect(await outcomeOf(bytes, { fileName: 'menu.jpg' })).toBe('unsupported_type')
  })

  it('refuses an empty file as empty, whatever its name', async () => {
    expect(await outcomeOf(new Uint8Array(0), { fileName: 'menu.pdf' })).toBe('empty_file')
  })
})

describe('the 15 MB limit', () => {
  it('refuses a file over 15 MB without reading a byte of it', async () => {
    const touched: PropertyKey[] = []
    const bytes = new Uint8Array(MAX_FILE_BYTES + 1)
    bytes.set(text('%PDF-1.7\n'))
    const watched = new Proxy(bytes, {
      get(target, key) {
        if (key !== 'length') touched.push(key)
        const value = Reflect.get(target, key, target)
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
    const progress: unknown[] = []
    const outcome = await outcomeOf(watched, { onProgress: (step) => progress.push(step) })
    expect(outcome).toBe('file_too_large')
    expect(touched).toEqual([])
    expect(progress).toEqual([])
  })

  it('reads a file of exactly 15 MB (this one is then found damaged, not too large)', async () => {
    const bytes = new Uint8Array(MAX_FILE_BYTES)
    bytes.set([0xff, 0xd8, 0xff]) // a JPEG's first bytes, then nothing
    expect(await outcomeOf(bytes)).toBe('damaged_file')
  })
})

describe('the 40-megapixel limit', () => {
  it('refuses a PNG of 74 bytes declaring 10000×10000 pixels from its header, before decoding', async () => {
    const bomb = makePngBomb(10_000, 10_000)
    expect(bomb.length).toBeLessThan(100)
    const startedAt = performance.now()
    // A decoder would have found the pixel data missing (damaged_file) after allocating 300 MB.
    expect(await outcomeOf(bomb)).toBe('too_many_pixels')
    expect(performance.now() - startedAt).toBeLessThan(1000)
  })

  it('refuses a JPEG whose frame header declares 10000×10000 pixels', async () => {
    expect(await outcomeOf(await makeJpegBomb(10_000, 10_000))).toBe('too_many_pixels')
  })

  it('counts pixels, not sides: 8000×5000 is allowed, 8000×5001 is not', async () => {
    expect(await outcomeOf(makePngBomb(8000, 5000))).toBe('damaged_file') // allowed, then found short
    expect(await outcomeOf(makePngBomb(8000, 5001))).toBe('too_many_pixels')
  })
})

describe('the 20-page limit', () => {
  it('reads a PDF of 20 pages and refuses one of 21', async () => {
    const pages = (count: number) => makePdf({ pages: Array.from({ length: count }, () => MENU) })
    const twenty = await readMenu(pages(20))
    const pagesRead = twenty.sections.flatMap((section) => section.items.map((item) => item.source.page))
    expect(Math.max(...pagesRead)).toBe(20)
    await expect(readMenu(pages(21))).rejects.toMatchObject({
      name: 'MenuReadError',
      code: 'too_many_pages',
    })
  })
})

describe('encrypted PDFs', () => {
  const encrypted = (userPassword: string) =>
    makePdf({ pages: [MENU], encrypt: { userPassword, ownerPassword: 'owner' } })

  it('refuses a PDF that needs a password to open', async () => {
    expect(await outcomeOf(encrypted('secret'))).toBe('encrypted_pdf')
  })

  it('reads a PDF encrypted with an empty user password, as any PDF viewer opens it', async () => {
    const menu = await readMenu(encrypted(''))
    expect(JSON.stringify(menu.sections)).toContain('Tortilla de patatas')
  })

  it('refuses a PDF locked by a handler pdfjs does not know (certificates, a broken dictionary)', async () => {
    const source = Buffer.from(encrypted('secret')).toString('latin1')
    const certificate = source.replace('/Filter /Standard', '/Filter /Adobe.PubSec')
    const broken = source.replace('/V 1 /R 2', '/V 5 /R 6')
    expect(await outcomeOf(Buffer.from(certificate, 'latin1'))).toBe('encrypted_pdf')
    expect(await outcomeOf(Buffer.from(broken, 'latin1'))).toBe('encrypted_pdf')
  })
})
