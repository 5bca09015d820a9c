import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { UsageError } from './args.ts'
import {
  type BenchRead,
  chooseWarmUpFile,
  countPages,
  formatImagePages,
  isImageRead,
  listBenchFiles,
  parseBenchArgs,
  runBench,
  summariseBench,
  summariseImagePages,
} from './bench-corpus.ts'
import type { MenuReader } from './read-files.ts'
import { menuOf } from './test-menus.ts'

const root = mkdtempSync(join(tmpdir(), 'bench-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

function makeDir(name: string, files: Record<string, string>): string {
  const dir = join(root, name)
  mkdirSync(dir)
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dir, file), text)
  return dir
}

describe('parseBenchArgs', () => {
  it('uses the default directory and one run when given nothing', () => {
    expect(parseBenchArgs([], '/default')).toEqual({
      dir: '/default',
      isDefaultDir: true,
      runs: 1,
      isFresh: false,
    })
  })

  it('reads a directory, --runs and --fresh', () => {
    expect(parseBenchArgs(['/menus', '--runs', '3', '--fresh'], '/default')).toEqual({
      dir: '/menus',
      isDefaultDir: false,
      runs: 3,
      isFresh: true,
    })
  })

  it('reads --threads, the cores each inference uses', () => {
    expect(parseBenchArgs(['--threads', '1'], '/default')).toMatchObject({ threads: 1 })
  })

  it.each([[['--runs', '0']], [['/a', '/b']], [['--fast']], [['--threads', '0']]])('refuses %j', (args) => {
    expect(() => parseBenchArgs(args, '/default')).toThrow(UsageError)
  })
})

describe('listBenchFiles', () => {
  it('lists the PDFs and images of a folder without index.json by name, with a kind from the extension', () => {
    const dir = makeDir('plain', { 'b.PNG': '', 'a.pdf': '', 'notes.txt': '', 'c.jpeg': '' })
    expect(listBenchFiles(dir)).toEqual([
      { file: 'a.pdf', kind: 'pdf' },
      { file: 'b.PNG', kind: 'image' },
      { file: 'c.jpeg', kind: 'image' },
    ])
  })

  it('takes the files and kinds of index.json when there is one', () => {
    const index = [{ file: 'x.jpg', truth: 'x.truth.json', kind: 'photo', lang: 'es' }]
    const dir = makeDir('indexed', { 'index.json': JSON.stringify(index), 'y.jpg': '' })
    expect(listBenchFiles(dir)).toEqual([{ file: 'x.jpg', kind: 'photo' }])
  })
})

describe('chooseWarmUpFile', () => {
  it('prefers an image, which loads the text-reading models', () => {
    const files = [
      { file: 'a.pdf', kind: 'pdf-text' },
      { file: 'b.jpg', kind: 'photo' },
    ]
    expect(chooseWarmUpFile(files)).toEqual({ file: 'b.jpg', kind: 'photo' })
  })

  it('falls back to the first file, and to none for no files', () => {
    expect(chooseWarmUpFile([{ file: 'a.pdf', kind: 'pdf' }])?.file).toBe('a.pdf')
    expect(chooseWarmUpFile([])).toBeUndefined()
  })
})

describe('countPages', () => {
  it('is the highest page an item came from, or 1 with no items', () => {
    expect(
      countPages(
        menuOf([
          { name: 'a', price: '', page: 1 },
          { name: 'b', price: '', page: 3 },
        ]),
      ),
    ).toBe(3)
    expect(countPages(menuOf([]))).toBe(1)
  })
})

describe('runBench', () => {
  it('reads the warm-up file once untimed, then every file once per run', async () => {
    const dir = makeDir('runs', { 'a.pdf': 'bytes', 'b.jpg': 'bytes' })
    const calls: string[] = []
    const reader: MenuReader = async (_bytes, options) => {
      calls.push(options?.fileName ?? '')
      return menuOf([{ name: 'x', price: '1', page: 2 }])
    }
    const files = [
      { file: 'a.pdf', kind: 'pdf' },
      { file: 'b.jpg', kind: 'image' },
    ]
    const { coldStart, reads } = await runBench(dir, files, 2, reader)
    expect(calls).toEqual(['b.jpg', 'a.pdf', 'b.jpg', 'a.pdf', 'b.jpg'])
    expect(coldStart?.file).toBe('b.jpg')
    expect(reads.map((read) => [read.file, read.pages, read.isPdf, read.isRead])).toEqual([
      ['a.pdf', 2, true, true],
      ['b.jpg', 2, true, true],
      ['a.pdf', 2, true, true],
      ['b.jpg', 2, true, true],
    ])
  })

  it('reads nothing untimed without a warm-up', async () => {
    const dir = makeDir('no-warm-up', { 'b.jpg': 'bytes' })
    const calls: string[] = []
    const reader: MenuReader = async (_bytes, options) => {
      calls.push(options?.fileName ?? '')
      return menuOf([])
    }
    const { coldStart, reads } = await runBench(
      dir,
      [{ file: 'b.jpg', kind: 'photo' }],
      1,
      reader,
      () => {},
      false,
    )
    expect(calls).toEqual(['b.jpg'])
    expect(coldStart).toBeUndefined()
    expect(reads).toHaveLength(1)
  })
})

describe('summariseBench', () => {
  const read = (file: string, kind: string, seconds: number, pages = 1, isPdf = false): BenchRead => ({
    file,
    kind,
    seconds,
    pages,
    isPdf,
    isRead: true,
    peakRssMb: 100 * seconds,
  })

  it('gives per kind the files, median and worst seconds, seconds per PDF page and peak RSS', () => {
    const [pdf, photo, overall] = summariseBench([
      read('a.pdf', 'pdf-text', 1, 2, true),
      read('b.pdf', 'pdf-text', 3, 1, true),
      read('c.jpg', 'photo', 5),
      { ...read('d.jpg', 'photo', 2), isRead: false },
    ])
    expect(pdf).toEqual({
      kind: 'pdf-text',
      files: 2,
      reads: 2,
      failed: 0,
      medianSeconds: 2,
      worstSeconds: 3,
      secondsPerPdfPage: 4 / 3,
      peakRssMb: 300,
    })
    expect(photo).toMatchObject({
      files: 2,
      failed: 1,
      medianSeconds: 3.5,
      worstSeconds: 5,
      secondsPerPdfPage: null,
    })
    expect(overall).toMatchObject({
      kind: 'overall',
      files: 4,
      reads: 4,
      worstSeconds: 5,
      secondsPerPdfPage: 4 / 3,
    })
  })

  it('counts a file read in several runs once in files and every time in reads', () => {
    const [kind] = summariseBench([read('a.jpg', 'photo', 1), read('a.jpg', 'photo', 2)])
    expect(kind).toMatchObject({ files: 1, reads: 2 })
  })
})

describe('summariseImagePages', () => {
  const read = (
    kind: string,
    seconds: number,
    pages: number,
    isPdf: boolean,
    peakRssMb = 500,
  ): BenchRead => ({
    file: `${kind}-${seconds}`,
    kind,
    seconds,
    pages,
    isPdf,
    isRead: true,
    peakRssMb,
  })

  it('counts images and scanned PDFs as image pages, never text PDFs', () => {
    expect(isImageRead(read('photo', 1, 1, false))).toBe(true)
    expect(isImageRead(read('image', 1, 1, false))).toBe(true)
    expect(isImageRead(read('pdf-scan', 1, 1, true))).toBe(true)
    expect(isImageRead(read('pdf-text', 1, 1, true))).toBe(false)
    expect(isImageRead(read('pdf', 1, 1, true))).toBe(false)
  })

  it('gives the median and worst seconds per page and the peak RSS of the image reads', () => {
    const summary = summariseImagePages([
      read('photo', 1.2, 1, false, 600),
      read('pdf-scan', 3, 2, true, 650),
      read('digital-image', 2, 1, false, 620),
      read('pdf-text', 0.1, 1, true, 900),
    ])
    expect(summary).toEqual({
      reads: 3,
      pages: 4,
      medianSecondsPerPage: 1.5,
      worstSecondsPerPage: 2,
      peakRssMb: 650,
    })
    expect(formatImagePages(summary!)).toBe(
      'Image pages (photos, digital images, scanned PDFs): 3 reads of 4 pages, median 1.50 s/page, ' +
        'worst 2.00 s/page, peak RSS 650 MB',
    )
  })

  it('is undefined for a bench of text PDFs only', () => {
    expect(summariseImagePages([read('pdf-text', 0.1, 1, true)])).toBeUndefined()
  })
})
