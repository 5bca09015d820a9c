import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { readCataloguePromotions } from '../promotions/index.ts'
import type { AppointmentEvent } from '../reservations/index.ts'
import { bookingPageRoutes } from './booking-page.routes.ts'
import { forgetPagesOnOwnerWrites, PageCache } from './page-cache.ts'
import { publicMenuRoutes } from './public-menu.routes.ts'

export type PublicMenuOptions = {
  /** The clock in milliseconds (Date.now unless a test moves it across a promotion's start or end). */
  clock?: () => number
  /** Told after a diner's booking or cancellation is committed (the e-mails: the reservations' notifier). */
  onAppointment?: (event: AppointmentEvent) => Promise<void>
  /** Told as a menu's page is answered (200 or 304), to count its view (the visits' counter). */
  onMenuOpened?: (request: FastifyRequest, slug: string) => void
}

/**
 * The public menu: `/m/:slug` pages and `/fonts/`, the booking page `/m/:slug/reservar` and its cancel link, rendered pages kept in memory, and a hook on the whole app
 * that forgets a business's pages after each write of its owner. Wrapped with fastify-plugin so the hook is
 * the root's: the app registers this module before the modules whose write routes it must see.
 */
export const publicMenuModule = fp(
  async (app: FastifyInstance, { clock = Date.now, onAppointment, onMenuOpened }: PublicMenuOptions) => {
    const cache = new PageCache()
    forgetPagesOnOwnerWrites(app, cache)
    await app.register(publicMenuRoutes, {
      cache,
      clock,
      readPromotions: readCataloguePromotions,
      onMenuOpened,
    })
    await app.register(bookingPageRoutes, { clock, onAppointment, maxPerHour: app.config.bookingRateLimit })
  },
  { name: 'public-menu' },
)
