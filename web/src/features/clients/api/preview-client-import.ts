import type { ColumnMapping } from '#domain/clients/client-import.schema.ts'
import { api, apiData } from '../../../lib/api-client.ts'

export type ImportRequest = {
  file: File
  /** The owner's mapping of the file's columns; none lets the server guess it from the headers. */
  mapping: ColumnMapping | null
}

/**
 * The multipart body of both import calls: the file, and the mapping as JSON when the owner chose one (a form
 * field the contract's file-only body does not list).
 */
export function importBody({ file, mapping }: ImportRequest): { file: File } {
  return mapping ? ({ file, mapping: JSON.stringify(mapping) } as { file: File }) : { file }
}

/**
 * How the server reads a CSV, and what importing it would do, without writing anything
 * (`POST /api/clients/import/preview`).
 */
export function previewClientImport(request: ImportRequest, signal?: AbortSignal) {
  return apiData(api.POST('/api/clients/import/preview', { body: importBody(request), signal }))
}
