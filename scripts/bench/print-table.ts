import type { Result } from 'autocannon'

/** Prints rows as a markdown table, the first row its header, each column as wide as its widest cell. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`)
    if (index === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  }
}

/** A run's errors cell: 4xx and 5xx answers by status, and failed or timed-out sockets. */
export function describeErrors(result: Result): string {
  const bad = result['4xx'] + result['5xx'] + result.errors + result.timeouts
  if (bad === 0) return '0'
  const statuses = Object.entries(result.statusCodeStats)
    .filter(([status]) => Number(status) >= 400)
    .map(([status, { count }]) => `${count}× ${status}`)
  const sockets = result.errors + result.timeouts > 0 ? [`${result.errors + result.timeouts} socket`] : []
  return `${bad} (${[...statuses, ...sockets].join(', ')})`
}
