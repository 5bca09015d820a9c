// The archive itself: its layout as the system tar sees it, what unpacking lets through, and that an entry
// aiming outside the restore's folder writes nothing there and fails the restore.
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { create } from 'tar'
import { describe, expect, it } from 'vitest'
import { BackupError } from './backup.service.ts'
import { BACKUP_LAYOUT, packBackupArchive, unpackBackupArchive } from './backup-archive.ts'
import { restoreBackup } from './restore.service.ts'

const longName = `files/analyses/${'a'.repeat(90)}/${'b'.repeat(60)}.webp`

async function writeFiles(folder: string, files: Record<string, Buffer | string>) {
  for (const [name, bytes] of Object.entries(files)) {
    await mkdir(dirname(join(folder, name)), { recursive: true })
    await writeFile(join(folder, name), bytes)
  }
}

describe('the backup archive (a gzipped tar, node-tar)', () => {
  it('holds the documented layout, which the system tar lists, and unpacks it byte for byte', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vitrina-archive-'))
    const files = {
      [BACKUP_LAYOUT.manifest]: '{}\n',
      [BACKUP_LAYOUT.database]: randomBytes(100_001),
      [longName]: randomBytes(1_000_003),
      'files/media/empty.webp': '',
    }
    await writeFiles(join(root, 'staging'), files)
    const archive = join(root, 'backup.tar.gz')
    await packBackupArchive(join(root, 'staging'), archive)

    expect((await stat(archive)).mode & 0o777).toBe(0o600)
    // `tar tzvf`: a line per entry, its type first (- a regular file), its name last.
    const lines = execFileSync('tar', ['tzvf', archive]).toString().trim().split('\n')
    const regularFiles = lines.filter((line) => line.startsWith('-')).map((line) => line.split(' ').at(-1))
    expect(regularFiles.sort()).toEqual(Object.keys(files).sort())

    await unpackBackupArchive(archive, join(root, 'out'))
    for (const [name, bytes] of Object.entries(files)) {
      expect((await readFile(join(root, 'out', name))).equals(Buffer.from(bytes))).toBe(true)
    }
  })

  it('unpacks neither links nor names outside the layout', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vitrina-archive-'))
    await writeFiles(join(root, 'made'), { [BACKUP_LAYOUT.manifest]: '{}\n', 'notes.txt': 'stray' })
    await mkdir(join(root, 'made', 'files', 'media'), { recursive: true })
    await symlink('/etc/hostname', join(root, 'made', 'files', 'media', 'link.webp'))
    const archive = join(root, 'odd.tar.gz')
    await create({ file: archive, cwd: join(root, 'made'), gzip: true }, [
      BACKUP_LAYOUT.manifest,
      'notes.txt',
      'files',
    ])

    await unpackBackupArchive(archive, join(root, 'out'))
    expect(await readdir(join(root, 'out'), { recursive: true })).toEqual(
      expect.arrayContaining([BACKUP_LAYOUT.manifest]),
    )
    expect(existsSync(join(root, 'out', 'notes.txt'))).toBe(false)
    expect(existsSync(join(root, 'out', 'files', 'media', 'link.webp'))).toBe(false)
  })

  it('refuses a damaged archive', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vitrina-archive-'))
    await writeFiles(join(root, 'staging'), {
      [BACKUP_LAYOUT.manifest]: '{}\n',
      [BACKUP_LAYOUT.database]: 'x',
    })
    await packBackupArchive(join(root, 'staging'), join(root, 'backup.tar.gz'))
    const tar = execFileSync('gzip', ['-dc', join(root, 'backup.tar.gz')])
    tar[10] = 0x21 // the first header's name: its checksum no longer matches
    await writeFile(join(root, 'damaged.tar.gz'), execFileSync('gzip', ['-c'], { input: tar }))
    await expect(unpackBackupArchive(join(root, 'damaged.tar.gz'), join(root, 'out'))).rejects.toThrow()
  })

  it('restores nothing outside DATA_DIR from an archive with ../ entries, and leaves DATA_DIR as it was', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vitrina-archive-'))
    // Made with preservePaths, the only way node-tar writes `..` into an archive; an attacker needs no tool.
    const made = join(root, 'a', 'b')
    await writeFiles(root, { 'outside.webp': 'escaped', 'a/outside.webp': 'escaped' })
    await writeFiles(made, { [BACKUP_LAYOUT.manifest]: '{}\n' })
    await mkdir(join(made, 'files', 'media'), { recursive: true })
    const archive = join(root, 'evil.tar.gz')
    const escaping = 'files/media/../../../../outside.webp'
    await create({ file: archive, cwd: made, gzip: true, preservePaths: true }, [
      BACKUP_LAYOUT.manifest,
      '../outside.webp',
      escaping,
    ])
    expect(execFileSync('tar', ['tzf', archive], { stdio: 'pipe' }).toString()).toContain(escaping)
    await rm(join(root, 'outside.webp'))
    await rm(join(root, 'a'), { recursive: true })

    // Unpacked into data/restoring-<time>/, the entries would land at data/outside.webp and outside.webp.
    const dataDir = join(root, 'data')
    await writeFiles(dataDir, { 'media/kept.webp': 'kept' })
    const restoring = restoreBackup(dataDir, archive)
    await expect(restoring).rejects.toThrow(BackupError)
    await expect(restoring).rejects.toThrow(/'\.\.'/)

    expect(existsSync(join(root, 'outside.webp'))).toBe(false)
    expect(existsSync(join(dataDir, 'outside.webp'))).toBe(false)
    expect(await readFile(join(dataDir, 'media', 'kept.webp'), 'utf8')).toBe('kept')
    expect((await readdir(dataDir)).sort()).toEqual(['media'])
  })
})
