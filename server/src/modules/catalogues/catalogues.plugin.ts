import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { cataloguesRoutes } from './catalogues.routes.ts'

/** Catalogues: the owner's catalogues, categories, products, design and menu imports, under /api. */
export const cataloguesModule = fp(
  async (app: FastifyInstance, options: { clock?: () => number }) => {
    await app.register(cataloguesRoutes, { prefix: '/api', clock: options.clock ?? Date.now })
  },
  { name: 'catalogues' },
)
