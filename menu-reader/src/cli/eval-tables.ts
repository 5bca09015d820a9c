// The tables menu:eval prints besides the per-kind one: the standard sets side by side, and exact-item F1
// per layout family × kind.

import { OVERALL, type ScoreSummary } from '../eval/summarise.ts'
import { ALL, type FamilyTable } from '../eval/summarise-families.ts'
import { formatNumber, formatTable } from './format-table.ts'

/** A set's per-kind summaries, or null when the set was skipped (not there and not makeable). */
export type SetColumn = { title: string; summaries: readonly ScoreSummary[] | null }

const triple = (summary: ScoreSummary | undefined) =>
  summary === undefined
    ? '—'
    : [summary.exactF1, summary.foundF1, summary.priceAccuracy]
        .map((value) => formatNumber(value, 3))
        .join(' / ')

/**
 * One row per kind (in order of first appearance over the sets, overall last), one column per set:
 * exact-item F1 / found-item F1 / price accuracy, '—' where a set has no page of the kind or was skipped.
 */
export function formatSetsTable(columns: readonly SetColumn[]): string {
  const kinds = [
    ...new Set(
      columns
        .flatMap((column) => (column.summaries ?? []).map((summary) => summary.kind))
        .filter((kind) => kind !== OVERALL),
    ),
    OVERALL,
  ]
  return formatTable(
    ['kind', ...columns.map((column) => `${column.title} (exact / found / price)`)],
    kinds.map((kind) => [
      kind,
      ...columns.map((column) => triple(column.summaries?.find((summary) => summary.kind === kind))),
    ]),
    ['left', ...columns.map(() => 'right' as const)],
  )
}

/** Exact-item F1 per family (rows, `all` last) and kind (columns, then `all`); '—' where a family has no page of a kind. */
export function formatFamilyTable(table: FamilyTable): string {
  return formatTable(
    ['family', 'pages', ...table.kinds, ALL],
    table.rows.map((row) => [
      row.family,
      String(row.pages),
      ...table.kinds.map((kind) => formatNumber(row.byKind[kind] ?? null, 3)),
      formatNumber(row.all, 3),
    ]),
  )
}
