// Scores by layout family (decision 047): which kinds of layout the reader reads and which it does not, so
// that a change that helps one family and hurts another shows. Generated pages name their family in
// index.json.
import { mean } from '../numbers/mean.ts'
import type { PageResult } from './summarise.ts'

/** The row and column name of every family's or every kind's pages together. */
export const ALL = 'all'

/** One family's mean exact-item F1 per kind (null where it has no page of that kind) and over its pages. */
export type FamilyRow = { family: string; pages: number; byKind: Record<string, number | null>; all: number }

export type FamilyTable = { kinds: string[]; rows: FamilyRow[] }

/**
 * Per family × kind, the mean exact-item F1 of its pages (each page weighs the same), families and kinds in
 * order of first appearance, then an `all` row over every page that has a family. Pages without a family are
 * left out; no rows when none has one.
 */
export function summariseFamilies(results: readonly PageResult[]): FamilyTable {
  const placed = results.filter((result) => result.family !== undefined)
  const kinds = [...new Set(placed.map((result) => result.kind))]
  const families = [...new Set(placed.map((result) => result.family!))]
  const row = (family: string, pages: readonly PageResult[]): FamilyRow => {
    const byKind: Record<string, number | null> = {}
    for (const kind of kinds) {
      const ofKind = pages.filter((page) => page.kind === kind)
      byKind[kind] = ofKind.length === 0 ? null : mean(ofKind.map((page) => page.score.exactF1))
    }
    return { family, pages: pages.length, byKind, all: mean(pages.map((page) => page.score.exactF1)) }
  }
  if (placed.length === 0) return { kinds, rows: [] }
  return {
    kinds,
    rows: [
      ...families.map((family) =>
        row(
          family,
          placed.filter((result) => result.family === family),
        ),
      ),
      row(ALL, placed),
    ],
  }
}
