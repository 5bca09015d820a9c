import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { ReadMenuOptions } from '../types.ts'
import { type MenuReader, readMenuFile, readMenuFiles } from './read-files.ts'
import { menuOf } from './test-menus.ts'

const dir = mkdtempSync(join(tmpdir(), 'menu-read-'))
const PNG_HEADER = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
writeFileSync(join(dir, 'carta.png'), new Uint8Array([...PNG_HEADER, 1, 2]))
writeFileSync(join(dir, 'damaged.pdf'), '%PDF-1.7 nothing else')
afterAll(() => rmSync(dir, { recursive: true, force: true }))

// Names the menu after the file it was given, so the order of the output shows; throws for damaged.pdf.
const fakeReader: MenuReader = async (bytes: Uint8Array, options?: ReadMenuOptions) => {
  if (options?.fileName === 'damaged.pdf') throw new Error('The PDF is damaged.')
  return {
    ...menuOf([{ name: options?.fileName ?? '', price: `${bytes.length}` }]),
    restaurantName: 'Casa Pepe',
  }
}

describe('readMenuFile', () => {
  it('hands readMenu a plain Uint8Array and the file name', async () => {
    let received: { isBuffer: boolean; fileName: string | undefined } | undefined
    await readMenuFile(join(dir, 'carta.png'), async (bytes, options) => {
      received = { isBuffer: Buffer.isBuffer(bytes), fileName: options?.fileName }
      return menuOf([])
    })
    expect(received).toEqual({ isBuffer: false, fileName: 'carta.png' })
  })

  it('gives a missing file a failed menu: no sections, size 0, type unknown, the error', async () => {
    const reading = await readMenuFile(join(dir, 'missing.jpg'), fakeReader)
    expect(reading.isRead).toBe(false)
    expect(reading.menu).toMatchObject({
      restaurantName: '',
      currency: '',
      sections: [],
      metadata: { confidence: 0, fileSize: 0, fileType: '', fileName: 'missing.jpg' },
    })
    expect(reading.menu.metadata.errors).toEqual([expect.stringContaining('ENOENT')])
  })

  it('gives a file readMenu throws on a failed menu with its size, type and the message', async () => {
    const reading = await readMenuFile(join(dir, 'damaged.pdf'), fakeReader)
    expect(reading.isRead).toBe(false)
    expect(reading.menu.sections).toEqual([])
    expect(reading.menu.metadata).toMatchObject({
      errors: ['The PDF is damaged.'],
      fileSize: 21,
      fileType: 'pdf',
      fileName: 'damaged.pdf',
      confidence: 0,
    })
  })
})

describe('readMenuFiles', () => {
  it('writes one JSON line per file in input order, goes on after a failure, and says one failed', async () => {
    const lines: string[] = []
    const warnings: string[] = []
    const isEveryFileRead = await readMenuFiles(
      [join(dir, 'carta.png'), join(dir, 'missing.jpg'), join(dir, 'damaged.pdf'), join(dir, 'carta.png')],
      {
        readMenu: fakeReader,
        writeLine: (line) => lines.push(line),
        warn: (message) => warnings.push(message),
      },
    )
    expect(isEveryFileRead).toBe(false)
    const menus = lines.map((line) => JSON.parse(line))
    expect(menus.map((menu) => menu.metadata.fileName || menu.sections[0]?.items[0]?.name)).toEqual([
      'carta.png',
      'missing.jpg',
      'damaged.pdf',
      'carta.png',
    ])
    expect(menus[0].restaurantName).toBe('Casa Pepe')
    expect(warnings).toEqual([
      expect.stringMatching(/missing\.jpg: .*ENOENT/),
      expect.stringMatching(/damaged\.pdf: The PDF is damaged\./),
    ])
  })

  it('says every file was read when none failed', async () => {
    const isEveryFileRead = await readMenuFiles([join(dir, 'carta.png')], {
      readMenu: fakeReader,
      writeLine: () => {},
      warn: () => {},
    })
    expect(isEveryFileRead).toBe(true)
  })
})
