import { randomBytes } from 'node:crypto'
import { readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

/**
 * How `npm run backup` reaches the running server that holds DATA_DIR (decision 050): its loopback address
 * and a token made at each start. The file sits in DATA_DIR, readable by its owner only: whoever can read it
 * could read the database's files anyway.
 */
export type BackupAccess = { url: string; token: string }

export function backupAccessFile(dataDir: string): string {
  return join(dataDir, 'backup-access.json')
}

export function createBackupToken(): string {
  return randomBytes(32).toString('base64url')
}

// A server on every address (0.0.0.0, ::) is reached on loopback; one on a given address, there.
function localUrl(address: AddressInfo): string {
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address
  return `http://${host}:${address.port}`
}

export async function writeBackupAccess(dataDir: string, address: AddressInfo, token: string): Promise<void> {
  const access: BackupAccess = { url: localUrl(address), token }
  await writeFile(backupAccessFile(dataDir), JSON.stringify(access), { mode: 0o600 })
}

export async function readBackupAccess(dataDir: string): Promise<BackupAccess | undefined> {
  try {
    return JSON.parse(await readFile(backupAccessFile(dataDir), 'utf8')) as BackupAccess
  } catch {
    return undefined
  }
}

export async function removeBackupAccess(dataDir: string): Promise<void> {
  await rm(backupAccessFile(dataDir), { force: true })
}
