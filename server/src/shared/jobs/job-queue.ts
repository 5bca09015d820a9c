import { fromPglite, PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '../../db/database.ts'

/** The job queue every module sends to and works from (decision 048): pg-boss on the app's database. */
export type JobQueue = PgBoss

/** pg-boss keeps its tables in a schema of its own, beside the app's. */
export const JOB_SCHEMA = 'pgboss'

// How soon a server that died holding a job is noticed: its jobs' heartbeats stop (analyses send one every
// few seconds), and the supervisor looks every few seconds. pg-boss's defaults (a minute) would leave a
// visitor looking at a frozen progress bar for that long.
const SUPERVISE_SECONDS = 2

/**
 * Opens the job queue on the app's database (PGlite's connection, or a small pool of its own on PostgreSQL),
 * installing or upgrading its schema on first use. With `isWorker` false it only sends (a command-line
 * script); a server supervises too: it retries jobs whose server died and runs the queues' maintenance.
 */
export async function openJobQueue(
  database: DatabaseHandle,
  { onError, isWorker = true }: { onError: (error: Error) => void; isWorker?: boolean },
): Promise<JobQueue> {
  const connection = database.jobConnection
  const timing = {
    supervise: isWorker,
    schedule: false,
    // Queues that ask for it (`notify: true`) wake their workers when a job arrives instead of polling.
    useListenNotify: true,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
  }
  const boss =
    connection.engine === 'pglite'
      ? new PgBoss({ ...timing, schema: JOB_SCHEMA, db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({ ...timing, schema: JOB_SCHEMA, connectionString: connection.url, max: 4 })
  boss.on('error', onError)
  await boss.start()
  return boss
}

/**
 * Stops taking jobs and waits up to `timeoutMs` for the handlers under way; a job still running then is
 * failed by pg-boss and retried (on another server, or this one when it starts again).
 */
export async function closeJobQueue(boss: JobQueue, timeoutMs: number): Promise<void> {
  await boss.stop({ graceful: true, timeout: timeoutMs, close: true })
}
