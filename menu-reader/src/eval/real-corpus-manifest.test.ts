import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TruthMenuSchema } from './corpus.ts'
import { isHeldBack, MANIFEST_HEADER, parseManifest, readManifest } from './real-corpus-manifest.ts'

const CORPUS = join(import.meta.dirname, '..', '..', 'real-corpus')
const rows = readManifest(join(CORPUS, 'manifest.tsv'))

const GOOD_ROW = [
  'es_casa_carta_p2',
  'pdf-text',
  'es',
  'casa/carta',
  'a'.repeat(40),
  'docs/carta.pdf',
  '2',
  'MIT',
  'pdf',
  'b'.repeat(64),
].join('\t')

describe('parseManifest', () => {
  it('reads a page per line under the header', () => {
    expect(parseManifest(`${MANIFEST_HEADER}\n${GOOD_ROW}\n`)).toEqual([
      expect.objectContaining({ id: 'es_casa_carta_p2', page: 2, repo: 'casa/carta' }),
    ])
  })

  it('refuses a missing header, a short line and an unknown kind, naming the line', () => {
    expect(() => parseManifest(GOOD_ROW)).toThrow(/first line/)
    expect(() => parseManifest(`${MANIFEST_HEADER}\n${GOOD_ROW.split('\t').slice(0, 9).join('\t')}`)).toThrow(
      /line 2/,
    )
    expect(() => parseManifest(`${MANIFEST_HEADER}\n${GOOD_ROW.replace('pdf-text', 'scan')}`)).toThrow(
      /line 2/,
    )
  })

  it('knows the held-back sources whatever their case', () => {
    expect(isHeldBack('rafenden/PDF-menu-extractor')).toBe(true)
    expect(isHeldBack('casa/carta')).toBe(false)
  })
})

describe('the committed real corpus', () => {
  it('names each page once, never from a held-back source, at most four pages a source', () => {
    const ids = rows.map((row) => row.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(rows.filter((row) => isHeldBack(row.repo)).map((row) => row.repo)).toEqual([])
    const pagesOf = new Map<string, number>()
    for (const row of rows)
      pagesOf.set(row.repo.toLowerCase(), (pagesOf.get(row.repo.toLowerCase()) ?? 0) + 1)
    expect([...pagesOf].filter(([, pages]) => pages > 4).map(([repo]) => repo)).toEqual([])
  })

  it('has a truth in the corpus format for every page, and no truth without a page', () => {
    const truthDir = join(CORPUS, 'truth')
    const truths = existsSync(truthDir)
      ? readdirSync(truthDir).filter((name) => name.endsWith('.truth.json'))
      : []
    expect(truths.sort()).toEqual(rows.map((row) => `${row.id}.truth.json`).sort())
    for (const row of rows) {
      const path = join(CORPUS, 'truth', `${row.id}.truth.json`)
      expect(existsSync(path), path).toBe(true)
      const truth = TruthMenuSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
      const items = truth.sections.flatMap((section) => section.items)
      expect(items.length, `${row.id} has no item`).toBeGreaterThan(0)
    }
  })
})
