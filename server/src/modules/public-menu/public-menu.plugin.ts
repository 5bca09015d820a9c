import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { readCataloguePromotions } from '../promotions/index.ts'
import { forgetPagesOnOwnerWrites, PageCache } from './page-cache.ts'
import { publicMenuRoutes } from './public-menu.routes.ts'
import type { PublicMenuDeps } from './public-menu.service.ts'
import { ShareImageCache } from './share-image.cache.ts'
import { shareImageRoutes } from './share-image.routes.ts'
import { redirectOldAddresses } from './slug-redirect.ts'

export type PublicMenuOptions = {
  /** The clock in milliseconds (Date.now unless a test moves it across a promotion's start or end). */
  clock?: () => number
  /**
   * Whether a business takes bookings on its public page (the menu then links to it, "Reservar") and its
   * hours: the reservations module's answer, handed in by the app, so that this module needs nothing of it.
   */
  readBookingFacts: PublicMenuDeps['readBookingFacts']
  /** Told as a menu's page is answered (200 or 304), to count its view (the visits' counter). */
  onMenuOpened?: (request: FastifyRequest, slug: string) => void
  /** The ordering script's address, the ordering module's, handed in by the app likewise. */
  orderSheetPath?: string
}

/**
 * The public menu: `/m/:slug` pages, their share image and `/fonts/`, rendered pages kept in memory, and two
 * hooks on the whole app: one forgets a business's pages after each write of its owner, the other sends every
 * address under an old slug on to the current one. Wrapped with fastify-plugin so the hooks are the root's: the app registers
 * this module before the modules whose write routes it must see. The booking page under the menu's address
 * (`/m/:slug/reservar`) is the reservations module's.
 */
export const publicMenuModule = fp(
  async (
    app: FastifyInstance,
    { clock = Date.now, readBookingFacts, onMenuOpened, orderSheetPath }: PublicMenuOptions,
  ) => {
    const cache = new PageCache()
    forgetPagesOnOwnerWrites(app, cache)
    redirectOldAddresses(app, app.database.db)
    await app.register(publicMenuRoutes, {
      cache,
      clock,
      readPromotions: readCataloguePromotions,
      readBookingFacts,
      onMenuOpened,
      orderSheetPath,
    })
    await app.register(shareImageRoutes, { images: new ShareImageCache(), clock })
  },
  { name: 'public-menu' },
)
