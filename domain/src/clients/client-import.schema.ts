import { z } from 'zod'

/** The most rows, columns and bytes one import takes. */
export const CLIENT_IMPORT_LIMITS = { rows: 10_000, columns: 100, bytes: 5 * 1024 * 1024 } as const

/**
 * The fields a CSV column can fill. `apellidos` is a last-name column some lists keep apart: it is added after
 * `nombreCompleto`'s value, so "Ana" + "Muñoz" becomes "Ana Muñoz".
 */
export const CLIENT_CSV_FIELDS = [
  'nombreCompleto',
  'apellidos',
  'telefono',
  'email',
  'pais',
  'estado',
  'notas',
] as const
export type ClientCsvField = (typeof CLIENT_CSV_FIELDS)[number]

/** For each column of the file, in order, the field it fills (null: ignored). */
export const ColumnMappingSchema = z
  .array(z.enum(CLIENT_CSV_FIELDS).nullable())
  .max(CLIENT_IMPORT_LIMITS.columns)
export type ColumnMapping = z.infer<typeof ColumnMappingSchema>

/**
 * Why a row was left out, as an i18n key of `clients.import.refusals`: no name, a name too long, neither phone
 * nor e-mail, an e-mail that is not one, a phone with no number in it, a country or a status not known, notes
 * too long.
 */
export const IMPORT_REFUSALS = [
  'nameRequired',
  'nameTooLong',
  'contactRequired',
  'emailInvalid',
  'phoneInvalid',
  'countryUnknown',
  'statusUnknown',
  'notesTooLong',
] as const
export type ImportRefusal = (typeof IMPORT_REFUSALS)[number]

/** A row left out: its line in the file (the header is line 1), the reason, and the value at fault. */
export const RefusedRowSchema = z.object({
  line: z.number().int(),
  reason: z.enum(IMPORT_REFUSALS),
  value: z.string(),
})
export type RefusedRow = z.infer<typeof RefusedRowSchema>

/**
 * What an import did (`POST /api/clients/import`) or would do (the preview):
 * - `created`: new clients; `updated`: existing clients a row changed; `unchanged`: existing clients a row
 *   matched with nothing new (so re-importing a file reports only these);
 * - `merged`: rows folded into an earlier row of the same file (same e-mail or phone);
 * - `refused`: rows left out, each with its line and reason (all of them, in line order).
 */
export const ImportReportSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  merged: z.number().int(),
  refused: z.array(RefusedRowSchema),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

export const CSV_ENCODINGS = ['utf-8', 'windows-1252'] as const
export const CSV_DELIMITERS = [',', ';', '\t'] as const

/**
 * What the preview answers (`POST /api/clients/import/preview`, the file and optionally the owner's mapping):
 * how the file was read, its header and first rows, the mapping (guessed from the headers in Spanish or
 * English unless the owner sent one) and the report the import would give with it. Nothing is written.
 */
export const ImportPreviewSchema = z.object({
  encoding: z.enum(CSV_ENCODINGS),
  delimiter: z.enum(CSV_DELIMITERS),
  headers: z.array(z.string()),
  mapping: ColumnMappingSchema,
  sample: z.array(z.array(z.string())),
  report: ImportReportSchema,
})
export type ImportPreview = z.infer<typeof ImportPreviewSchema>
