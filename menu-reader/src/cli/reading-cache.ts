// The words of a corpus's pages kept in one JSON file, so that measuring rules that come after the words
// (layout, review flags) need not read every picture again (2–3 s each). Keyed by the file's name and bytes;
// a change to the stages that make words is not seen: --fresh reads everything again.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { PageWords } from '../geometry/word.ts'
import { sniffFileType } from '../input/sniff-type.ts'
import { readPages } from '../read-pages.ts'

type CachedReadings = Record<string, { sha1: string; pages: PageWords[] }>

/** Page words by file, read once and kept in `path`; `isFresh` ignores what is kept. */
export function openReadingCache(path: string, isFresh: boolean) {
  const cached: CachedReadings = !isFresh && existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {}
  let isChanged = false
  return {
    /** The words of every page of a file (PDF, JPEG or PNG bytes), read now when not kept. */
    async readPages(file: string, bytes: Uint8Array): Promise<PageWords[]> {
      const sha1 = createHash('sha1').update(bytes).digest('hex')
      const kept = cached[file]
      if (kept?.sha1 === sha1) return kept.pages
      const fileType = sniffFileType(bytes)
      if (!fileType) throw new Error(`${file} is not a PDF, JPEG or PNG`)
      const pages = await readPages(bytes, fileType, undefined, () => {})
      cached[file] = { sha1, pages }
      isChanged = true
      return pages
    },
    /** Writes the cache when a file was read. */
    save() {
      if (!isChanged) return
      mkdirSync(dirname(path), { recursive: true })
      writeFileSync(path, JSON.stringify(cached))
    },
  }
}
