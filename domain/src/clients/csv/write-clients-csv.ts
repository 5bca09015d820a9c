import { calendarDayAt, calendarDayText } from '../../reservations/calendar-day.ts'
import type { Client } from '../client.schema.ts'
import { formatClientPhone } from '../client-phone.ts'
import { neutraliseFormula } from './csv-formula.ts'
import { type CsvLanguage, countryName, statusWord } from './csv-words.ts'

export type ExportedClient = Pick<
  Client,
  'nombreCompleto' | 'telefono' | 'email' | 'pais' | 'estado' | 'ultimaVisita' | 'visitas' | 'notas'
>

export type ClientsCsvOptions = { language: CsvLanguage; timeZone: string }

/** The export's headers, in the owner's language; `guessColumnMapping` maps them back. */
const HEADERS: Record<CsvLanguage, string[]> = {
  es: [
    'Nombre completo',
    'Teléfono',
    'Correo electrónico',
    'País',
    'Estado',
    'Última visita',
    'Visitas',
    'Notas',
  ],
  en: ['Full name', 'Phone', 'Email', 'Country', 'Status', 'Last visit', 'Visits', 'Notes'],
}

/**
 * Excel set to Spanish or Latin American locales splits a CSV on `;` (their decimal separator is the comma),
 * English ones on `,`: each owner's file opens in columns with a double click.
 */
export const EXPORT_DELIMITER: Record<CsvLanguage, ';' | ','> = { es: ';', en: ',' }

const BOM = '\uFEFF'
const CRLF = '\r\n'

/**
 * A phone as the export writes it: the international form the client list shows ("+57 300 123 4567",
 * `formatClientPhone`), whose prefix says the country to whoever reads the file and whose spaces keep a
 * spreadsheet from reading it as a number; its leading "+" gets the formula guard's `'` like any other cell.
 */
export function exportedPhone(telefono: string, pais: string): string {
  return formatClientPhone(telefono, pais)
}

/** A cell under RFC 4180: quoted when it holds the delimiter, a quote or a line break, quotes doubled. */
function quoteCell(cell: string, delimiter: string): string {
  const needsQuotes = cell.includes(delimiter) || /["\r\n]/.test(cell)
  return needsQuotes ? `"${cell.replaceAll('"', '""')}"` : cell
}

function clientCells(client: ExportedClient, { language, timeZone }: ClientsCsvOptions): string[] {
  const lastVisit = client.ultimaVisita
    ? calendarDayText(calendarDayAt(new Date(client.ultimaVisita), timeZone))
    : ''
  return [
    client.nombreCompleto,
    exportedPhone(client.telefono, client.pais),
    client.email,
    countryName(client.pais, language),
    statusWord(client.estado, language),
    lastVisit,
    String(client.visitas),
    client.notas,
  ]
}

const csvLine = (cells: string[], delimiter: string) =>
  cells.map((cell) => quoteCell(neutraliseFormula(cell), delimiter)).join(delimiter) + CRLF

/** The start of the export: the BOM and the header line in the owner's language. */
export function writeClientsCsvHeader(language: CsvLanguage): string {
  return BOM + csvLine(HEADERS[language], EXPORT_DELIMITER[language])
}

/** Lines of the export, one per client, to follow `writeClientsCsvHeader` (a large list is written in parts). */
export function writeClientsCsvRows(clients: Iterable<ExportedClient>, options: ClientsCsvOptions): string {
  const delimiter = EXPORT_DELIMITER[options.language]
  let text = ''
  for (const client of clients) text += csvLine(clientCells(client, options), delimiter)
  return text
}

/**
 * Clients as a CSV file that opens right in Excel and LibreOffice: UTF-8 with a BOM (without it Excel reads
 * the bytes as the system's code page and breaks every accent), CRLF lines, RFC 4180 quoting, the owner's
 * language for headers, countries and statuses (which the import reads back), the last visit as YYYY-MM-DD on
 * the business's clock, phones as text (`exportedPhone`) and every cell a spreadsheet would run as a formula
 * neutralised (`neutraliseFormula`).
 */
export function writeClientsCsv(clients: Iterable<ExportedClient>, options: ClientsCsvOptions): string {
  return writeClientsCsvHeader(options.language) + writeClientsCsvRows(clients, options)
}
