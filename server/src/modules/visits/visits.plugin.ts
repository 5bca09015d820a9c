import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { scheduleSaltSweeps } from './salt-sweep.ts'
import { visitBeaconRoutes } from './visit-beacon.routes.ts'
import { visitsRoutes } from './visits.routes.ts'
import { type VisitCounting, writeCounts } from './visits.service.ts'
import type { ReadOrderFigures } from './visits-report.ts'

export type VisitsOptions = {
  /** The app's counting (createVisitCounting), shared with the public page that counts its views. */
  counting: VisitCounting
  /** The business's orders over the report's days (the ordering module's), for the card's orders part. */
  readOrderFigures: ReadOrderFigures
}

/** How often a server writes the counts it holds (decision 052): a crash loses at most this much. */
export const FLUSH_EVERY_MS = 2000

/**
 * Visits of the public menu (decision 052): the page's beacon under /api/public, the owner's report under
 * /api, the counts held in memory and written every FLUSH_EVERY_MS and when the app closes, and the hourly
 * sweep of the visitor salts of days that are over. The views themselves are counted by the page's route
 * (countMenuOpenings).
 */
export const visitsModule = fp(
  async (app: FastifyInstance, { counting, readOrderFigures }: VisitsOptions) => {
    const flush = () =>
      writeCounts(counting).catch((error: unknown) =>
        app.log.error({ err: error }, 'visit counts not written; kept for the next try'),
      )
    const timer = setInterval(flush, FLUSH_EVERY_MS).unref()
    // Added after the app's own hook that closes the database, so it runs before it (onClose runs in reverse).
    app.addHook('onClose', async () => {
      clearInterval(timer)
      await flush()
    })
    await scheduleSaltSweeps(app, counting.salts, counting.clock)
    await app.register(visitBeaconRoutes, { prefix: '/api', counting })
    await app.register(visitsRoutes, { prefix: '/api', counting, readOrderFigures })
  },
  { name: 'visits' },
)
