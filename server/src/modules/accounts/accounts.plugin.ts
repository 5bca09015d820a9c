import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type Clock, deleteEndedHours } from '../../db/hourly-limit.ts'
import { runPeriodically } from '../../shared/jobs/periodic-job.ts'
import type { Mailer } from '../mail/index.ts'
import { accountsRoutes } from './accounts.routes.ts'
import { createAuth, type SecondFactor } from './auth.ts'
import { getAuthSecret } from './auth-secret.ts'
import { businessRoutes } from './business.routes.ts'
import { sessionBusinessRoutes } from './session-business.routes.ts'

export type AccountsOptions = {
  mailer: Mailer
  clock?: Clock
  /** The second factor every sign-in of an account with two-factor on asks for (the security module's). */
  secondFactor: SecondFactor
}

// The app's hourly counts (uploads, messages, wrong code tries) whose hour is over are forgotten this often,
// by one server (a periodic job, decision 048).
const SWEEP_EVERY_MS = 15 * 60 * 1000

/**
 * Accounts: better-auth on the app (`app.auth`, which every module's session check reads) and the account
 * routes under /api. Wrapped with fastify-plugin so the decoration reaches the whole app.
 */
export const accountsModule = fp(
  async (app: FastifyInstance, { mailer, clock = Date.now, secondFactor }: AccountsOptions) => {
    const { config, database } = app
    const secret = await getAuthSecret(database.db, config.authSecret)
    app.decorate(
      'auth',
      createAuth({ db: database.db, config, secret, mailer, log: app.log, clock, secondFactor }),
    )
    await app.register(accountsRoutes, { prefix: '/api' })
    const stopSweep = await runPeriodically(app.jobs, {
      name: 'hourly-counts-sweep',
      everyMs: SWEEP_EVERY_MS,
      log: app.log,
      metrics: app.metrics,
      run: () => deleteEndedHours(database.db, clock()),
    })
    app.addHook('onClose', async () => stopSweep())
    await app.register(businessRoutes, { prefix: '/api' })
    await app.register(sessionBusinessRoutes, { prefix: '/api' })
  },
  { name: 'accounts' },
)
