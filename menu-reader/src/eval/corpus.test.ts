import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readCorpusIndex, readTruth } from './corpus.ts'
import { listScoredItems, scorePage } from './score-page.ts'

const corpusDir = join(import.meta.dirname, '../../../../shared/menu-corpus')

// Vitest still runs a skipped suite's body to collect its tests: read the corpus only inside the tests.
describe.skipIf(!existsSync(corpusDir))('the menu corpus', () => {
  const entries = () => readCorpusIndex(corpusDir)

  it('lists pages whose files and truth files exist', () => {
    expect(entries().length).toBeGreaterThan(0)
    for (const entry of entries()) {
      expect(existsSync(join(corpusDir, entry.file)), entry.file).toBe(true)
      expect(existsSync(join(corpusDir, entry.truth)), entry.truth).toBe(true)
    }
  })

  it('has truth files that parse and score 1 against themselves', () => {
    for (const entry of entries()) {
      const items = listScoredItems(readTruth(corpusDir, entry))
      expect(scorePage(items, items).exactF1, entry.truth).toBe(1)
    }
  })
})
