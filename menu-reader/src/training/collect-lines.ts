// The training lines: every page of a set of rendered menus (index.json and truth files, as menu:fixtures
// writes them) read up to the layout's lines, each line with its features and its true label.
import { readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { readCorpusIndex, readTruth } from '../eval/corpus.ts'
import { readLineFeatures } from '../layout/line-labels/line-features.ts'
import type { LineLabel } from '../layout/line-labels/line-label.ts'
import type { Line } from '../layout/line-text.ts'
import { readOrderedSegments } from '../layout/read-layout.ts'
import { readMenuLines } from '../layout/structure.ts'
import { createRandom } from '../synth/random.ts'
import { alignLabels } from './align-labels.ts'
import { composeMenu } from './composed-menus.ts'
import { isCached, readCachedPages } from './page-cache.ts'

/**
 * The layout family of an index entry: generator 2 names it; generator 1's plain and sized menus are two; a
 * real page (one that names its source) is "real", whatever its layout.
 */
export function familyOf(entry: { file: string; family?: unknown; source?: unknown }): string {
  if (typeof entry.family === 'string') return entry.family
  if (typeof entry.source === 'string') return 'real'
  return entry.file.startsWith('sized-') ? 'gen1-sized' : 'gen1'
}

// Crops a page is also read as, each a few lines long (1–12): menus cut short, a page's corner, the small
// composed menus of the unit tests. Every line's features are then taken against the crop alone.
const CROPS = 6
const CROP_LINES = 12

function cropPages(count: number, file: string, take: (from: number, to: number, crop: number) => void) {
  const random = createRandom([...file].reduce((hash, letter) => (hash * 31 + letter.charCodeAt(0)) >>> 0, 7))
  for (let crop = 1; crop <= CROPS && count > 0; crop++) {
    const from = random.int(0, count - 1)
    take(from, Math.min(count, from + random.int(1, CROP_LINES)), crop)
  }
}

type Source = { set: string; file: string; kind: string; family: string; source?: string }

// One JSON line per line of a page, and of the crops it is also read as.
function writePage(lines: Line[], labels: LineLabel[], source: Source, write: (row: string) => void) {
  const writeLines = (from: number, rows: number[][], crop: number) =>
    rows.forEach((row, at) => {
      const [index, line] = [from + at, lines[from + at] as Line]
      const text = { text: line.text, price: line.price, label: labels[index] }
      write(JSON.stringify({ ...source, index, crop, ...text, features: row }))
    })
  writeLines(0, readLineFeatures(lines), 0)
  cropPages(lines.length, source.file, (from, to, crop) =>
    writeLines(from, readLineFeatures(lines.slice(from, to)), crop),
  )
}

/** The lines of `count` composed menus (composed-menus.ts, seeds 1…count), family "composed". */
export function collectComposedLines(count: number, write: (row: string) => void) {
  for (let seed = 1; seed <= count; seed++) {
    const { page, truth } = composeMenu(seed)
    const lines = readMenuLines(readOrderedSegments([page]).segments)
    const source = { set: 'composed', file: `composed-${seed}`, kind: 'pdf-text', family: 'composed' }
    writePage(lines, alignLabels(lines, truth), source, write)
  }
}

/**
 * One JSON line per line of every page of a set of menus (rendered ones, or the real corpus's pages): its
 * features, its true label and where it comes from (set, file, kind, family, source, index). `onPage` hears
 * of each page read; pages from `withoutSources` are left out (the sources a by-source evaluation measures).
 */
export async function collectLines(
  dir: string,
  write: (row: string) => void,
  onPage: (count: number) => void,
  isCachedOnly = false,
  withoutSources: ReadonlySet<string> = new Set(),
) {
  const raw = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as {
    file: string
    family?: unknown
  }[]
  let count = 0
  for (const [at, entry] of readCorpusIndex(dir).entries()) {
    if (entry.source !== undefined && withoutSources.has(entry.source)) continue
    const bytes = new Uint8Array(readFileSync(join(dir, entry.file)))
    if (isCachedOnly && entry.kind !== 'pdf-text' && !isCached(bytes)) continue
    const pages = await readCachedPages(bytes)
    const lines = readMenuLines(readOrderedSegments(pages).segments)
    writePage(
      lines,
      alignLabels(lines, readTruth(dir, entry)),
      {
        set: basename(dir),
        file: entry.file,
        kind: entry.kind,
        family: familyOf(raw[at] ?? entry),
        ...(entry.source === undefined ? {} : { source: entry.source }),
      },
      write,
    )
    onPage(++count)
  }
}
