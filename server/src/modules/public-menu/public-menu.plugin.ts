import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { readCataloguePromotions } from '../promotions/index.ts'
import { forgetPagesOnOwnerWrites, PageCache } from './page-cache.ts'
import { publicMenuRoutes } from './public-menu.routes.ts'

export type PublicMenuOptions = {
  /** The clock in milliseconds (Date.now unless a test moves it across a promotion's start or end). */
  clock?: () => number
}

/**
 * The public menu: `/m/:slug` pages and `/fonts/`, rendered pages kept in memory, and a hook on the whole app
 * that forgets a business's pages after each write of its owner. Wrapped with fastify-plugin so the hook is
 * the root's: the app registers this module before the modules whose write routes it must see.
 */
export const publicMenuModule = fp(
  async (app: FastifyInstance, { clock = Date.now }: PublicMenuOptions) => {
    const cache = new PageCache()
    forgetPagesOnOwnerWrites(app, cache)
    await app.register(publicMenuRoutes, { cache, clock, readPromotions: readCataloguePromotions })
  },
  { name: 'public-menu' },
)
