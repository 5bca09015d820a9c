import { readdir, rm, stat } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { imageVariants } from '#domain/catalogues/image.ts'
import type { Database } from '../../db/database.ts'
import { listNamedImageAddresses } from '../catalogues/index.ts'
import { listProfilePhotoAddresses } from '../profile/index.ts'
import { listPromotionImageAddresses } from '../promotions/index.ts'
import { findMediaFilePath } from './media-store.ts'

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
export async function sweepUnusedImages(db: Database, mediaDir: string, now = Date.now()): Promise<number> {
  let names: string[]
  try {
    names = await readdir(mediaDir)
  } catch {
    return 0 // No upload yet: no folder.
  }
  const addresses = [
    ...(await listNamedImageAddresses(db)),
    ...(await listPromotionImageAddresses(db)),
    ...(await listProfilePhotoAddresses(db)),
  ]
  const named = new Set(addresses.flatMap((address) => imageVariants(address).map((copy) => copy.address)))
  let deleted = 0
  for (const name of names) {
    const path = findMediaFilePath(mediaDir, name)
    if (!path || named.has(`/media/${name}`)) continue
    const { mtimeMs } = await stat(path)
    if (now - mtimeMs < SWEEP_GRACE_MS) continue
    await rm(path, { force: true })
    deleted += 1
  }
  return deleted
}

const FIRST_SWEEP_DELAY_MS = 60 * 1000
const SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000

/**
 * Sweeps a minute after start, then every six hours, until the app closes. The timers do not keep the
 * process alive, and a failed sweep is logged and tried again next time.
 */
export function scheduleImageSweeps(app: FastifyInstance, mediaDir: string): void {
  const sweep = async () => {
    try {
      const deleted = await sweepUnusedImages(app.database.db, mediaDir)
      if (deleted > 0) app.log.info({ deleted }, 'unused image files deleted')
    } catch (error) {
      app.log.error({ err: error }, 'the unused-image sweep failed')
    }
  }
  const first = setTimeout(sweep, FIRST_SWEEP_DELAY_MS).unref()
  const every = setInterval(sweep, SWEEP_INTERVAL_MS).unref()
  app.addHook('onClose', async () => {
    clearTimeout(first)
    clearInterval(every)
  })
}
