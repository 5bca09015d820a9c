import Papa from 'papaparse'
import { CLIENT_IMPORT_LIMITS, CSV_DELIMITERS } from '../client-import.schema.ts'
import { CsvFileError } from './csv-file-error.ts'

export type CsvDelimiter = (typeof CSV_DELIMITERS)[number]

/** A data row: its cells as written, and the line of the file it starts on (the first line is 1). */
export type CsvRow = { line: number; cells: string[] }

export type ParsedCsv = { delimiter: CsvDelimiter; headers: string[]; rows: CsvRow[] }

/**
 * The delimiter that splits the header line into the most columns. The header is where the choice is safest
 * (names of columns hold no commas, while "Pérez, Ana" in a `;` file does); papaparse's own guess, which
 * weighs the first rows, is thrown off by such cells and by empty lines. A one-column file says `,`.
 */
function guessDelimiter(text: string): CsvDelimiter {
  let best: { delimiter: CsvDelimiter; columns: number } = { delimiter: ',', columns: 1 }
  for (const delimiter of CSV_DELIMITERS) {
    const header = Papa.parse<string[]>(text, { delimiter, preview: 1, skipEmptyLines: 'greedy' }).data[0]
    const columns = header?.length ?? 0
    if (columns > best.columns) best = { delimiter, columns }
  }
  return best.delimiter
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '')
const countLineBreaks = (text: string) => text.split('\n').length - 1

// A header cell that is a client's e-mail or phone, not a column's name: the file has no header row.
const isDataCell = (cell: string) =>
  /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(cell) ||
  (/^[\d\s().+-]+$/.test(cell) && cell.replace(/\D/g, '').length >= 7)

/**
 * Splits a CSV text into its header and data rows: `,`, `;` or tab (see `guessDelimiter`), RFC 4180 quotes,
 * line breaks of any system. Empty lines are skipped, and each row keeps the line it starts on in the file,
 * counting the lines a quoted cell with a line break spans, so a refusal can name the line the owner sees.
 * Throws `CsvFileError`: `noHeader` (nothing, or a first line of data), `noRows` (a header only),
 * `tooManyRows` (more than `CLIENT_IMPORT_LIMITS.rows`; reading stops there), `unclosedQuote`,
 * `tooManyColumns` (a header of more than `CLIENT_IMPORT_LIMITS.columns`).
 */
export function parseCsvText(text: string): ParsedCsv {
  const normalised = text.replace(/\r\n?/g, '\n')
  const delimiter = guessDelimiter(normalised)
  let headers = null as string[] | null
  const rows: CsvRow[] = []
  let cursor = 0
  let line = 1
  let isTooLong = false
  let unclosedAt: number | null = null
  Papa.parse<string[]>(normalised, {
    delimiter,
    newline: '\n',
    step: (result, parser) => {
      const rowLine = line
      const end = result.meta.cursor
      line += countLineBreaks(normalised.slice(cursor, end))
      cursor = end
      if (result.errors.some((error) => error.code === 'MissingQuotes')) unclosedAt = rowLine
      if (isBlank(result.data)) return
      if (!headers) headers = result.data.map((cell) => cell.trim())
      else rows.push({ line: rowLine, cells: result.data })
      if (rows.length > CLIENT_IMPORT_LIMITS.rows) {
        isTooLong = true
        parser.abort()
      }
    },
  })
  if (isTooLong) throw new CsvFileError('tooManyRows')
  if (unclosedAt !== null) throw new CsvFileError('unclosedQuote', unclosedAt)
  if (!headers || headers.some(isDataCell)) throw new CsvFileError('noHeader')
  if (headers.length > CLIENT_IMPORT_LIMITS.columns) throw new CsvFileError('tooManyColumns')
  if (rows.length === 0) throw new CsvFileError('noRows')
  return { delimiter, headers, rows }
}
