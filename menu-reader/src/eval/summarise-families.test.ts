import { describe, expect, it } from 'vitest'
import type { PageScore } from './score-page.ts'
import type { PageResult } from './summarise.ts'
import { ALL, summariseFamilies } from './summarise-families.ts'

const score = (exactF1: number) => ({ exactF1 }) as PageScore

function page(kind: string, family: string | undefined, exactF1: number): PageResult {
  return {
    file: `${family}-${kind}`,
    kind,
    ...(family === undefined ? {} : { family }),
    seconds: 1,
    error: null,
    peakRssMb: 100,
    score: score(exactF1),
  }
}

describe('summariseFamilies', () => {
  const results = [
    page('pdf-text', 'board', 1),
    page('photo', 'board', 0.4),
    page('photo', 'board', 0.6),
    page('pdf-text', 'centred', 0.5),
    page('photo', undefined, 0),
  ]
  const table = summariseFamilies(results)

  it('gives one row per family in order of first appearance, then all, over the pages that name a family', () => {
    expect(table.kinds).toEqual(['pdf-text', 'photo'])
    expect(table.rows.map((row) => [row.family, row.pages])).toEqual([
      ['board', 3],
      ['centred', 1],
      [ALL, 4],
    ])
  })

  it('averages exact-item F1 per family and kind, each page weighing the same; null where there is no page', () => {
    const [board, centred, all] = table.rows
    expect(board!.byKind).toEqual({ 'pdf-text': 1, photo: 0.5 })
    expect(board!.all).toBeCloseTo(2 / 3, 10)
    expect(centred!.byKind).toEqual({ 'pdf-text': 0.5, photo: null })
    expect(all!.byKind['photo']).toBeCloseTo(0.5, 10)
    expect(all!.all).toBeCloseTo(2.5 / 4, 10)
  })

  it('has no rows when no page names a family', () => {
    expect(summariseFamilies([page('photo', undefined, 1)]).rows).toEqual([])
  })
})
