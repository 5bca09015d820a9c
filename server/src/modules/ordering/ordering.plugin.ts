import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { OpenStreams } from '../../shared/event-stream.ts'
import type { WhatsAppOutbox } from '../whatsapp/index.ts'
import { diningTablesRoutes } from './dining-tables.routes.ts'
import { menuOrderingRoutes, orderSheetScriptRoute } from './menu-ordering.routes.ts'
import { OrderFeed } from './order-feed.ts'
import { orderPagesRoutes } from './order-pages.routes.ts'
import { orderingSettingsRoutes } from './ordering-settings.routes.ts'
import { ordersBoardRoutes } from './orders-board.routes.ts'
import { publicOrdersRoutes } from './public-orders.routes.ts'

export type OrderingModuleOptions = {
  /** Milliseconds since the epoch: what is on the menu, live promotions and pickup times are read on it. */
  clock?: () => number
  /** WhatsApp's outbox where the deployment sends messages: the pickup's "ready" message and its box. */
  whatsapp?: WhatsAppOutbox | undefined
}

/**
 * What the order routes share: the clock, this server's feed of order changes and its open event streams,
 * and WhatsApp's outbox (undefined where the deployment sends no messages: no box is offered then).
 */
export type OrderingDeps = {
  clock: () => number
  feed: OrderFeed
  streams: OpenStreams
  whatsapp: WhatsAppOutbox | undefined
}

/**
 * Ordering (decision 074), under /api: the business's tables and their QR codes' keys, whether it takes
 * orders, the diner's orders placed from the public menu and followed on their own page, and the business's
 * side of them, each change streamed live to whoever follows it on any server; and, under the menu's address,
 * the diner's pickup order form and their order's page.
 */
export const orderingModule = fp(
  async (app: FastifyInstance, { clock = Date.now, whatsapp }: OrderingModuleOptions) => {
    const deps: OrderingDeps = { clock, feed: new OrderFeed(), streams: new OpenStreams(), whatsapp }
    app.addHook('onReady', () => deps.feed.start(app.database))
    // Open streams end before the server waits for its requests to finish (a board left open would hold the
    // shutdown until its timeout); their browsers reconnect, to whichever server. Then the feed stops listening.
    app.addHook('preClose', async () => {
      deps.streams.closeAll()
    })
    app.addHook('onClose', async () => {
      await deps.feed.close()
    })
    await app.register(diningTablesRoutes, { prefix: '/api' })
    await app.register(orderingSettingsRoutes, { prefix: '/api' })
    await app.register(publicOrdersRoutes, { prefix: '/api', ...deps })
    await app.register(ordersBoardRoutes, { prefix: '/api', ...deps })
    await app.register(menuOrderingRoutes, { prefix: '/api', ...deps })
    // The diner's order form and order page, under the menu's address.
    await app.register(orderPagesRoutes, deps)
    await app.register(orderSheetScriptRoute)
  },
  { name: 'ordering' },
)
