import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { CorpusEntry } from '../eval/corpus.ts'
import { UsageError } from './args.ts'
import { evaluateCorpus, parseEvalArgs, selectEntries } from './eval-corpus.ts'
import type { MenuReader } from './read-files.ts'
import { menuOf } from './test-menus.ts'

const entry = (file: string, kind: string): CorpusEntry => ({
  file,
  truth: file.replace(/\.\w+$/, '.truth.json'),
  kind,
  lang: 'es',
})

describe('parseEvalArgs', () => {
  it('reads the directory and every option', () => {
    expect(
      parseEvalArgs([
        '/corpus',
        '--kind',
        'photo',
        '--family',
        'board',
        '--limit',
        '3',
        '--json',
        '/tmp/out.json',
        '--verbose',
      ]),
    ).toEqual({
      dir: '/corpus',
      kind: 'photo',
      family: 'board',
      limit: 3,
      jsonPath: '/tmp/out.json',
      isVerbose: true,
    })
  })

  it('reads no directory as the three standard sets', () => {
    expect(parseEvalArgs(['--kind', 'photo'])).toMatchObject({ dir: undefined, kind: 'photo' })
  })

  it.each([
    [['/a', '/b']],
    [['/corpus', '--limit', '0']],
    [['/corpus', '--limit', 'all']],
    [['/corpus', '--kinds', 'photo']],
  ])('refuses %j', (args) => {
    expect(() => parseEvalArgs(args)).toThrow(UsageError)
  })
})

describe('selectEntries', () => {
  const entries = [entry('a.jpg', 'photo'), entry('b.pdf', 'pdf-text'), entry('c.jpg', 'photo')]

  it('keeps the pages of a kind, in order, up to the limit', () => {
    expect(selectEntries(entries, { kind: 'photo' }).map((e) => e.file)).toEqual(['a.jpg', 'c.jpg'])
    expect(selectEntries(entries, { limit: 2 }).map((e) => e.file)).toEqual(['a.jpg', 'b.pdf'])
    expect(selectEntries(entries, { kind: 'photo', limit: 1 }).map((e) => e.file)).toEqual(['a.jpg'])
  })

  it('refuses a kind the corpus does not have, naming those it has', () => {
    expect(() => selectEntries(entries, { kind: 'scan' })).toThrow('the kinds are photo, pdf-text')
  })

  it('keeps the pages of a family, and names the families when asked for one it does not have', () => {
    const placed = [
      { ...entry('a.jpg', 'photo'), family: 'board' },
      { ...entry('b.pdf', 'pdf-text'), family: 'centred' },
      { ...entry('c.jpg', 'photo'), family: 'board' },
    ]
    expect(selectEntries(placed, { family: 'board' }).map((e) => e.file)).toEqual(['a.jpg', 'c.jpg'])
    expect(selectEntries(placed, { family: 'board', kind: 'pdf-text' })).toEqual([])
    expect(() => selectEntries(placed, { family: 'size-table' })).toThrow('the families are board, centred')
    expect(() => selectEntries(entries, { family: 'board' })).toThrow('its pages name no family')
  })
})

describe('evaluateCorpus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'menu-eval-'))
  const truth = (items: { name: string; price: string }[]) =>
    JSON.stringify({ restaurantName: '', lang: 'es', currency: 'EUR', sections: [{ name: 'Tapas', items }] })
  writeFileSync(join(dir, 'good.truth.json'), truth([{ name: 'Croquetas', price: '8,50 €' }]))
  writeFileSync(join(dir, 'bad.truth.json'), truth([{ name: 'Flan', price: '4' }]))
  writeFileSync(join(dir, 'good.jpg'), 'bytes')
  writeFileSync(join(dir, 'bad.pdf'), 'bytes')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  const reader: MenuReader = async (_bytes, options) => {
    if (options?.fileName === 'bad.pdf') throw new Error('damaged')
    return menuOf([{ name: 'CROQUETAS', price: '8.50' }], 'TAPAS')
  }

  it('reads the pages in order, scores each, and counts a page that throws as nothing predicted', async () => {
    const seen: string[] = []
    const results = await evaluateCorpus(
      dir,
      [entry('good.jpg', 'photo'), entry('bad.pdf', 'pdf-scan')],
      reader,
      (r) => seen.push(r.file),
    )
    expect(seen).toEqual(['good.jpg', 'bad.pdf'])
    expect(results[0]).toMatchObject({
      kind: 'photo',
      error: null,
      score: { exactF1: 1, sectionAccuracy: 1 },
    })
    expect(results[1]).toMatchObject({
      kind: 'pdf-scan',
      error: 'damaged',
      score: { trueItems: 1, predictedItems: 0, exactF1: 0 },
    })
    expect(results[1]!.peakRssMb).toBeGreaterThan(0)
  })

  it('carries a page’s family into its result', async () => {
    const [result] = await evaluateCorpus(dir, [{ ...entry('good.jpg', 'photo'), family: 'board' }], reader)
    expect(result!.family).toBe('board')
  })

  it('fails before reading anything when a truth file is missing', async () => {
    let reads = 0
    const counting: MenuReader = async (bytes, options) => {
      reads++
      return reader(bytes, options)
    }
    await expect(
      evaluateCorpus(dir, [entry('good.jpg', 'photo'), entry('none.jpg', 'photo')], counting),
    ).rejects.toThrow('none.truth.json')
    expect(reads).toBe(0)
  })
})
