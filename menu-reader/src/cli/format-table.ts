/** A number with a fixed count of decimals, or '—' when there is no value (null or NaN). */
export function formatNumber(value: number | null, decimals: number): string {
  return value === null || Number.isNaN(value) ? '—' : value.toFixed(decimals)
}

export type Alignment = 'left' | 'right'

/**
 * A plain-text table under a rule, two spaces between columns; by default the first column is left-aligned and
 * the others (numbers) right-aligned.
 */
export function formatTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  alignments: readonly Alignment[] = header.map((_, column) => (column === 0 ? 'left' : 'right')),
): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const formatRow = (row: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = row[column] ?? ''
        return alignments[column] === 'left' ? cell.padEnd(width) : cell.padStart(width)
      })
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [formatRow(header), rule, ...rows.map(formatRow)].join('\n')
}
