import { readdir, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/database.ts'
import type { JobQueue } from '../../shared/jobs/job-queue.ts'
import { runPeriodically } from '../../shared/jobs/periodic-job.ts'
import type { Metrics } from '../../shared/metrics.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { ANALYSES_PREFIX, analysisPrefix, workFolder } from './analysis-files.ts'
import { deleteExpiredAnalyses, findExistingIds } from './menu-analyses.repository.ts'
import { deleteOldModelDays } from './model-days.repository.ts'

/** Files no analysis names are left this long: an upload writes its file before the analysis's row exists. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000

const EXPIRY_SWEEP_MS = 60 * 60 * 1000
// Soon after a start, so a server that was down a while clears what expired meanwhile.
const FIRST_SWEEP_MS = 5_000
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** Each analysis's folder in the store, with when a file was last written in it. */
async function listFolders(files: FileStore): Promise<Map<string, number>> {
  const folders = new Map<string, number>()
  for (const { key, lastModifiedMs } of await files.list(ANALYSES_PREFIX)) {
    const id = key.slice(ANALYSES_PREFIX.length).split('/')[0] ?? ''
    if (UUID.test(id)) folders.set(id, Math.max(folders.get(id) ?? 0, lastModifiedMs))
  }
  return folders
}

/**
 * Deletes the analyses past their 24 hours with their files, and the files no analysis names (its analysis
 * was deleted with its business, or a server stopped mid-upload) once ORPHAN_GRACE_MS old. Answers how many
 * folders went. `now` in milliseconds.
 */
export async function sweepExpiredAnalyses(
  db: Database,
  files: FileStore,
  now = Date.now(),
): Promise<number> {
  const expired = new Set(await deleteExpiredAnalyses(db, new Date(now)))
  const folders = await listFolders(files)
  const existing = await findExistingIds(db, [...folders.keys()])
  let deleted = 0
  for (const [id, writtenAt] of folders) {
    if (existing.has(id)) continue
    if (!expired.has(id) && now - writtenAt < ORPHAN_GRACE_MS) continue
    await files.deletePrefix(analysisPrefix(id))
    deleted += 1
  }
  return deleted
}

/**
 * Deletes this server's work folders left by a read that never ended (the process died): any older than
 * ORPHAN_GRACE_MS, far past the reader's time limit, so never one another process of the same DATA_DIR
 * is reading.
 */
export async function clearStaleWork(dataDir: string, now = Date.now()): Promise<void> {
  const parent = dirname(workFolder(dataDir, 'x'))
  const names = await readdir(parent).catch(() => [] as string[])
  for (const name of names) {
    const folder = join(parent, name)
    const { mtimeMs } = await stat(folder)
    if (now - mtimeMs >= ORPHAN_GRACE_MS) await rm(folder, { recursive: true, force: true })
  }
}

/**
 * The expiry sweep as a job of the queue (decision 048): every hour, by whichever server claims it. What a
 * stopped server left unfinished is no sweep's business any more: the queue retries it.
 */
export function scheduleExpirySweep(
  jobs: JobQueue,
  { db, files, log, metrics }: { db: Database; files: FileStore; log: FastifyBaseLogger; metrics: Metrics },
): Promise<() => void> {
  return runPeriodically(jobs, {
    log,
    metrics,
    name: 'menu-analyses-expiry',
    everyMs: EXPIRY_SWEEP_MS,
    firstAfterMs: FIRST_SWEEP_MS,
    run: async () => {
      await deleteOldModelDays(db, Date.now())
      return sweepExpiredAnalyses(db, files)
    },
  })
}
