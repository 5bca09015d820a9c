import { describe, expect, it } from 'vitest'
import { OVERALL, type ScoreSummary } from '../eval/summarise.ts'
import { formatFamilyTable, formatSetMenuTable, formatSetsTable } from './eval-tables.ts'

const summary = (kind: string, exactF1: number, foundF1: number, priceAccuracy: number | null) =>
  ({ kind, exactF1, foundF1, priceAccuracy }) as ScoreSummary

describe('formatSetsTable', () => {
  const table = formatSetsTable([
    { title: 'own fixtures', summaries: [summary('photo', 0.8, 0.9, 1), summary(OVERALL, 0.8, 0.9, 1)] },
    {
      title: 'left-out families',
      summaries: [
        summary('pdf-text', 0.5, 0.75, null),
        summary('photo', 0.25, 0.5, 0.5),
        summary(OVERALL, 0.4, 0.6, 0.5),
      ],
    },
    { title: 'real corpus', summaries: null },
  ])
  const rows = table.split('\n')

  it('puts the sets side by side, one row per kind and overall last', () => {
    expect(rows[0]).toMatch(/^kind\s+own fixtures \(exact \/ found \/ price\)\s+left-out families/)
    expect(rows.slice(2).map((row) => row.split(/\s{2,}/)[0])).toEqual(['photo', 'pdf-text', OVERALL])
  })

  it('prints exact / found / price per set, and a dash where a set has no such page or was skipped', () => {
    expect(rows[2]).toMatch(/^photo\s+0\.800 \/ 0\.900 \/ 1\.000\s+0\.250 \/ 0\.500 \/ 0\.500\s+—$/)
    expect(rows[3]).toMatch(/^pdf-text\s+—\s+0\.500 \/ 0\.750 \/ —\s+—$/)
  })
})

describe('formatFamilyTable', () => {
  it('prints a row per family with its pages, F1 per kind and over all', () => {
    const text = formatFamilyTable({
      kinds: ['pdf-text', 'photo'],
      rows: [
        { family: 'board', pages: 2, byKind: { 'pdf-text': 1, photo: 0.5 }, all: 0.75 },
        { family: 'all', pages: 2, byKind: { 'pdf-text': 1, photo: null }, all: 0.75 },
      ],
    })
    const rows = text.split('\n')
    expect(rows[0]).toMatch(/^family\s+pages\s+pdf-text\s+photo\s+all$/)
    expect(rows[2]).toMatch(/^board\s+2\s+1\.000\s+0\.500\s+0\.750$/)
    expect(rows[3]).toMatch(/^all\s+2\s+1\.000\s+—\s+0\.750$/)
  })
})

describe('formatSetMenuTable', () => {
  const withSetMenus = (kind: string, setMenuPages: number, inventedSetMenus: number) =>
    ({
      ...summary(kind, 0.9, 0.95, 1),
      setMenuPages,
      setMenuF1: setMenuPages > 0 ? 0.875 : null,
      setMenuMenusF1: setMenuPages > 0 ? 1 : null,
      setMenuCoursesF1: setMenuPages > 0 ? 0.5 : null,
      setMenuChoicesF1: setMenuPages > 0 ? 0.8 : null,
      setMenuPricesF1: setMenuPages > 0 ? 1 : null,
      setMenuIncludesF1: null,
      inventedSetMenus,
    }) as ScoreSummary

  it('prints the set-menu figures of the kinds whose truth records set menus beside their plain figures', () => {
    const text = formatSetMenuTable([withSetMenus('photo', 3, 0), withSetMenus(OVERALL, 3, 1)])
    const rows = text.split('\n')
    expect(rows[1]).toMatch(/^kind\s+set-menu pages\s+set-menu F1\s+menus F1/)
    expect(rows[3]).toMatch(
      /^photo\s+3\s+0\.875\s+1\.000\s+0\.500\s+0\.800\s+1\.000\s+—\s+0\.900\s+0\.950\s+1\.000$/,
    )
    expect(rows.at(-1)).toBe('Set menus read on pages whose truth records none: 1.')
  })

  it('prints nothing for a corpus of plain menus read as plain menus, and the count when set menus were invented', () => {
    expect(formatSetMenuTable([withSetMenus(OVERALL, 0, 0)])).toBe('')
    expect(formatSetMenuTable([withSetMenus(OVERALL, 0, 2)])).toBe(
      'Set menus read on pages whose truth records none: 2.',
    )
  })
})
