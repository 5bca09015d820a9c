import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { MAX_PROFILE_PHOTO_BYTES, ProfileSchema } from '#domain/profile/profile.schema.ts'
import { AppError, ErrorBodySchema } from '../../shared/errors.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { requireBusiness } from '../accounts/index.ts'
import type { ImageStore } from './images.service.ts'
import { removeProfilePhoto, uploadProfilePhoto } from './profile-photo.service.ts'

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT'])

/** The photo of a multipart upload, cut off (413) as soon as it streams past the photo's limit. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    const part = await request.file({ limits: { fileSize: MAX_PROFILE_PHOTO_BYTES, files: 1, parts: 10 } })
    if (!part) throw new AppError('image_missing', 400)
    return await part.toBuffer()
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: unknown }).code
    if (typeof code === 'string' && TOO_LARGE_CODES.has(code)) {
      throw new AppError('profile_photo_too_large', 413, error)
    }
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('image_missing', 400, error)
    throw new AppError('validation_failed', 400, error)
  }
}

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 413: ErrorBodySchema, 422: ErrorBodySchema }

/**
 * `PUT /api/profile/photo` (one multipart file) and `DELETE /api/profile/photo`: the signed-in owner's own
 * photo, stored in users.image (better-auth's field, which `/api/me` answers as `profilePicture`).
 */
export const profilePhotoRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  await app.register(multipart, { throwFileSizeLimit: true })
  app.addHook('preValidation', requireBusiness)
  const store: ImageStore = { db: app.database.db, files }

  app.put(
    '/profile/photo',
    { schema: { consumes: ['multipart/form-data'], response: { 200: ProfileSchema, ...errors } } },
    (request) => uploadProfilePhoto(store, request.userId, () => readPhoto(request)),
  )
  app.delete(
    '/profile/photo',
    { schema: { response: { 200: ProfileSchema, 401: ErrorBodySchema } } },
    (request) => removeProfilePhoto(store, request.userId),
  )
}
