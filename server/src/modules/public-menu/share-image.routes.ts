import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { getDayMenuImage } from './day-menu-image.service.ts'
import { isUnchanged } from './public-menu.routes.ts'
import type { ShareImageCache } from './share-image.cache.ts'
import { getShareImage } from './share-image.service.ts'

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, max-age=0, must-revalidate'

const ImageQuery = z.object({
  // Wrong values are ignored: the address is read by chat apps, not API callers.
  lang: z.enum(['es', 'en']).optional().catch(undefined),
  v: z.string().max(64).optional().catch(undefined),
})

/**
 * The menu's share image (`/m/:slug/share.png?v=<version>`, the page's og:image): a PNG drawn from the live
 * menu's design and dishes. Under the version it was drawn from it is kept for good; under any other address
 * (no version, or an old one) it is the current image, checked again on each use (its ETag is the version).
 */
export const shareImageRoutes: FastifyPluginAsyncZod<{
  images: ShareImageCache
  clock: () => number
}> = async (app, { images, clock }) => {
  /** Answers a drawn picture: kept for good under its version, checked again on each use otherwise. */
  const sendPicture = async (
    request: FastifyRequest,
    reply: FastifyReply,
    image: { version: string; png: () => Promise<Buffer> } | undefined,
    asked: string | undefined,
  ) => {
    // An old slug's 404 leaves as a redirect (slug-redirect.ts), like the page's.
    if (!image)
      return reply.status(404).header('cache-control', 'no-cache').type('text/plain').send('Not found')
    const etag = `"${image.version}"`
    reply
      .header('etag', etag)
      .header('cache-control', asked === image.version ? IMMUTABLE : REVALIDATE)
      // Chat apps fetch it from their servers, but a web client may show it straight from ours.
      .header('cross-origin-resource-policy', 'cross-origin')
    if (isUnchanged(request, etag)) return reply.status(304).send()
    return reply.type('image/png').send(await image.png())
  }

  app.get(
    '/m/:slug/share.png',
    { schema: { params: z.object({ slug: z.string().max(200) }), querystring: ImageQuery } },
    async (request, reply) => {
      const { lang, v } = request.query
      return sendPicture(
        request,
        reply,
        await getShareImage(app.database.db, images, request.params.slug, lang),
        v,
      )
    },
  )

  // The picture of a set menu's day (menú del día), to send on WhatsApp or post: its address without a
  // version is the link the owner shares, always today's dishes.
  app.get(
    '/m/:slug/menu-del-dia/:id/imagen.png',
    {
      schema: {
        params: z.object({ slug: z.string().max(200), id: z.uuid().catch('') }),
        querystring: ImageQuery,
      },
    },
    async (request, reply) => {
      const { lang, v } = request.query
      const { slug, id } = request.params
      const image =
        id === ''
          ? undefined
          : await getDayMenuImage(app.database.db, images, {
              slug,
              menuId: id,
              language: lang,
              now: new Date(clock()),
            })
      return sendPicture(request, reply, image, v)
    },
  )
}
