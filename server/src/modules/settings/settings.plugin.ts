import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { settingsRoutes } from './settings.routes.ts'

/** Settings: the signed-in user's preferences and toggles under /api. */
export const settingsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(settingsRoutes, { prefix: '/api' })
  },
  { name: 'settings' },
)
