import type { FastifyBaseLogger } from 'fastify'
import type { Metrics } from '../metrics.ts'
import type { JobQueue } from './job-queue.ts'

export type PeriodicJob = {
  /** The queue's name, which is also the job's: one at a time per period across every server. */
  name: string
  /** How often it runs, in milliseconds (tests and browser journeys ask for a tenth of a second). */
  everyMs: number
  /** Milliseconds before the first run (by default one period). */
  firstAfterMs?: number
  run: () => Promise<unknown>
  /** Where a failed run is told (pg-boss records it in the job's row too). */
  log: FastifyBaseLogger
  /** Each run's time and each failure, by the job's name (decision 050). */
  metrics: Metrics
}

// A failed run is tried again a little later (pg-boss's back-off: 5 s, 10 s…); after that the next period's
// run starts afresh, and the failure stays in pg-boss's job row.
const RETRY = { retryLimit: 2, retryDelay: 5, retryBackoff: true }
const BACKSTOP_POLL_SECONDS = 10

/**
 * Runs `job` every `everyMs` on whichever server claims it (decision 048). Every server's timer offers the
 * run, but a singleton key per period lets one job a period through, so two servers never send the same
 * reminder twice. Answers how to stop offering it (pg-boss's own stop ends the worker).
 */
export async function runPeriodically(boss: JobQueue, job: PeriodicJob): Promise<() => void> {
  const periodSeconds = Math.max(1, Math.round(job.everyMs / 1000))
  await boss.createQueue(job.name, {
    ...RETRY,
    expireInSeconds: Math.max(60, 2 * periodSeconds),
    notify: true,
  })
  // Woken by each run offered; the polling is only a backstop (a retry's delay ending, a lost notice).
  const backstop = Math.min(periodSeconds, BACKSTOP_POLL_SECONDS)
  await boss.work(
    job.name,
    { batchSize: 1, pollingIntervalSeconds: backstop, notifyPollingIntervalSeconds: backstop },
    async () => {
      const startedAt = performance.now()
      const took = () => (performance.now() - startedAt) / 1000
      try {
        await job.run()
        job.metrics.jobDuration.observe({ queue: job.name, outcome: 'done' }, took())
      } catch (error) {
        job.metrics.jobDuration.observe({ queue: job.name, outcome: 'failed' }, took())
        job.metrics.jobFailures.inc({ queue: job.name })
        job.log.error({ err: error, job: job.name }, 'a periodic job failed; it is tried again')
        throw error
      }
    },
  )
  const offer = () =>
    boss
      .send(job.name, {}, { singletonKey: job.name, singletonSeconds: periodSeconds })
      .catch((error: unknown) => boss.emit('error', error as Error))
  const first = setTimeout(offer, job.firstAfterMs ?? job.everyMs).unref()
  const every = setInterval(offer, job.everyMs).unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
