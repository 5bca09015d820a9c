/** Prints rows as a markdown table, the first row its header, each column as wide as its widest cell. */
export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`)
    if (index === 0) console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`)
  }
}
