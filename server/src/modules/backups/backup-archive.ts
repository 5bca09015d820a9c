// The backup archive (decision 050): a gzipped tar of a staging folder laid out as the archive is, written and
// read by the `tar` package (isaacs/node-tar, the one npm itself unpacks packages with).
import type { Stats } from 'node:fs'
import { existsSync } from 'node:fs'
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import { create, extract, type ReadEntry } from 'tar'

/** What a backup archive holds, beside DATA_DIR's layout (decision 050). */
export const BACKUP_LAYOUT = {
  manifest: 'vitrina-backup.json',
  database: 'database/pglite.tar',
  /** DATA_DIR's folders of files, kept under `files/<folder>/…`. */
  fileFolders: ['media', 'analyses'],
} as const

const FILES_FOLDER = 'files'

/** Where a folder of DATA_DIR's files is in a staging folder (and in the archive). */
export function stagedFilesFolder(staging: string, folder: string): string {
  return join(staging, FILES_FOLDER, folder)
}

/**
 * Writes `staging` (laid out as BACKUP_LAYOUT says) to `file` as a gzipped tar. The file is made mode 600: it
 * holds the whole database.
 */
export async function packBackupArchive(staging: string, file: string): Promise<void> {
  const names: string[] = [BACKUP_LAYOUT.manifest, BACKUP_LAYOUT.database]
  if (existsSync(join(staging, FILES_FOLDER))) names.push(FILES_FOLDER)
  // portable: no user or group names of this machine in the archive; strict: a warning fails the backup.
  await create({ file, cwd: staging, gzip: true, portable: true, strict: true, mode: 0o600 }, names)
}

/**
 * Unpacks a backup archive into `staging` (made if need be). Rejects on a damaged archive and on a layout
 * entry that climbs out of the folder with `..`: node-tar refuses it, and `strict` makes that fatal. Absolute
 * paths and names outside the layout are skipped.
 */
export async function unpackBackupArchive(file: string, staging: string): Promise<void> {
  await mkdir(staging, { recursive: true })
  await extract({ file, cwd: staging, strict: true, filter: isBackupEntry })
}

const FILE_TYPES = new Set(['File', 'OldFile', 'ContiguousFile'])

// Only the layout's regular files, and folders: anything else is skipped, links above all (node-tar's README:
// links are behind nearly every extraction attack). A path with `..` that names a layout folder is let through
// on purpose, for node-tar to refuse it and fail the restore rather than skip it quietly.
function isBackupEntry(path: string, entry: ReadEntry | Stats): boolean {
  if (!('type' in entry)) return false
  if (entry.type === 'Directory') return true
  if (!FILE_TYPES.has(entry.type)) return false
  if (path === BACKUP_LAYOUT.manifest || path === BACKUP_LAYOUT.database) return true
  const [top, folder, ...rest] = path.split('/')
  const isKeptFolder = (BACKUP_LAYOUT.fileFolders as readonly string[]).includes(folder ?? '')
  return top === FILES_FOLDER && isKeptFolder && rest.length > 0
}
