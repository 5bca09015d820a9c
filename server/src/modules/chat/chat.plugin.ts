import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { chatRoutes } from './chat.routes.ts'

export type ChatModuleOptions = { mailer: Mailer }

/** Chat: its routes under /api, mailing support through the app's mailer. */
export const chatModule = fp(
  async (app: FastifyInstance, { mailer }: ChatModuleOptions) => {
    await app.register(chatRoutes, { prefix: '/api', mailer })
  },
  { name: 'chat' },
)
