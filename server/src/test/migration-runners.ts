import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { MIGRATIONS_FOLDER, PGLITE_OPTIONS } from '../db/database.ts'
import { newTestDatabaseName, withDatabaseName } from './postgres-url.ts'

// For the tests of a migration that changes stored rows: a database migrated up to the migration before it,
// given rows as they were stored then, then migrated to the end; on PGlite, and on PostgreSQL when the run
// uses it.

/** The migrations folder with its journal cut after `last`: the schema the rows were stored under. */
export async function migrationsUpTo(last: number): Promise<{ folder: string; remove: () => Promise<void> }> {
  const folder = await mkdtemp(join(tmpdir(), `vitrina-migrations-${last}-`))
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true })
  const journalPath = join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { idx: number }[] }
  journal.entries = journal.entries.filter((entry) => entry.idx <= last)
  await writeFile(journalPath, JSON.stringify(journal))
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) }
}

export type Runner = {
  migrate: (folder: string) => Promise<void>
  query: (statement: ReturnType<typeof sql>) => Promise<Record<string, unknown>[]>
  close: () => Promise<void>
}

export async function openPglite(): Promise<Runner> {
  const client = await PGlite.create(PGLITE_OPTIONS)
  const db = drizzlePglite({ client })
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    query: async (statement) => (await db.execute(statement)).rows as Record<string, unknown>[],
    close: () => client.close(),
  }
}

export async function openFreshPostgres(url: string): Promise<Runner> {
  const name = newTestDatabaseName()
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  const client = postgres(withDatabaseName(url, name), { max: 2, onnotice: () => {} })
  const db = drizzlePostgres({ client })
  return {
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    query: async (statement) => [...(await db.execute(statement))] as Record<string, unknown>[],
    close: async () => {
      await client.end({ timeout: 5 })
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** The engines a migration's test runs on: PGlite, and PostgreSQL when the run has one (`postgresUrl`). */
export function migrationEngines(postgresUrl: string | undefined): [string, () => Promise<Runner>][] {
  const engines: [string, () => Promise<Runner>][] = [['PGlite', openPglite]]
  if (postgresUrl) engines.push(['PostgreSQL', () => openFreshPostgres(postgresUrl)])
  return engines
}
