import { readdir, rm, stat } from 'node:fs/promises'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import { analysisFolder } from './analysis-files.ts'
import type { LiveAnalyses } from './live-analyses.ts'
import {
  deleteExpiredAnalyses,
  failAbandonedAnalyses,
  findExistingIds,
  touchAnalyses,
} from './menu-analyses.repository.ts'

/** A server touches its unfinished jobs this often… */
export const HEARTBEAT_MS = 15_000
/** …so one untouched for this long belongs to a server that is gone. */
export const STALE_AFTER_MS = 60_000
/** A folder with no job is left this long: an upload writes its file before the job's row exists. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000

const STALE_CHECK_MS = 60_000
const EXPIRY_SWEEP_MS = 60 * 60 * 1000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Fails the jobs a stopped server left queued or running, so none stays "running" forever. With the
 * embedded database this server is the only one (its folder is locked), so at start every unfinished job
 * is another process's (`isSoleServer`); with PostgreSQL, only those untouched for STALE_AFTER_MS.
 */
export function failAbandoned(
  db: Database,
  live: LiveAnalyses,
  { isSoleServer, now = Date.now() }: { isSoleServer: boolean; now?: number },
): Promise<number> {
  return failAbandonedAnalyses(db, isSoleServer ? null : new Date(now - STALE_AFTER_MS), live.ids())
}

/**
 * Deletes the jobs past their 24 hours with their folders, and folders no job names (their job was deleted
 * with its business, or a server stopped mid-upload) once ORPHAN_GRACE_MS old. Answers how many folders
 * went. `now` in milliseconds.
 */
export async function sweepExpiredAnalyses(
  db: Database,
  directory: string,
  now = Date.now(),
): Promise<number> {
  const expired = await deleteExpiredAnalyses(db, new Date(now))
  let names: string[]
  try {
    names = (await readdir(directory)).filter((name) => UUID.test(name))
  } catch {
    return 0 // No upload yet: no folder.
  }
  const existing = await findExistingIds(db, names)
  let deleted = 0
  for (const name of names) {
    if (existing.has(name)) continue
    const folder = analysisFolder(directory, name)
    const isExpired = expired.includes(name)
    if (!isExpired && now - (await stat(folder)).mtimeMs < ORPHAN_GRACE_MS) continue
    await rm(folder, { recursive: true, force: true })
    deleted += 1
  }
  return deleted
}

type SweepDeps = { db: Database; live: LiveAnalyses; directory: string; log: FastifyBaseLogger }

/**
 * At start: fails what a previous process left unfinished and deletes what expired. Then, until `stop`:
 * a heartbeat for this server's jobs, a check for other servers' abandoned ones every minute, and the
 * expiry sweep every hour. Timers do not keep the process alive; a failed round is logged and tried again.
 */
export async function startAnalysisSweeps(
  { db, live, directory, log }: SweepDeps,
  isSoleServer: boolean,
): Promise<() => void> {
  const interrupted = await failAbandoned(db, live, { isSoleServer })
  if (interrupted > 0) log.warn({ interrupted }, 'menu analyses left unfinished by a stopped server failed')
  const every = (ms: number, name: string, round: () => Promise<unknown>) => {
    const run = () => round().catch((error: unknown) => log.error({ err: error }, `${name} failed`))
    return setInterval(run, ms).unref()
  }
  const timers = [
    every(HEARTBEAT_MS, 'the menu-analysis heartbeat', () => touchAnalyses(db, live.ids())),
    every(STALE_CHECK_MS, 'the abandoned-analysis check', () =>
      failAbandoned(db, live, { isSoleServer: false }),
    ),
    every(EXPIRY_SWEEP_MS, 'the expired-analysis sweep', () => sweepExpiredAnalyses(db, directory)),
  ]
  await sweepExpiredAnalyses(db, directory).catch((error: unknown) =>
    log.error({ err: error }, 'the expired-analysis sweep failed'),
  )
  return () => {
    for (const timer of timers) clearInterval(timer)
  }
}
