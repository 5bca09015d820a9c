import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { healthRoutes } from './health.routes.ts'

/** Health: `GET /api/health` for load balancers and the start script. */
export const healthModule = fp(
  async (app: FastifyInstance) => {
    await app.register(healthRoutes, { prefix: '/api' })
  },
  { name: 'health' },
)
