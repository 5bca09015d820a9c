/**
 * What makes a spreadsheet read a cell as a formula: `=`, `+`, `-`, `@`, and a tab or carriage return before
 * them (OWASP, "CSV Injection"). A name like `=HYPERLINK("http://x","y")` would otherwise run when the owner
 * opens the export.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** A cell the export writes: one a spreadsheet would run gets a leading `'`, so it shows as typed. */
export function neutraliseFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell
}

/**
 * A cell the import reads: the `'` that `neutraliseFormula` added is taken off again, so an exported file
 * re-imports to the same clients. A `'` before anything else is the owner's and stays.
 */
export function undoFormulaNeutralising(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell
}
