import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { accountRoutes } from './account.routes.ts'
import { securityRoutes } from './security.routes.ts'
import { twoFactorSignInRoutes } from './two-factor-sign-in.routes.ts'

export type SecurityOptions = { mailer: Mailer }

/**
 * Security and privacy (decision 042): the password, two-factor and sessions of the signed-in account, the
 * second step of a sign-in, and the account's data download and deletion, under /api.
 */
export const securityModule = fp(
  async (app: FastifyInstance, { mailer }: SecurityOptions) => {
    await app.register(securityRoutes, { prefix: '/api', mailer })
    await app.register(twoFactorSignInRoutes, { prefix: '/api', mailer })
    await app.register(accountRoutes, { prefix: '/api', mailer })
  },
  { name: 'security', dependencies: ['accounts'] },
)
