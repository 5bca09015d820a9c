import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Mailer } from '../mail/index.ts'
import { leadsRoutes } from './leads.routes.ts'

export type LeadsModuleOptions = { mailer: Mailer }

/** Leads: its routes under /api, mailing support through the app's mailer. */
export const leadsModule = fp(
  async (app: FastifyInstance, { mailer }: LeadsModuleOptions) => {
    await app.register(leadsRoutes, { prefix: '/api', mailer })
  },
  { name: 'leads' },
)
