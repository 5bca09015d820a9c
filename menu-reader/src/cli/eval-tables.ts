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

/**
 * The set-menu figures per kind beside the plain ones of the same pages: set-menu F1 (menus, courses, dishes
 * and prices pooled) and each part's F1, what the price includes, then exact-item F1, found-item F1 and price
 * accuracy; '' when no page records set menus. Under it, the set menus read where the truth records none.
 */
export function formatSetMenuTable(summaries: readonly ScoreSummary[]): string {
  const recorded = summaries.filter((summary) => summary.setMenuPages > 0)
  const invented = summaries.find((summary) => summary.kind === OVERALL)?.inventedSetMenus ?? 0
  const note = `Set menus read on pages whose truth records none: ${invented}.`
  if (recorded.length === 0) return invented > 0 ? note : ''
  const table = formatTable(
    [
      'kind',
      'set-menu pages',
      'set-menu F1',
      'menus F1',
      'courses F1',
      'dishes F1',
      'prices F1',
      'includes F1',
      'exact F1',
      'found F1',
      'price acc',
    ],
    recorded.map((summary) => [
      summary.kind,
      String(summary.setMenuPages),
      ...[
        summary.setMenuF1,
        summary.setMenuMenusF1,
        summary.setMenuCoursesF1,
        summary.setMenuChoicesF1,
        summary.setMenuPricesF1,
        summary.setMenuIncludesF1,
        summary.exactF1,
        summary.foundF1,
        summary.priceAccuracy,
      ].map((value) => formatNumber(value, 3)),
    ]),
  )
  return `Set menus (pages whose truth records them), beside the plain figures of all the kind's pages:\n${table}\n${note}`
}
