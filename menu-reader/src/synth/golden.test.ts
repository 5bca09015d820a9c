// Golden files: the reader on menus this generator rendered (menu-reader/fixtures/rendered, made with
// `npm run menu:fixtures -- menu-reader/fixtures/rendered --count 4 --sized 4 --seed 3 --compact`, the photos
// and scans of sized-002 and sized-004 left out to keep the repository small), scored as the
// corpus README scores. The floors are what the reader scored when the files were made, less a margin:
// they catch a regression; raise them as the reader improves.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type CorpusEntry, readCorpusIndex, readTruth } from '../eval/corpus.ts'
import { listScoredItems, scorePage } from '../eval/score-page.ts'
import { listVariantItems, scoreVariants, type VariantScore, variantRates } from '../eval/score-variants.ts'
import { closeMenuReader, readMenu } from '../read-menu.ts'

const dir = join(import.meta.dirname, '../../fixtures/rendered')

/**
 * Mean exact-item F1 per kind, at least: the reader scores 0.727 (digital), 0.953 (text PDF), 0.716 (photo)
 * and 0.740 (scan) on these files, the menus of sizes included (`npm run menu:eval --
 * menu-reader/fixtures/rendered`); floors 0.05 lower.
 */
const FLOORS: Record<string, number> = {
  'digital-image': 0.67,
  'pdf-text': 0.9,
  photo: 0.66,
  'pdf-scan': 0.69,
}

/**
 * Variant F1 over the items of several prices (menu:eval's multi F1), per kind, at least, on the menus of
 * sizes: the reader scores 1.000 (digital), 0.962 (text PDF), 1.000 (photo) and 0.974 (scan); floors 0.05 lower.
 */
const VARIANT_FLOORS: Record<string, number> = {
  'digital-image': 0.95,
  'pdf-text': 0.91,
  photo: 0.95,
  'pdf-scan': 0.92,
}

type EntryScore = { file: string; exactF1: number; variants: VariantScore }

async function scoreEntry(entry: CorpusEntry): Promise<EntryScore> {
  const truth = readTruth(dir, entry)
  const bytes = new Uint8Array(readFileSync(join(dir, entry.file)))
  const menu = await readMenu(bytes, { fileName: entry.file })
  return {
    file: entry.file,
    exactF1: scorePage(listScoredItems(truth), listScoredItems(menu)).exactF1,
    variants: scoreVariants(listVariantItems(truth), listVariantItems(menu)),
  }
}

// One page at a time: the text reader uses every core for one page, and other pages only wait their turn.
// Each kind is read once, for both tests.
const scored = new Map<string, Promise<EntryScore[]>>()
function scoreKind(entries: readonly CorpusEntry[], kind: string): Promise<EntryScore[]> {
  const known = scored.get(kind)
  if (known) return known
  const reading = (async () => {
    const results: EntryScore[] = []
    for (const entry of entries.filter((e) => e.kind === kind)) results.push(await scoreEntry(entry))
    return results
  })()
  scored.set(kind, reading)
  return reading
}

describe('readMenu on rendered menus', () => {
  const entries = readCorpusIndex(dir)
  afterAll(closeMenuReader)

  it.each(Object.entries(FLOORS))(
    'reads %s pages with a mean exact-item F1 of at least %d',
    { timeout: 300_000 },
    async (kind, floor) => {
      const results = await scoreKind(entries, kind)
      expect(results.length).toBeGreaterThan(0)
      const mean = results.reduce((sum, result) => sum + result.exactF1, 0) / results.length
      const perFile = results.map((result) => `${result.file} ${result.exactF1.toFixed(3)}`).join(', ')
      expect(mean, perFile).toBeGreaterThanOrEqual(floor)
    },
  )

  it.each(Object.entries(VARIANT_FLOORS))(
    'reads the sizes of the items of %s pages of sizes with a variant F1 of at least %d',
    { timeout: 300_000 },
    async (kind, floor) => {
      const results = (await scoreKind(entries, kind)).filter((result) => result.file.startsWith('sized-'))
      expect(results.length).toBeGreaterThan(0)
      const sum = (count: (score: VariantScore) => number) =>
        results.reduce((total, result) => total + count(result.variants), 0)
      const { f1 } = variantRates(
        sum((v) => v.multiMatched),
        sum((v) => v.multiTrue),
        sum((v) => v.multiPredicted),
      )
      const perFile = results
        .map((result) => `${result.file} ${result.variants.multiMatched}/${result.variants.multiTrue}`)
        .join(', ')
      expect(f1, perFile).toBeGreaterThanOrEqual(floor)
    },
  )
})
