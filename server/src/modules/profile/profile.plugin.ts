import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { profileRoutes } from './profile.routes.ts'

/** Profile: the signed-in owner's own details under /api/profile. */
export const profileModule = fp(
  async (app: FastifyInstance, { mailer }: { mailer: Mailer }) => {
    await app.register(profileRoutes, { prefix: '/api', mailer })
  },
  { name: 'profile' },
)
