import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ManifestRow } from '../eval/real-corpus-manifest.ts'
import { makePdf } from '../hostile/make-pdf.ts'
import { buildRealCorpus } from './real-corpus-pages.ts'

function hasQpdf(): boolean {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

// A repository copy as the search tool's fetch leaves it (owner+name/repo), holding a picture and a
// three-page PDF at one commit; the truth files beside the manifest.
let root: string
let commit: string
const picture = Buffer.from('not really a JPEG, but bytes the builder copies as they are')
const pdf = makePdf({ pages: [['Uno'], ['Dos', 'Tortilla 8,50'], ['Tres']] })
let webp: Buffer

beforeAll(async () => {
  webp = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
    .webp()
    .toBuffer()
  root = mkdtempSync(join(tmpdir(), 'real-corpus-test-'))
  const work = join(root, 'mirrors', 'casa+carta', 'repo')
  mkdirSync(join(work, 'img'), { recursive: true })
  writeFileSync(join(work, 'img', 'carta.jpg'), picture)
  writeFileSync(join(work, 'carta.pdf'), pdf)
  writeFileSync(join(work, 'img', 'carta.webp'), webp)
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', work, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args])
  git('init', '-q')
  git('add', '.')
  git('commit', '-qm', 'carta')
  commit = execFileSync('git', ['-C', work, 'rev-parse', 'HEAD']).toString().trim()
  mkdirSync(join(root, 'truth'))
  for (const id of ['es_casa_carta_p1', 'es_casa_carta_p2', 'es_casa_foto_p1']) {
    writeFileSync(join(root, 'truth', `${id}.truth.json`), '{"restaurantName":"","sections":[]}')
  }
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

function row(overrides: Partial<ManifestRow>): ManifestRow {
  return {
    id: 'es_casa_foto_p1',
    kind: 'photo',
    lang: 'es',
    repo: 'casa/carta',
    commit,
    path: 'img/carta.jpg',
    page: 1,
    licence: 'none stated',
    extension: 'jpg',
    sha256: sha256(picture),
    ...overrides,
  }
}

describe('buildRealCorpus', () => {
  it('writes a picture as it is at its commit, with its truth and an index entry', async () => {
    const out = join(root, 'out-picture')
    const outcomes = await buildRealCorpus([row({})], join(root, 'mirrors'), join(root, 'truth'), out)
    expect(outcomes).toEqual([{ id: 'es_casa_foto_p1', built: true }])
    expect(readFileSync(join(out, 'es_casa_foto_p1.jpg'))).toEqual(picture)
    expect(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'))).toEqual([
      {
        file: 'es_casa_foto_p1.jpg',
        truth: 'es_casa_foto_p1.truth.json',
        kind: 'photo',
        lang: 'es',
        source: 'casa/carta',
      },
    ])
  })

  it('leaves out, and says why, a page whose repository, file or bytes are not the recorded ones', async () => {
    const out = join(root, 'out-missing')
    const outcomes = await buildRealCorpus(
      [
        row({ repo: 'otra/casa' }),
        row({ id: 'es_casa_carta_p1', path: 'img/otra.jpg' }),
        row({ id: 'es_casa_carta_p2', sha256: '0'.repeat(64) }),
      ],
      join(root, 'mirrors'),
      join(root, 'truth'),
      out,
    )
    expect(outcomes).toEqual([
      { id: 'es_casa_foto_p1', built: false, reason: 'no-copy' },
      { id: 'es_casa_carta_p1', built: false, reason: 'no-file' },
      { id: 'es_casa_carta_p2', built: false, reason: 'changed' },
    ])
    expect(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'))).toEqual([])
  })

  it('writes a WebP picture as a PNG of the same pixels, which the reader takes', async () => {
    const out = join(root, 'out-webp')
    const webpRow = row({
      kind: 'digital-image',
      path: 'img/carta.webp',
      extension: 'webp',
      sha256: sha256(webp),
    })
    expect(await buildRealCorpus([webpRow], join(root, 'mirrors'), join(root, 'truth'), out)).toEqual([
      { id: 'es_casa_foto_p1', built: true },
    ])
    expect(await sharp(join(out, 'es_casa_foto_p1.png')).metadata()).toMatchObject({
      format: 'png',
      width: 40,
      height: 30,
    })
    expect(JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'))).toEqual([
      expect.objectContaining({ file: 'es_casa_foto_p1.png' }),
    ])
  })

  it.skipIf(!hasQpdf())('cuts a PDF down to the recorded page', async () => {
    const out = join(root, 'out-pdf')
    const pdfRow = row({
      id: 'es_casa_carta_p2',
      kind: 'pdf-text',
      path: 'carta.pdf',
      page: 2,
      extension: 'pdf',
      sha256: sha256(pdf),
    })
    expect(await buildRealCorpus([pdfRow], join(root, 'mirrors'), join(root, 'truth'), out)).toEqual([
      { id: 'es_casa_carta_p2', built: true },
    ])
    const page = readFileSync(join(out, 'es_casa_carta_p2.pdf'), 'latin1')
    expect(page.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
  })
})
