// The words of a file's pages as the reader's first stages give them (PDF text layer or OCR), kept on disk so
// that collecting training lines and scoring the layout again need not read every picture again (1–3 s each).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PageWords } from '../geometry/word.ts'
import { sniffFileType } from '../input/sniff-type.ts'
import { readPages } from '../read-pages.ts'

const SOURCE = join(import.meta.dirname, '..')
/** Where cached pages go: the repository's .tmp (never committed), or MENU_PAGE_CACHE. */
export const PAGE_CACHE_DIR = process.env.MENU_PAGE_CACHE ?? join(SOURCE, '../..', '.tmp/page-words')

// The stages that make words: a change to any of them makes every cached page stale.
const WORD_STAGES = ['input', 'image', 'pdf', 'text-lines', 'geometry']

let stagesHash: string | undefined

function hashWordStages(): string {
  if (stagesHash) return stagesHash
  const hash = createHash('sha1')
  for (const folder of WORD_STAGES) {
    const dir = join(SOURCE, folder)
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(readFileSync(join(dir, name)))
    }
  }
  hash.update(readFileSync(join(SOURCE, 'read-pages.ts')))
  stagesHash = hash.digest('hex')
  return stagesHash
}

const cachePath = (bytes: Uint8Array) =>
  join(PAGE_CACHE_DIR, `${createHash('sha1').update(bytes).update(hashWordStages()).digest('hex')}.json`)

/** Whether a file's pages are in the cache already. */
export const isCached = (bytes: Uint8Array) => existsSync(cachePath(bytes))

/** The pages' words of a menu file's bytes (PDF, JPEG or PNG), from the cache when they were read before. */
export async function readCachedPages(bytes: Uint8Array): Promise<PageWords[]> {
  const cached = cachePath(bytes)
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as PageWords[]
  const fileType = sniffFileType(bytes)
  if (!fileType) throw new Error('not a PDF, JPEG or PNG')
  const pages = await readPages(bytes, fileType, undefined, () => {})
  mkdirSync(PAGE_CACHE_DIR, { recursive: true })
  writeFileSync(cached, JSON.stringify(pages))
  return pages
}
