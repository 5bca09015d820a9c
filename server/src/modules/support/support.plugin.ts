import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { supportRoutes } from './support.routes.ts'

export type SupportModuleOptions = { mailer: Mailer }

/** Support: its routes under /api, mailing support through the app's mailer. */
export const supportModule = fp(
  async (app: FastifyInstance, { mailer }: SupportModuleOptions) => {
    await app.register(supportRoutes, { prefix: '/api', mailer })
  },
  { name: 'support' },
)
