import type { FastifyInstance } from 'fastify'
import { lastDayOverEverywhere } from '#domain/visits/visit-days.ts'
import type { Database } from '../../db/database.ts'
import { runPeriodically } from '../../shared/jobs/periodic-job.ts'
import type { DaySalts } from './visitor-hash.ts'
import { deleteSaltsUpTo } from './visits.repository.ts'

/**
 * Deletes the visitor salts of the days over in every time zone at `now` (milliseconds): a day's hashes can
 * then never be made again, nor matched to anyone (decision 052). Answers how many salts went.
 */
export function sweepVisitSalts(db: Database, salts: DaySalts, now: number): Promise<number> {
  const lastDay = lastDayOverEverywhere(new Date(now))
  salts.forgetUpTo(lastDay)
  return deleteSaltsUpTo(db, lastDay)
}

const SWEEP_EVERY_MS = 60 * 60 * 1000

/** Sweeps every hour (or `everyMs`) on whichever server claims the run (decision 048), until the app closes. */
export async function scheduleSaltSweeps(
  app: FastifyInstance,
  salts: DaySalts,
  clock: () => number,
  everyMs = SWEEP_EVERY_MS,
): Promise<void> {
  const stop = await runPeriodically(app.jobs, {
    name: 'visit-salts-sweep',
    everyMs,
    log: app.log,
    metrics: app.metrics,
    run: () => sweepVisitSalts(app.database.db, salts, clock()),
  })
  app.addHook('onClose', async () => stop())
}
