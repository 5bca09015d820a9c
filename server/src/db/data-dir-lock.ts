import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

// The lock is refreshed every few seconds; one left by a crashed server counts as stale after STALE_MS.
const STALE_MS = 10_000

/** Takes the DATA_DIR lock so a second server on the same folder refuses to start; resolves to its release. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true })
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, 'server.lock'),
      stale: STALE_MS,
      update: STALE_MS / 2,
      onCompromised: (error) => {
        // Another process took the folder over: keep writing and we would corrupt the database.
        console.error(`The lock on ${dataDir} was lost (${error.message}); stopping to protect the data.`)
        process.exit(1)
      },
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `Another Vitrina server is already using DATA_DIR ${dataDir}. Stop it, or give this one another ` +
          `DATA_DIR (or a DATABASE_URL). If no server is running, wait ${STALE_MS / 1000} seconds and try again.`,
      )
    }
    throw error
  }
}
