import { existsSync, openAsBlob } from 'node:fs'
import { mkdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.ts'
import { PGLITE_OPTIONS } from '../../db/database.ts'
import { BACKUP_FORMAT_VERSION, BackupError, type BackupManifest } from './backup.service.ts'
import { BACKUP_LAYOUT, stagedFilesFolder, unpackBackupArchive } from './backup-archive.ts'

export type RestoreResult = {
  manifest: BackupManifest
  /** Where DATA_DIR's database and files went, kept until the operator deletes them; none on an empty DATA_DIR. */
  replacedDir: string | undefined
}

/**
 * Replaces DATA_DIR's embedded database and files with a backup's. Refuses while a server holds DATA_DIR,
 * and holds the folder itself meanwhile so none starts. The archive is unpacked and its database opened aside
 * first; only then are the old database and files moved into `DATA_DIR/replaced-<time>/`.
 */
export async function restoreBackup(dataDir: string, file: string): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`No backup at ${file}`)
  let release: () => Promise<void>
  try {
    release = await lockDataDir(dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new BackupError(`A Vitrina server is running on ${dataDir}: stop it before restoring.`)
    }
    throw error
  }
  const stamp = new Date()
    .toISOString()
    .replaceAll(':', '-')
    .replace(/\.\d+Z$/, 'Z')
  const staging = join(dataDir, `restoring-${stamp}`)
  try {
    await unpackBackupArchive(file, staging).catch((error: Error) => {
      throw new BackupError(`This backup cannot be restored: ${error.message}`)
    })
    const manifest = await readManifest(staging)
    await unpackDatabase(staging)
    const replacedDir = await swapIn(dataDir, staging, join(dataDir, `replaced-${stamp}`))
    return { manifest, replacedDir }
  } finally {
    await rm(staging, { recursive: true, force: true })
    await release()
  }
}

async function readManifest(staging: string): Promise<BackupManifest> {
  const path = join(staging, BACKUP_LAYOUT.manifest)
  const manifest = existsSync(path) ? (JSON.parse(await readFile(path, 'utf8')) as BackupManifest) : undefined
  if (manifest?.format !== 'vitrina-backup' || !existsSync(join(staging, BACKUP_LAYOUT.database))) {
    throw new BackupError('This file is no Vitrina backup (npm run backup makes them)')
  }
  if (manifest.version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `This backup is of a newer format (${manifest.version}): restore it with a newer Vitrina`,
    )
  }
  return manifest
}

// PGlite fills an empty folder from the dump; opening and closing it proves the database is whole before
// anything of DATA_DIR is touched. The server applies any newer migrations when it starts on it.
async function unpackDatabase(staging: string): Promise<void> {
  const client = await PGlite.create(join(staging, 'pglite'), {
    ...PGLITE_OPTIONS,
    loadDataDir: await openAsBlob(join(staging, BACKUP_LAYOUT.database)),
  })
  await client.query('select 1')
  await client.close()
}

async function swapIn(dataDir: string, staging: string, replacedDir: string): Promise<string | undefined> {
  let hasReplaced = false
  const restored = [
    { name: 'pglite', from: join(staging, 'pglite') },
    ...BACKUP_LAYOUT.fileFolders.map((name) => ({ name, from: stagedFilesFolder(staging, name) })),
  ]
  for (const { name, from } of restored) {
    if (existsSync(join(dataDir, name))) {
      await mkdir(replacedDir, { recursive: true })
      await rename(join(dataDir, name), join(replacedDir, name))
      hasReplaced = true
    }
    if (existsSync(from)) await rename(from, join(dataDir, name))
  }
  return hasReplaced ? replacedDir : undefined
}
