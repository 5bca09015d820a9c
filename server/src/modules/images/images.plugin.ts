import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { imagesRoutes } from './images.routes.ts'
import { mediaRoutes } from './media.routes.ts'
import { scheduleImageSweeps } from './media-sweep.ts'
import { profilePhotoRoutes } from './profile-photo.routes.ts'

/**
 * Images: uploads under /api, the files under /media (from the app's file store, `app.files`), and the sweep
 * of files nothing names any more. /media is a route of its own, so the SPA's fallback never answers a /media
 * address with the app's page.
 */
export const imagesModule = fp(
  async (app: FastifyInstance) => {
    const { files } = app
    await app.register(imagesRoutes, { prefix: '/api', files })
    await app.register(profilePhotoRoutes, { prefix: '/api', files })
    await app.register(mediaRoutes, { files })
    await scheduleImageSweeps(app, files)
  },
  { name: 'images' },
)
