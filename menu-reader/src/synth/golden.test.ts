// Golden files: the reader on menus this generator rendered (menu-reader/fixtures/rendered, made with
// `npm run menu:fixtures -- menu-reader/fixtures/rendered --count 4 --sized 4 --seed 3 --compact`, the photos
// and scans of sized-002 and sized-004 left out to keep the repository small), scored as the
// corpus README scores. The floors are what the reader scored when the files were made, less a margin:
// they catch a regression; raise them as the reader improves.
//
// `npm test` reads a sample: every text PDF (a few hundred milliseconds each) and, of the pictures and scans
// (several seconds each, through OCR), one menu of plain prices and one of sizes per kind. The whole set, 28
// pages, is `npm run menu:golden` (MENU_GOLDEN=all); `npm run menu:eval -- menu-reader/fixtures/rendered`
// prints its scores per page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type CorpusEntry, readCorpusIndex, readTruth } from '../eval/corpus.ts'
import { listScoredItems, scorePage } from '../eval/score-page.ts'
import { listVariantItems, scoreVariants, type VariantScore, variantRates } from '../eval/score-variants.ts'
import { closeMenuReader, readMenu } from '../read-menu.ts'

const dir = join(import.meta.dirname, '../../fixtures/rendered')

const isWholeSet = process.env.MENU_GOLDEN === 'all'
/** The menus whose pictures and scans the sample reads: one of plain prices, one of sizes. */
const SAMPLED_MENUS = ['menu-004', 'sized-003']

function isInSample(entry: CorpusEntry): boolean {
  return entry.kind === 'pdf-text' || SAMPLED_MENUS.some((menu) => entry.file.startsWith(`${menu}-`))
}

/**
 * Mean exact-item F1 per kind, at least. On the whole set the reader scores 0.856 (digital), 0.947 (text PDF),
 * 0.876 (photo) and 0.865 (scan), the menus of sizes included; on the sample 0.879, 0.947, 0.905 and 0.904
 * (`npm run menu:eval -- menu-reader/fixtures/rendered --verbose`). Floors 0.05 lower.
 */
const FLOORS: Record<string, { all: number; sample: number }> = {
  'digital-image': { all: 0.8, sample: 0.83 },
  'pdf-text': { all: 0.89, sample: 0.89 },
  photo: { all: 0.82, sample: 0.85 },
  'pdf-scan': { all: 0.81, sample: 0.85 },
}

/**
 * Variant F1 over the items of several prices (menu:eval's multi F1), per kind, at least, on the menus of
 * sizes: on the whole set the reader scores 0.967 (digital), 0.956 (text PDF), 1.000 (photo) and 1.000 (scan);
 * on the sample 1.000, 0.956, 1.000 and 1.000. Floors 0.05 lower.
 */
const VARIANT_FLOORS: Record<string, { all: number; sample: number }> = {
  'digital-image': { all: 0.91, sample: 0.95 },
  'pdf-text': { all: 0.9, sample: 0.9 },
  photo: { all: 0.95, sample: 0.95 },
  'pdf-scan': { all: 0.95, sample: 0.95 },
}

const floorOf = (floors: { all: number; sample: number }) => (isWholeSet ? floors.all : floors.sample)

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
  const entries = readCorpusIndex(dir).filter((entry) => isWholeSet || isInSample(entry))
  afterAll(closeMenuReader)

  it.each(Object.entries(FLOORS).map(([kind, floors]) => [kind, floorOf(floors)] as const))(
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

  it.each(Object.entries(VARIANT_FLOORS).map(([kind, floors]) => [kind, floorOf(floors)] as const))(
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
