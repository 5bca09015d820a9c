import multipart, { type MultipartFields } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { MAX_FILE_BYTES } from '#menu-reader/input/limits.ts'
import { readLanguage } from '../../shared/caller-origin.ts'
import { AppError, ErrorBodySchema } from '../../shared/errors.ts'
import { LANGUAGES } from '../../shared/i18n/language.ts'
import { refuseNul } from '../../shared/input-scan.ts'
import { readStoredBytes } from '../../shared/storage/file-store.ts'
import { ensureSessionBusiness } from '../accounts/index.ts'
import { streamAnalysis } from './analysis-events.ts'
import { pictureKey } from './analysis-files.ts'
import { FAILURE_STATUS } from './failure-codes.ts'
import * as service from './menu-analyses.service.ts'
import { AnalysedMenuSchema, MenuAnalysisSchema } from './menu-analysis.schema.ts'
import { modelServiceFor } from './model-reading.ts'
import { MAX_PICTURE_PAGES } from './page-pictures.ts'

const IdParams = z.object({ id: z.uuid() })
const ReadingServiceSchema = z.object({
  /** The model service's host when the deployment has one, else null (menus are read on this server only). */
  host: z.string().nullable(),
  /** Whether the caller's next upload is sent to it: a service is set and their business has not turned it off. */
  isOn: z.boolean(),
})
// An EventSource cannot set Accept-Language: the page names its interface's language in the address.
const EventsQuery = z.object({ lang: z.enum(LANGUAGES).optional() })
const PageParams = z.object({ id: z.uuid(), number: z.coerce.number().int().min(1).max(MAX_PICTURE_PAGES) })
const PageSchema = { params: PageParams, produces: ['image/webp'] }
// The compatibility call of docs/product-spec.md §7: the file as base64, without the data-URL prefix.
const AnalyzeMenuImageBody = z.object({ data: z.object({ imageContent: z.string() }) })
const AnalyzeMenuImageReply = z.object({ result: z.object({ extractedMenu: AnalysedMenuSchema }) })
// Base64 of the largest file, and room for the JSON around it.
const BASE64_BODY_LIMIT = Math.ceil(MAX_FILE_BYTES / 3) * 4 + 64 * 1024
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

// @fastify/multipart's own errors, by code: too big, or not a form upload at all.
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])

/**
 * The one file of a multipart upload, its size limited while it streams in (15 MB, docs/product-spec.md §9).
 */
async function readMultipartUpload(request: FastifyRequest): Promise<service.Upload> {
  try {
    const part = await request.file({ limits: { fileSize: MAX_FILE_BYTES, files: 1, parts: 10 } })
    if (!part) throw new AppError('menu_file_missing', 400)
    refuseNul(part.filename, 'file')
    return {
      bytes: await part.toBuffer(),
      fileName: part.filename,
      modelService: readModelService(part.fields),
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && TOO_LARGE_CODES.has(code))
      throw new AppError('file_too_large', 413, error)
    throw new AppError('menu_file_missing', 400, error)
  }
}

/**
 * The model service the person was told their menu goes to (the widget's `modelService` field, sent before
 * the file), if they were; a field that is not a short text is no such word.
 */
function readModelService(fields: MultipartFields): string | undefined {
  const field = fields.modelService
  const value = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined
  return typeof value === 'string' && value.length <= 255 ? value : undefined
}

function decodeBase64(content: string): service.Upload {
  // Lenient about a data-URL prefix and line breaks, which some clients add anyway.
  const text = content.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!BASE64.test(text)) throw new AppError('validation_failed', 400)
  return { bytes: Buffer.from(text, 'base64'), fileName: '' }
}

/**
 * The business the session works in, when someone is signed in: a member's role must have the route's
 * permission (ROUTE_PERMISSIONS: uploading changes the business's catalogue, reading one only reads it).
 */
async function findViewerBusinessId(request: FastifyRequest): Promise<string | null> {
  return (await ensureSessionBusiness(request))?.id ?? null
}

// An upload's caller, found before its input is validated (a member whose role may not change the catalogue is
// refused before anything of the file is read) and used by the handler.
const uploadCallers = new WeakMap<FastifyRequest, service.Caller>()

async function findUploadCaller(request: FastifyRequest): Promise<void> {
  uploadCallers.set(request, { businessId: await findViewerBusinessId(request), address: request.ip })
}

function callerOf(request: FastifyRequest): service.Caller {
  const caller = uploadCallers.get(request)
  if (!caller) throw new Error('An upload route without its findUploadCaller hook.')
  return caller
}

/**
 * Menu analyses (decision 014), for visitors and owners alike: upload a menu, follow its job, read its result
 * and page pictures; and the compatibility call of docs/product-spec.md §7, which waits for the result.
 */
export const menuAnalysesRoutes: FastifyPluginAsyncZod<{ deps: service.AnalysisDeps }> = async (
  app,
  { deps },
) => {
  await app.register(multipart, { throwFileSizeLimit: true })
  const getVisible = (request: FastifyRequest, id: string) =>
    service.getAnalysis(deps, id, () => findViewerBusinessId(request))

  app.post(
    '/menu-analyses',
    {
      preValidation: findUploadCaller,
      schema: {
        consumes: ['multipart/form-data'],
        response: { 202: MenuAnalysisSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const state = await service.startAnalysis(deps, callerOf(request), () => readMultipartUpload(request))
      return reply.status(202).send(service.describeAnalysis(state, readLanguage(request)))
    },
  )

  // Whether a menu uploaded now would also go to the deployment's model service, and that service's host:
  // the upload widget names it before anything is sent, and Configuración → Negocio offers to turn it off.
  app.get(
    '/menu-analyses/reading-service',
    { schema: { response: { 200: ReadingServiceSchema } } },
    async (request, reply) => {
      const host = deps.menuModel?.host ?? null
      const businessId = host ? await findViewerBusinessId(request) : null
      reply.header('cache-control', 'no-store')
      return { host, isOn: (await modelServiceFor(deps.db, deps.menuModel, businessId)) !== undefined }
    },
  )

  app.get(
    '/menu-analyses/:id',
    { schema: { params: IdParams, response: { 200: MenuAnalysisSchema } } },
    async (request, reply) => {
      const state = await getVisible(request, request.params.id)
      reply.header('cache-control', 'no-store')
      return service.describeAnalysis(state, readLanguage(request))
    },
  )

  app.get(
    '/menu-analyses/:id/events',
    { schema: { params: IdParams, querystring: EventsQuery, produces: ['text/event-stream'] } },
    async (request, reply) => {
      const state = await getVisible(request, request.params.id)
      await streamAnalysis(reply, deps, state, request.query.lang ?? readLanguage(request))
    },
  )

  app.get('/menu-analyses/:id/pages/:number', { schema: PageSchema }, async (request, reply) => {
    const { id, number } = request.params
    const state = await getVisible(request, id)
    if (!state.result?.pages.some((page) => page.number === number)) throw new AppError('not_found', 404)
    const picture = await readStoredBytes(deps.files, pictureKey(id, number))
    if (!picture) throw new AppError('not_found', 404)
    // The picture never changes while its analysis lives, and it is of one visitor's or owner's menu.
    return reply.type('image/webp').header('cache-control', 'private, max-age=86400').send(picture)
  })

  app.post(
    '/analyzeMenuImage',
    {
      bodyLimit: BASE64_BODY_LIMIT,
      preValidation: findUploadCaller,
      schema: { body: AnalyzeMenuImageBody, response: { 200: AnalyzeMenuImageReply } },
    },
    async (request, _reply) => {
      const upload = decodeBase64(request.body.data.imageContent)
      const started = await service.startAnalysis(deps, callerOf(request), async () => upload)
      const finished = await service.waitForAnalysis(deps, started.id)
      if (finished.status === 'done' && finished.result) return { result: { extractedMenu: finished.result } }
      const code = finished.errorCode ?? 'analysis_failed'
      throw new AppError(code, FAILURE_STATUS[code])
    },
  )
}
