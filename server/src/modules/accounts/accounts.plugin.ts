import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { accountsRoutes } from './accounts.routes.ts'
import { createAuth } from './auth.ts'
import { getAuthSecret } from './auth-secret.ts'
import { businessRoutes } from './business.routes.ts'

export type AccountsOptions = { mailer: Mailer }

/**
 * Accounts: better-auth on the app (`app.auth`, which every module's session check reads) and the account
 * routes under /api. Wrapped with fastify-plugin so the decoration reaches the whole app.
 */
export const accountsModule = fp(
  async (app: FastifyInstance, { mailer }: AccountsOptions) => {
    const { config, database } = app
    const secret = await getAuthSecret(database.db, config.authSecret)
    app.decorate('auth', createAuth({ db: database.db, config, secret, mailer, log: app.log }))
    await app.register(accountsRoutes, { prefix: '/api' })
    await app.register(businessRoutes, { prefix: '/api' })
  },
  { name: 'accounts' },
)
