import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type AuditRoutesOptions, auditRoutes } from './audit.routes.ts'
import { scheduleAuditSweeps } from './audit-sweep.ts'

export type AuditModuleOptions = AuditRoutesOptions & {
  /** Milliseconds since the epoch: events a year older than it are deleted (tests move it). */
  clock?: () => number
  /** How often old events are swept (six hours unless a test wants it sooner). */
  sweepEveryMs?: number
}

/**
 * The audit log (decision 073): its route under /api and its yearly clean-up. Every module that changes
 * something the log records imports `recordAudit`, accounts included; so the log imports no module, and the
 * app hands it the session check its route needs, as it hands accounts the security module's second factor.
 */
export const auditModule = fp(
  async (app: FastifyInstance, { requireBusiness, clock = Date.now, sweepEveryMs }: AuditModuleOptions) => {
    await app.register(auditRoutes, { prefix: '/api', requireBusiness })
    await scheduleAuditSweeps(app, clock, sweepEveryMs)
  },
  { name: 'audit' },
)
