import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { diningTablesRoutes } from './dining-tables.routes.ts'

/** Ordering (decision 074): the business's tables and their QR codes' keys, under /api. */
export const orderingModule = fp(
  async (app: FastifyInstance) => {
    await app.register(diningTablesRoutes, { prefix: '/api' })
  },
  { name: 'ordering' },
)
