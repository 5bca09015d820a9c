import { type ClientCountryCode, DEFAULT_CLIENT_COUNTRY } from '../client-countries.ts'
import type { ColumnMapping, RefusedRow } from '../client-import.schema.ts'
import { checkColumnMapping, guessColumnMapping } from './column-mapping.ts'
import { type CsvEncoding, decodeCsvBytes } from './decode-csv.ts'
import { mergeDuplicateRows } from './merge-duplicate-rows.ts'
import { type CsvDelimiter, parseCsvText } from './parse-csv.ts'
import { type ImportedClient, readClientRow } from './read-client-row.ts'

/** How many data rows the preview shows. */
export const PREVIEW_ROWS = 5

/**
 * A CSV file read as clients, before anything is compared with the clients already kept: how it was read,
 * its header and first rows (each as wide as the header), the mapping used, how many data rows it has, its
 * people once each (`mergeDuplicateRows`) with how many rows were folded into others, and the rows refused.
 */
export type ClientsCsvReading = {
  encoding: CsvEncoding
  delimiter: CsvDelimiter
  headers: string[]
  mapping: ColumnMapping
  sample: string[][]
  rows: number
  clients: ImportedClient[]
  merged: number
  refused: RefusedRow[]
}

const widen = (cells: string[], width: number) => Array.from({ length: width }, (_, at) => cells[at] ?? '')

/**
 * How to read a file: the owner's mapping (else one is guessed from the headers), and the country a national
 * phone number is read with when its row names none (the business's; Colombia unless given).
 */
export type ClientsCsvOptions = { mapping?: ColumnMapping; fallbackCountry?: ClientCountryCode }

/**
 * Reads a client list's bytes: decoded (`decodeCsvBytes`), split (`parseCsvText`), mapped by the owner's
 * mapping (checked against the header: `checkColumnMapping`) or one guessed from the headers, each row read
 * (`readClientRow`) and duplicates merged. Throws `CsvFileError` when the file as a whole cannot be read.
 * A guessed mapping may lack a name column, so the preview can show the file and let the owner choose one:
 * then every row is refused for its name, and the import itself refuses the mapping.
 */
export function readClientsCsv(
  bytes: Uint8Array,
  { mapping: ownerMapping, fallbackCountry = DEFAULT_CLIENT_COUNTRY }: ClientsCsvOptions = {},
): ClientsCsvReading {
  const { text, encoding } = decodeCsvBytes(bytes)
  const { delimiter, headers, rows } = parseCsvText(text)
  const mapping = ownerMapping ? checkColumnMapping(ownerMapping, headers) : guessColumnMapping(headers)
  const accepted: ImportedClient[] = []
  const refused: RefusedRow[] = []
  for (const row of rows) {
    const read = readClientRow(row.cells, mapping, row.line, fallbackCountry)
    if (read.client) accepted.push(read.client)
    else refused.push(read.refusal)
  }
  const { clients, merged } = mergeDuplicateRows(accepted)
  return {
    encoding,
    delimiter,
    headers,
    mapping,
    sample: rows.slice(0, PREVIEW_ROWS).map((row) => widen(row.cells, headers.length)),
    rows: rows.length,
    clients,
    merged,
    refused,
  }
}
