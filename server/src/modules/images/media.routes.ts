import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../shared/errors.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { findMediaKey, IMMUTABLE } from './media-store.ts'

// How long a browser may keep the redirect to the bucket: short, since S3_PUBLIC_URL may change (a CDN put
// in front of the bucket), while the file behind it never does.
const REDIRECT_CACHE = 'public, max-age=3600'

/**
 * Serves uploaded images at /media/<uuid>-<width>.webp, to owners and visitors alike (public menus show them;
 * names are unguessable), from the file store: DATA_DIR/media or the bucket. Only names of the form we write
 * are looked up, so no key can reach outside the folder; anything else is a 404. With S3_PUBLIC_URL the
 * browser is sent to the bucket instead, which then carries the bytes (decision 049).
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ files: FileStore }> = async (app, { files }) => {
  app.get('/media/*', { schema: { params: z.object({ '*': z.string() }) } }, async (request, reply) => {
    const key = findMediaKey(request.params['*'])
    if (!key) throw new AppError('not_found', 404)
    const publicUrl = files.publicUrl(key)
    if (publicUrl) return reply.header('cache-control', REDIRECT_CACHE).redirect(publicUrl, 302)
    const file = await files.get(key)
    if (!file) throw new AppError('not_found', 404)
    return reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('content-length', file.size)
      .type('image/webp')
      .send(file.body)
  })
}
