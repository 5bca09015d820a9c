import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { settingsRoutes } from './settings.routes.ts'
import { unsubscribeRoutes } from './unsubscribe.routes.ts'

/** Settings: the signed-in user's preferences and toggles under /api, and the unsubscribe page of e-mails. */
export const settingsModule = fp(
  async (app: FastifyInstance) => {
    await app.register(settingsRoutes, { prefix: '/api' })
    await app.register(unsubscribeRoutes)
  },
  { name: 'settings' },
)
