// Rebuilds the real corpus's pages (menu-reader/real-corpus/manifest.tsv) from local copies of their
// repositories: each page's file taken at its commit, checked against its SHA-256, a PDF cut down to the one
// page, then written beside its truth with an index.json, in the corpus format `menu:eval` reads.
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import type { CorpusEntry } from '../eval/corpus.ts'
import type { ManifestRow } from '../eval/real-corpus-manifest.ts'

/**
 * Where a repository's git directory may sit under `mirrors`: as the search tool's fetch leaves it
 * (`owner+name/repo`, with or without a work tree) or as a plain clone (`owner/name`).
 */
export function gitDirCandidates(mirrors: string, repo: string): string[] {
  const [owner = '', name = ''] = repo.split('/')
  const fetched = join(mirrors, `${owner}+${name}`, 'repo')
  const cloned = join(mirrors, owner, name)
  return [join(fetched, '.git'), fetched, join(cloned, '.git'), cloned]
}

function findGitDir(mirrors: string, repo: string): string | undefined {
  return gitDirCandidates(mirrors, repo).find((dir) => existsSync(join(dir, 'HEAD')))
}

export type PageOutcome =
  | { id: string; built: true }
  | { id: string; built: false; reason: 'no-copy' | 'no-file' | 'changed' | 'no-page' }

/** The bytes of a file at a commit, or undefined when that copy lacks the commit or the file. */
function fileAtCommit(gitDir: string, row: ManifestRow): Buffer | undefined {
  try {
    return execFileSync('git', ['--git-dir', gitDir, 'cat-file', 'blob', `${row.commit}:${row.path}`], {
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return undefined
  }
}

/** One page of a PDF as a PDF of its own (qpdf, Debian's package `qpdf`). */
function cutPdfPage(bytes: Buffer, page: number, into: string): boolean {
  const work = mkdtempSync(join(tmpdir(), 'real-corpus-'))
  try {
    const whole = join(work, 'whole.pdf')
    writeFileSync(whole, bytes)
    execFileSync('qpdf', ['--empty', '--pages', whole, String(page), '--', into], { stdio: 'ignore' })
    return true
  } catch {
    return false
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * The page file's name: a WebP picture becomes a PNG, as an owner would send it (the reader, like the
 * product, takes PDF, JPEG and PNG only); the pixels are the same.
 */
export function pageFileName(row: ManifestRow): string {
  return `${row.id}.${row.extension === 'webp' ? 'png' : row.extension}`
}

/** Builds one page into `out` beside its truth; says why not when it cannot. */
export async function buildPage(
  row: ManifestRow,
  mirrors: string,
  truthDir: string,
  out: string,
): Promise<PageOutcome> {
  const gitDir = findGitDir(mirrors, row.repo)
  if (!gitDir) return { id: row.id, built: false, reason: 'no-copy' }
  const bytes = fileAtCommit(gitDir, row)
  if (!bytes) return { id: row.id, built: false, reason: 'no-file' }
  if (createHash('sha256').update(bytes).digest('hex') !== row.sha256) {
    return { id: row.id, built: false, reason: 'changed' }
  }
  const file = join(out, pageFileName(row))
  if (row.extension === 'pdf') {
    if (!cutPdfPage(bytes, row.page, file)) return { id: row.id, built: false, reason: 'no-page' }
  } else if (row.extension === 'webp') await sharp(bytes).png().toFile(file)
  else writeFileSync(file, bytes)
  copyFileSync(join(truthDir, `${row.id}.truth.json`), join(out, `${row.id}.truth.json`))
  return { id: row.id, built: true }
}

/** Builds every page it can, writes index.json for those, and answers each page's outcome. */
export async function buildRealCorpus(
  rows: ManifestRow[],
  mirrors: string,
  truthDir: string,
  out: string,
): Promise<PageOutcome[]> {
  mkdirSync(out, { recursive: true })
  const outcomes: PageOutcome[] = []
  for (const row of rows) outcomes.push(await buildPage(row, mirrors, truthDir, out))
  const built = new Set(outcomes.filter((outcome) => outcome.built).map((outcome) => outcome.id))
  const index: CorpusEntry[] = rows
    .filter((row) => built.has(row.id))
    .map((row) => ({
      file: pageFileName(row),
      truth: `${row.id}.truth.json`,
      kind: row.kind,
      lang: row.lang,
      source: row.repo,
    }))
  writeFileSync(join(out, 'index.json'), `${JSON.stringify(index, null, 2)}\n`)
  return outcomes
}
