import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { diningTablesRoutes } from './dining-tables.routes.ts'
import { orderingSettingsRoutes } from './ordering-settings.routes.ts'
import { ordersBoardRoutes } from './orders-board.routes.ts'
import { publicOrdersRoutes } from './public-orders.routes.ts'

export type OrderingModuleOptions = {
  /** Milliseconds since the epoch: what is on the menu, live promotions and pickup times are read on it. */
  clock?: () => number
}

/**
 * Ordering (decision 074), under /api: the business's tables and their QR codes' keys, whether it takes
 * orders, and the diner's orders placed from the public menu and read back on their own page.
 */
export const orderingModule = fp(
  async (app: FastifyInstance, { clock = Date.now }: OrderingModuleOptions) => {
    await app.register(diningTablesRoutes, { prefix: '/api' })
    await app.register(orderingSettingsRoutes, { prefix: '/api' })
    await app.register(publicOrdersRoutes, { prefix: '/api', clock })
    await app.register(ordersBoardRoutes, { prefix: '/api', clock })
  },
  { name: 'ordering' },
)
