import type { ClientCountryCode } from '#domain/clients/client-countries.ts'
import type { ColumnMapping, ImportPreview, ImportReport } from '#domain/clients/client-import.schema.ts'
import { hasNameColumn } from '#domain/clients/csv/column-mapping.ts'
import { CsvFileError, type CsvFileProblem } from '#domain/clients/csv/csv-file-error.ts'
import { type ClientsCsvReading, readClientsCsv } from '#domain/clients/csv/read-clients-csv.ts'
import type { Database } from '../../db/database.ts'
import { AppError, DetailedError } from '../../shared/errors.ts'
import type { MessageCode } from '../../shared/i18n/messages.ts'
import { businessClientCountry } from './business-client-country.ts'
import { clientRowValues } from './client-row.ts'
import * as repository from './clients.repository.ts'
import { type ImportPlan, planClientImport } from './clients-import.plan.ts'
import * as importRepository from './clients-import.repository.ts'
import { isEmailTaken } from './email-taken.ts'

export type ClientsImportDeps = { db: Database }

/** A client list as uploaded: the file's bytes and, when the owner fixed it in the preview, their mapping. */
export type ClientsUpload = { bytes: Uint8Array; mapping: ColumnMapping | undefined }

const FILE_PROBLEM_CODES: Record<CsvFileProblem, MessageCode> = {
  notText: 'csv_not_text',
  spreadsheet: 'csv_spreadsheet',
  noHeader: 'csv_no_header',
  noRows: 'csv_no_rows',
  tooManyRows: 'csv_too_many_rows',
  tooManyColumns: 'csv_too_many_columns',
  unclosedQuote: 'csv_unclosed_quote',
  mappingInvalid: 'csv_mapping_invalid',
  noNameColumn: 'csv_no_name_column',
}

/** A file refused as a whole, as a 400 in the owner's language; the line where the file has one. */
function fileRefusal(error: CsvFileError): AppError {
  const code = FILE_PROBLEM_CODES[error.problem]
  return error.line === undefined
    ? new AppError(code, 400)
    : new DetailedError(code, 400, { line: error.line })
}

async function readUpload(db: Database, businessId: string, upload: ClientsUpload) {
  const fallbackCountry = await businessClientCountry(db, businessId)
  try {
    return {
      reading: readClientsCsv(upload.bytes, { mapping: upload.mapping, fallbackCountry }),
      fallbackCountry,
    }
  } catch (error) {
    throw error instanceof CsvFileError ? fileRefusal(error) : error
  }
}

async function planImport(
  db: Database,
  businessId: string,
  reading: ClientsCsvReading,
  fallbackCountry: ClientCountryCode,
) {
  const existing = await importRepository.findClientsByKeys(db, businessId, {
    emailKeys: reading.clients.map((client) => client.emailKey),
    phoneKeys: reading.clients.map((client) => client.phoneKey),
  })
  return planClientImport(reading.clients, existing, fallbackCountry)
}

const reportOf = (reading: ClientsCsvReading, plan: ImportPlan): ImportReport => ({
  rows: reading.rows,
  created: plan.creations.length,
  updated: plan.changes.length,
  unchanged: plan.unchanged,
  merged: reading.merged + plan.merged,
  refused: reading.refused,
})

/**
 * What importing the file would do, read against the business's clients as they are now: how the file was
 * read, its header and first rows, the mapping (the owner's, else guessed) and the report. Writes nothing.
 * A guessed mapping without a name column is answered, so the owner can choose one.
 */
export async function previewClientImport(
  deps: ClientsImportDeps,
  businessId: string,
  upload: ClientsUpload,
): Promise<ImportPreview> {
  const { reading, fallbackCountry } = await readUpload(deps.db, businessId, upload)
  const plan = await planImport(deps.db, businessId, reading, fallbackCountry)
  const { encoding, delimiter, headers, mapping, sample } = reading
  return { encoding, delimiter, headers, mapping, sample, report: reportOf(reading, plan) }
}

/**
 * Imports a client list into the business (docs/decisions/039-clients-csv-import-and-export.md) in one
 * transaction: new clients inserted in batches, existing ones (same e-mail, else same phone) changed only
 * where a row's value differs, so an unchanged client keeps its `updated_at` and re-importing a file changes
 * nothing. Any failure rolls everything back. The business's client lock keeps other writes out meanwhile;
 * should the unique e-mail index still refuse a row, the answer is a 409, nothing written.
 */
export async function importClients(
  deps: ClientsImportDeps,
  businessId: string,
  upload: ClientsUpload,
): Promise<ImportReport> {
  const { reading, fallbackCountry } = await readUpload(deps.db, businessId, upload)
  if (!hasNameColumn(reading.mapping)) throw new AppError('csv_no_name_column', 400)
  try {
    return await deps.db.transaction(async (tx) => {
      // The business's client lock first, as every write of its clients: no booking or owner's save changes
      // them between this match and these writes.
      await repository.lockClientWrites(tx, businessId)
      const plan = await planImport(tx, businessId, reading, fallbackCountry)
      await importRepository.insertClients(
        tx,
        plan.creations.map((fields) => clientRowValues(businessId, fields)),
      )
      for (const change of plan.changes) {
        await repository.updateClient(tx, businessId, change.id, clientRowValues(businessId, change.fields))
      }
      return reportOf(reading, plan)
    })
  } catch (error) {
    if (isEmailTaken(error)) throw new AppError('csv_import_conflict', 409, error)
    throw error
  }
}
