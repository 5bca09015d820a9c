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
import { closeMenuReader, readMenu } from '../read-menu.ts'

const dir = join(import.meta.dirname, '../../fixtures/rendered')

/**
 * Mean exact-item F1 per kind, at least: the reader scores 0.595 (digital), 0.761 (text PDF), 0.539 (photo)
 * and 0.498 (scan) on these files (`npm run menu:eval -- menu-reader/fixtures/rendered`); floors 0.05 lower.
 */
const FLOORS: Record<string, number> = {
  'digital-image': 0.54,
  'pdf-text': 0.71,
  photo: 0.48,
  'pdf-scan': 0.44,
}

async function scoreEntry(entry: CorpusEntry): Promise<{ file: string; exactF1: number }> {
  const truth = listScoredItems(readTruth(dir, entry))
  const bytes = new Uint8Array(readFileSync(join(dir, entry.file)))
  const menu = await readMenu(bytes, { fileName: entry.file })
  return { file: entry.file, exactF1: scorePage(truth, listScoredItems(menu)).exactF1 }
}

// One page at a time: the text reader uses every core for one page, and other pages only wait their turn.
async function scoreAll(entries: readonly CorpusEntry[]) {
  const results: { file: string; exactF1: number }[] = []
  for (const entry of entries) results.push(await scoreEntry(entry))
  return results
}

describe('readMenu on rendered menus', () => {
  const entries = readCorpusIndex(dir)
  afterAll(closeMenuReader)

  it.each(Object.entries(FLOORS))(
    'reads %s pages with a mean exact-item F1 of at least %d',
    { timeout: 300_000 },
    async (kind, floor) => {
      const ofKind = entries.filter((entry) => entry.kind === kind)
      expect(ofKind.length).toBeGreaterThan(0)
      const results = await scoreAll(ofKind)
      const mean = results.reduce((sum, result) => sum + result.exactF1, 0) / results.length
      const perFile = results.map((result) => `${result.file} ${result.exactF1.toFixed(3)}`).join(', ')
      expect(mean, perFile).toBeGreaterThanOrEqual(floor)
    },
  )
})
