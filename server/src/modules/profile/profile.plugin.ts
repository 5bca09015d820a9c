import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { profileRoutes } from './profile.routes.ts'

/** Profile: the signed-in owner's own details under /api/profile. */
export const profileModule = fp(
  async (app: FastifyInstance) => {
    await app.register(profileRoutes, { prefix: '/api' })
  },
  { name: 'profile' },
)
