import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { imagesRoutes } from './images.routes.ts'
import { mediaRoutes } from './media.routes.ts'
import { mediaDirectory } from './media-store.ts'
import { scheduleImageSweeps } from './media-sweep.ts'
import { profilePhotoRoutes } from './profile-photo.routes.ts'

/**
 * Images: uploads under /api, the files under /media, and the sweep of files nothing names any more. /media
 * is a route of its own, so the SPA's fallback never answers a /media address with the app's page.
 */
export const imagesModule = fp(
  async (app: FastifyInstance) => {
    const mediaDir = mediaDirectory(app.config.dataDir)
    await app.register(imagesRoutes, { prefix: '/api', mediaDir })
    await app.register(profilePhotoRoutes, { prefix: '/api', mediaDir })
    await app.register(mediaRoutes, { mediaDir })
    scheduleImageSweeps(app, mediaDir)
  },
  { name: 'images' },
)
