import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CLIENT_IMPORT_LIMITS,
  type ColumnMapping,
  ColumnMappingSchema,
  ImportPreviewSchema,
  ImportReportSchema,
} from '#domain/clients/client-import.schema.ts'
import { AppError, ErrorBodySchema } from '../../shared/errors.ts'
import { requireBusiness } from '../accounts/index.ts'
import * as service from './clients-import.service.ts'

/** What a form adds around the file: boundaries, part headers and the mapping. */
const FORM_OVERHEAD_BYTES = 128 * 1024
/** The mapping part: a JSON array of at most 100 fields. */
const MAX_MAPPING_BYTES = 16 * 1024

/** A file refused as a whole; `line`, where the file has one (a quote never closed), says where to look. */
const FileErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), line: z.number().int().optional() }),
})
const errors = { 400: FileErrorSchema, 401: ErrorBodySchema, 409: ErrorBodySchema, 413: ErrorBodySchema }

function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('csv_too_large', 413, error)
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('csv_file_missing', 400, error)
  return new AppError('validation_failed', 400, error)
}

function parseMapping(text: string): ColumnMapping {
  try {
    return ColumnMappingSchema.parse(JSON.parse(text))
  } catch (error) {
    throw new AppError('csv_mapping_invalid', 400, error)
  }
}

/**
 * A file part's bytes, up to the limit: past it the part is dropped at once (its stream destroyed, which stops
 * the parser reading the request), where `toBuffer` would read the rest of a 50 MB upload to throw at its end.
 */
async function readFilePart(file: AsyncIterable<Buffer> & { truncated: boolean }): Promise<Buffer> {
  const chunks: Buffer[] = []
  let length = 0
  for await (const chunk of file) {
    length += chunk.length
    if (file.truncated || length > CLIENT_IMPORT_LIMITS.bytes) throw new AppError('csv_too_large', 413)
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}

/**
 * The form's `file` (the first file part, whatever its name) and optional `mapping` (a JSON `ColumnMapping`).
 * A file over `CLIENT_IMPORT_LIMITS.bytes` is refused (413) as soon as the request's length says so, or as
 * soon as that many bytes have come: never buffered, and the rest never read.
 */
async function readClientsUpload(request: FastifyRequest): Promise<service.ClientsUpload> {
  const declaredLength = Number(request.headers['content-length'])
  if (declaredLength > CLIENT_IMPORT_LIMITS.bytes + FORM_OVERHEAD_BYTES)
    throw new AppError('csv_too_large', 413)
  let bytes: Buffer | undefined
  let mappingText: string | undefined
  try {
    const parts = request.parts({
      limits: { fileSize: CLIENT_IMPORT_LIMITS.bytes, files: 1, fields: 4, fieldSize: MAX_MAPPING_BYTES },
    })
    for await (const part of parts) {
      if (part.type === 'file') bytes = await readFilePart(part.file)
      else if (part.fieldname === 'mapping') mappingText = String(part.value)
    }
  } catch (error) {
    throw toUploadError(error)
  }
  if (!bytes) throw new AppError('csv_file_missing', 400)
  return { bytes, mapping: mappingText === undefined ? undefined : parseMapping(mappingText) }
}

/**
 * `readClientsUpload`, and on a 413 the connection closed after the answer: Node would otherwise keep it open
 * with the unread rest of the upload waiting in it.
 */
async function readUploadOrClose(request: FastifyRequest, reply: FastifyReply) {
  try {
    return await readClientsUpload(request)
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 413) reply.header('connection', 'close')
    throw error
  }
}

/**
 * Importing a client list from a CSV file (docs/decisions/039-clients-csv-import-and-export.md), scoped to
 * the session's business: the preview reads the file against the business's clients and writes nothing; the
 * import writes it in one transaction. Both take the same multipart form.
 */
export const clientsImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true })
  app.addHook('preValidation', requireBusiness)
  const deps: service.ClientsImportDeps = { db: app.database.db }

  app.post(
    '/clients/import/preview',
    { schema: { consumes: ['multipart/form-data'], response: { 200: ImportPreviewSchema, ...errors } } },
    async (request) =>
      service.previewClientImport(deps, request.businessId, await readClientsUpload(request)),
  )
  app.post(
    '/clients/import',
    { schema: { consumes: ['multipart/form-data'], response: { 200: ImportReportSchema, ...errors } } },
    async (request, reply) =>
      service.importClients(deps, request.businessId, await readUploadOrClose(request, reply)),
  )
}
