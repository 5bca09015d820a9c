import type { FastifyInstance } from 'fastify'
import { AUDIT_RETENTION_MS } from '#domain/team/audit.ts'
import type { Database } from '../../db/database.ts'
import { runPeriodically } from '../../shared/jobs/periodic-job.ts'
import { deleteAuditEventsBefore } from './audit.repository.ts'

/** Deletes the events of every business older than a year (365 days) at `now` (milliseconds); answers how many. */
export function sweepAuditEvents(db: Database, now: number): Promise<number> {
  return deleteAuditEventsBefore(db, new Date(now - AUDIT_RETENTION_MS))
}

// Four times a day: a day's period would ask pg-boss for runs that expire after two days, past its 24-hour limit.
const SWEEP_EVERY_MS = 6 * 60 * 60 * 1000

/** Sweeps every six hours (or `everyMs`) on whichever server claims the run (decision 048), until the app closes. */
export async function scheduleAuditSweeps(
  app: FastifyInstance,
  clock: () => number,
  everyMs = SWEEP_EVERY_MS,
): Promise<void> {
  const stop = await runPeriodically(app.jobs, {
    name: 'audit-events-sweep',
    everyMs,
    log: app.log,
    metrics: app.metrics,
    run: () => sweepAuditEvents(app.database.db, clock()),
  })
  app.addHook('onClose', async () => stop())
}
