import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { teamRoutes } from './team.routes.ts'

export type TeamModuleOptions = {
  mailer: Mailer
  /** Milliseconds since the epoch: invitations expire on it (tests move it past their 7 days). */
  clock?: () => number
}

/** The team (decision 073): its routes under /api, mailing invitations through the app's mailer. */
export const teamModule = fp(
  async (app: FastifyInstance, { mailer, clock = Date.now }: TeamModuleOptions) => {
    await app.register(teamRoutes, { prefix: '/api', mailer, clock })
  },
  { name: 'team' },
)
