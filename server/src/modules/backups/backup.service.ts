import { constants, existsSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.ts'
import { dumpPglite, PGLITE_OPTIONS } from '../../db/database.ts'
import { readBackupAccess } from './backup-access.ts'
import { BACKUP_LAYOUT, packBackupArchive, stagedFilesFolder } from './backup-archive.ts'
import { SNAPSHOT_PATH } from './snapshot.routes.ts'

export const BACKUP_FORMAT_VERSION = 1

export type BackupManifest = {
  format: 'vitrina-backup'
  version: number
  createdAt: string
  /** How the database was taken: from the running server, or opened by the backup itself. */
  takenFrom: 'running-server' | 'data-dir'
}

export class BackupError extends Error {
  override name = 'BackupError'
}

/**
 * Writes one gzipped tar of DATA_DIR's embedded database and files to `file`. While a server holds DATA_DIR,
 * the server takes the database's snapshot; otherwise the folder is locked and the database opened here.
 */
export async function createBackup(dataDir: string, file: string): Promise<BackupManifest> {
  if (!existsSync(join(dataDir, 'pglite'))) throw new BackupError(`No embedded database in ${dataDir}/pglite`)
  let release: (() => Promise<void>) | undefined
  try {
    release = await lockDataDir(dataDir)
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error
  }
  try {
    // The database first: a file its rows name was there before the snapshot, so it is still there after.
    const database = release ? await dumpStoppedDatabase(dataDir) : await askRunningServer(dataDir)
    const manifest: BackupManifest = {
      format: 'vitrina-backup',
      version: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      takenFrom: release ? 'data-dir' : 'running-server',
    }
    // Staged beside the archive: that folder is writable and has room for the archive, where /tmp may be a
    // small tmpfs. Removed whatever happens.
    const staging = await mkdtemp(join(dirname(file), '.vitrina-backup-'))
    try {
      await stageBackup(staging, dataDir, manifest, database)
      await packBackupArchive(staging, file)
    } finally {
      await rm(staging, { recursive: true, force: true })
    }
    return manifest
  } finally {
    await release?.()
  }
}

async function dumpStoppedDatabase(dataDir: string): Promise<Blob> {
  const client = await PGlite.create(join(dataDir, 'pglite'), PGLITE_OPTIONS)
  try {
    return await dumpPglite(client)
  } finally {
    await client.close()
  }
}

async function askRunningServer(dataDir: string): Promise<Blob> {
  const access = await readBackupAccess(dataDir)
  if (!access) {
    throw new BackupError(
      `A Vitrina server holds ${dataDir} but has left no backup access file in it: wait until it is listening.`,
    )
  }
  const response = await fetch(`${access.url}${SNAPSHOT_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access.token}` },
  }).catch((error: unknown) => {
    // A server that crashed leaves its lock for a few seconds (db/data-dir-lock.ts) and its access file.
    throw new BackupError(`The server holding ${dataDir} does not answer at ${access.url}: ${String(error)}`)
  })
  if (!response.ok) throw new BackupError(`The running server refused the snapshot (${response.status})`)
  return response.blob()
}

// Lays the backup out in `staging` as the archive holds it (BACKUP_LAYOUT).
async function stageBackup(staging: string, dataDir: string, manifest: BackupManifest, database: Blob) {
  await writeFile(join(staging, BACKUP_LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`)
  await mkdir(dirname(join(staging, BACKUP_LAYOUT.database)), { recursive: true })
  await writeFile(join(staging, BACKUP_LAYOUT.database), database.stream())
  for (const folder of BACKUP_LAYOUT.fileFolders) {
    for (const path of await listFiles(join(dataDir, folder))) {
      const copy = join(stagedFilesFolder(staging, folder), relative(join(dataDir, folder), path))
      await mkdir(dirname(copy), { recursive: true })
      // A copy, not a hard link: two names of one file would become a tar link entry, which restore skips.
      // FICLONE makes it a free clone on file systems that can (btrfs, XFS), a plain copy elsewhere.
      await copyFile(path, copy, constants.COPYFILE_FICLONE).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error // else deleted since the listing (a swept analysis)
      })
    }
  }
}

/** Every regular file under `folder`, sorted; none when it does not exist. */
export async function listFiles(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return []
  const entries = await readdir(folder, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
}
