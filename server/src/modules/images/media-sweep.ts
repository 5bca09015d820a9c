import type { FastifyInstance } from 'fastify'
import { imageVariants } from '#domain/catalogues/image.ts'
import type { Database } from '../../db/database.ts'
import { runPeriodically } from '../../shared/jobs/periodic-job.ts'
import type { FileStore } from '../../shared/storage/file-store.ts'
import { listNamedImageAddresses } from '../catalogues/index.ts'
import { listProfilePhotoAddresses } from '../profile/index.ts'
import { listPromotionImageAddresses } from '../promotions/index.ts'
import { findMediaKey, MEDIA_PREFIX } from './media-store.ts'

/**
 * Files younger than this are left alone: an upload writes its files before the database names them, and
 * the sweep must not take them in between.
 */
export const SWEEP_GRACE_MS = 60 * 60 * 1000

/**
 * Deletes the image files nothing names any more (decision 012): those of deleted products, categories,
 * promotions and catalogues (their rows go by cascade, which cannot reach files), of design images removed by
 * a save, of promotion images replaced or never saved, and of profile photos replaced or of deleted
 * accounts. Answers how many files it deleted. `now` in milliseconds.
 */
export async function sweepUnusedImages(db: Database, files: FileStore, now = Date.now()): Promise<number> {
  const stored = await files.list(MEDIA_PREFIX)
  if (stored.length === 0) return 0 // No upload yet.
  const addresses = [
    ...(await listNamedImageAddresses(db)),
    ...(await listPromotionImageAddresses(db)),
    ...(await listProfilePhotoAddresses(db)),
  ]
  const named = new Set(addresses.flatMap((address) => imageVariants(address).map((copy) => copy.address)))
  let deleted = 0
  for (const { key, lastModifiedMs } of stored) {
    // A file not of our making (or in a subfolder) is not the sweep's to judge.
    if (findMediaKey(key.slice(MEDIA_PREFIX.length)) !== key || named.has(`/${key}`)) continue
    if (now - lastModifiedMs < SWEEP_GRACE_MS) continue
    await files.delete(key)
    deleted += 1
  }
  return deleted
}

const FIRST_SWEEP_DELAY_MS = 60 * 1000
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000

/**
 * Sweeps a minute after start, then every six hours, on whichever server claims the run (a periodic job,
 * decision 048), until the app closes; a failed sweep is logged and tried again.
 */
export async function scheduleImageSweeps(app: FastifyInstance, files: FileStore): Promise<void> {
  const stop = await runPeriodically(app.jobs, {
    name: 'unused-images-sweep',
    everyMs: SWEEP_INTERVAL_MS,
    firstAfterMs: FIRST_SWEEP_DELAY_MS,
    log: app.log,
    metrics: app.metrics,
    run: async () => {
      const deleted = await sweepUnusedImages(app.database.db, files)
      if (deleted > 0) app.log.info({ deleted }, 'unused image files deleted')
    },
  })
  app.addHook('onClose', async () => stop())
}
