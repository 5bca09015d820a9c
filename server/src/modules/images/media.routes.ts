import { open } from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../shared/errors.ts'
import { findMediaFilePath } from './media-store.ts'

// A file's name changes whenever its content would, so browsers and proxies may keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable'

const isMissingFile = (error: unknown) =>
  (error as { code?: unknown }).code === 'ENOENT' || (error as { code?: unknown }).code === 'EISDIR'

/**
 * Serves uploaded images from DATA_DIR/media at /media/<uuid>-<width>.webp, to owners and visitors alike
 * (public menus show them; names are unguessable). Only names of the form we write are looked up, so no
 * path can reach outside the folder; anything else is a 404.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ mediaDir: string }> = async (app, { mediaDir }) => {
  app.get('/media/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const path = findMediaFilePath(mediaDir, request.params['*'])
    if (!path) throw new AppError('not_found', 404)
    const file = await open(path).catch((error: unknown) => {
      throw isMissingFile(error) ? new AppError('not_found', 404) : error
    })
    const { size } = await file.stat().catch(async (error: unknown) => {
      await file.close()
      throw error
    })
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', size)
      .type('image/webp')
      .send(file.createReadStream())
  })
}
