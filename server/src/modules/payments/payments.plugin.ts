import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { billingRoutes } from './billing.routes.ts'

/** Payments: the business's plan, billing address and history under /api (no payment provider yet). */
export const paymentsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(billingRoutes, { prefix: '/api' })
  },
  { name: 'payments' },
)
