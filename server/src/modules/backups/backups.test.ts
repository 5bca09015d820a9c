// A backup taken while the server runs, restored into a wiped DATA_DIR: every row of every table and every
// file comes back the same. And one taken of a stopped DATA_DIR.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import type { Database } from '../../db/database.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { clientInput } from '../clients/test-clients.ts'
import { createBackup, listFiles } from './backup.service.ts'
import { restoreBackup } from './restore.service.ts'

const opened: FastifyInstance[] = []
afterAll(async () => {
  for (const app of opened) await app.close()
})

async function startServer(dataDir: string): Promise<FastifyInstance> {
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }))
  opened.push(app)
  await app.listen({ host: '127.0.0.1', port: 0 })
  return app
}

async function stopServer(app: FastifyInstance) {
  opened.splice(opened.indexOf(app), 1)
  await app.close()
}

/**
 * Every row of every table (ours and drizzle's journal), as sorted JSON per table. Not pg-boss's (decision
 * 048): every running server rewrites them (its instance row, maintenance times, queue counters), so they
 * differ after any restart, backup or none.
 */
async function readEveryRow(db: Database): Promise<Record<string, string[]>> {
  const result = (await db.execute(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema', 'pgboss')
    order by 1, 2`)) as unknown as { rows: { schema: string; name: string }[] }
  const tables: Record<string, string[]> = {}
  for (const { schema, name } of result.rows) {
    const rows = (await db.execute(
      sql.raw(`select row_to_json(t)::text as json from "${schema}"."${name}" t`),
    )) as unknown as { rows: { json: string }[] }
    tables[`${schema}.${name}`] = rows.rows.map((row) => row.json).sort()
  }
  return tables
}

/** Every file of media/ and analyses/ with the sha-256 of its bytes. */
async function hashEveryFile(dataDir: string): Promise<Record<string, string>> {
  const hashes: Record<string, string> = {}
  for (const folder of ['media', 'analyses']) {
    for (const path of await listFiles(join(dataDir, folder))) {
      hashes[relative(dataDir, path)] = createHash('sha256')
        .update(await readFile(path))
        .digest('hex')
    }
  }
  return hashes
}

async function addFiles(dataDir: string) {
  const image = randomUUID()
  await mkdir(join(dataDir, 'media'), { recursive: true })
  for (const width of [400, 800]) {
    await writeFile(join(dataDir, 'media', `${image}-${width}.webp`), randomBytes(3000 + width))
  }
  const analysis = join(dataDir, 'analyses', randomUUID())
  await mkdir(analysis, { recursive: true })
  await writeFile(join(analysis, 'source.pdf'), randomBytes(70_001))
  await writeFile(join(analysis, 'page-1.webp'), randomBytes(512))
}

async function wipe(dataDir: string) {
  for (const name of ['pglite', 'media', 'analyses'])
    await rm(join(dataDir, name), { recursive: true, force: true })
}

describe('npm run backup and npm run restore', () => {
  it('back up the running server and bring every row and file back into a wiped DATA_DIR', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'vitrina-backup-'))
    const archive = join(await mkdtemp(join(tmpdir(), 'vitrina-archive-')), 'backup.tar.gz')
    const server = await startServer(dataDir)
    const owner = await registerTestOwner(server, 'backup')
    expect((await owner.call('POST', '/api/catalogues', { template: 'clasico' })).statusCode).toBe(201)
    expect((await owner.call('POST', '/api/clients', clientInput())).statusCode).toBe(201)
    await addFiles(dataDir)
    const rows = await readEveryRow(server.database.db)
    const files = await hashEveryFile(dataDir)
    expect(Object.keys(files)).toHaveLength(4)
    expect(Object.values(rows).filter((table) => table.length > 0).length).toBeGreaterThan(4)

    const manifest = await createBackup(dataDir, archive)
    expect(manifest.takenFrom).toBe('running-server')
    expect(await readdir(dirname(archive))).toEqual(['backup.tar.gz']) // the staging folder is gone
    await expect(restoreBackup(dataDir, archive)).rejects.toThrow(/stop it before restoring/)

    await stopServer(server)
    await wipe(dataDir)
    const restored = await restoreBackup(dataDir, archive)
    expect(restored.replacedDir).toBeUndefined()

    const again = await startServer(dataDir)
    expect(await readEveryRow(again.database.db)).toEqual(rows)
    expect(await hashEveryFile(dataDir)).toEqual(files)
    expect((await again.inject({ url: '/api/ready' })).statusCode).toBe(200)
    await stopServer(again)

    // No server now: the backup opens the folder itself, and a restore over data keeps that data aside.
    const offline = join(dirname(archive), 'offline.tar.gz')
    expect((await createBackup(dataDir, offline)).takenFrom).toBe('data-dir')
    await writeFile(join(dataDir, 'media', 'stray.webp'), 'not in the backup')
    const over = await restoreBackup(dataDir, offline)
    expect(over.replacedDir).toMatch(/replaced-/)
    expect(await hashEveryFile(dataDir)).toEqual(files)
    const last = await startServer(dataDir)
    expect(await readEveryRow(last.database.db)).toEqual(rows)
  }, 180_000)
})
