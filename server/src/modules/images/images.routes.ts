import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CategorySchema } from '#domain/catalogues/catalogue.schema.ts'
import { DesignSchema } from '#domain/catalogues/design.schema.ts'
import { DESIGN_IMAGE_SLOTS, MAX_RASTER_BYTES } from '#domain/catalogues/image.ts'
import { ProductSchema } from '#domain/catalogues/product.schema.ts'
import { AppError, ErrorBodySchema } from '../../shared/errors.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { requireBusiness } from '../accounts/index.ts'
import * as service from './images.service.ts'

const IdParams = z.object({ id: z.uuid() })
const SlotParams = z.object({ id: z.uuid(), slot: z.enum(DESIGN_IMAGE_SLOTS) })

// @fastify/multipart's own errors, by code: too big, or not a form upload at all.
const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])

function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && TOO_LARGE_CODES.has(code))
    return new AppError('image_too_large', 413, error)
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('image_missing', 400, error)
  return new AppError('validation_failed', 400, error)
}

/**
 * The one file of a multipart upload. Its size is limited while it streams in (the largest any format may
 * weigh; the format's own limit is checked once its bytes say which it is), never buffered past that.
 */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: MAX_RASTER_BYTES, files: 1, parts: 10 } })
    if (!part) throw new AppError('image_missing', 400)
    return await part.toBuffer()
  } catch (error) {
    throw toUploadError(error)
  }
}

/**
 * Image uploads of the owner's catalogues (decision 012), scoped to the session's business like the
 * catalogues routes: an id of another business answers 404. Each upload is one multipart file; each answer
 * is the whole entity it changed.
 */
export const imagesRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  await app.register(multipart, { throwFileSizeLimit: true })
  // Before validation: a role without the route's permission learns nothing of its input.
  app.addHook('preValidation', requireBusiness)
  const store: service.ImageStore = { db: app.database.db, files }

  app.post(
    '/catalogues/:id/design/images/:slot',
    { schema: { params: SlotParams, consumes: ['multipart/form-data'], response: { 200: DesignSchema } } },
    (request) =>
      service.uploadDesignImage(store, request.businessId, request.params.id, request.params.slot, () =>
        readUpload(request),
      ),
  )
  app.post(
    '/products/:id/image',
    { schema: { params: IdParams, consumes: ['multipart/form-data'], response: { 200: ProductSchema } } },
    (request) =>
      service.uploadProductImage(store, request.businessId, request.params.id, () => readUpload(request)),
  )
  app.delete(
    '/products/:id/image',
    { schema: { params: IdParams, response: { 200: ProductSchema } } },
    (request) => service.removeProductImage(store, request.businessId, request.params.id),
  )
  app.post(
    '/categories/:id/image',
    { schema: { params: IdParams, consumes: ['multipart/form-data'], response: { 200: CategorySchema } } },
    (request) =>
      service.uploadCategoryImage(store, request.businessId, request.params.id, () => readUpload(request)),
  )
  // A promotion's picture is chosen in the wizard before the promotion exists: the upload answers only its
  // address, which the promotion's save then names (until it does, the sweep may take the files after an hour).
  app.post(
    '/promotions/image',
    {
      schema: {
        consumes: ['multipart/form-data'],
        response: { 201: z.object({ imagen: z.string() }), 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const imagen = await service.uploadPromotionImage(store, () => readUpload(request))
      return reply.status(201).send({ imagen })
    },
  )
  app.delete(
    '/categories/:id/image',
    { schema: { params: IdParams, response: { 200: CategorySchema } } },
    (request) => service.removeCategoryImage(store, request.businessId, request.params.id),
  )
}
