import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { promotionsRoutes } from './promotions.routes.ts'

export type PromotionsModuleOptions = {
  /** Milliseconds since the epoch: a promotion's status is read at this clock (tests move it). */
  clock?: () => number
}

/** Promotions: the owner's promotions of each catalogue, under /api. */
export const promotionsModule = fp(
  async (app: FastifyInstance, { clock = Date.now }: PromotionsModuleOptions) => {
    await app.register(promotionsRoutes, { prefix: '/api', clock })
  },
  { name: 'promotions' },
)
