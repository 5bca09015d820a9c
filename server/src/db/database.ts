import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js'
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { lockDataDir } from './data-dir-lock.ts'
import * as schema from './schema.ts'

/** The Drizzle database, the same type whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export type DatabaseHandle = {
  db: Database
  engine: 'pglite' | 'postgres'
  /**
   * How the job queue (pg-boss, decision 048) reaches the same database: PGlite's one connection, or a
   * node-postgres pool of its own on PostgreSQL (its schema install runs transactions the shared pool refuses).
   */
  jobConnection: { engine: 'pglite'; client: PGlite } | { engine: 'postgres'; url: string }
  /** Throws when the database does not answer. */
  ping: () => Promise<void>
  /**
   * Calls `onPayload` with each `pg_notify(channel, payload)` committed by any server on this database (a
   * connection of its own on PostgreSQL; PGlite's one). Answers how to stop listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>
  close: () => Promise<void>
  /**
   * PGlite only: its data folder as a tar, taken while no query runs (a backup of the running server,
   * decision 050). Restored with PGlite's `loadDataDir`.
   */
  dumpEmbedded?: () => Promise<Blob>
}

export const MIGRATIONS_FOLDER = join(import.meta.dirname, 'migrations')

/**
 * The options every PGlite is created with: the extensions the migrations create (pg_trgm and btree_gin for
 * the clients' search index), which PGlite must be given before it can load them.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm, btree_gin } }

// Any fixed number: every server of one deployment must use the same key so their migrations never overlap.
const MIGRATION_LOCK_KEY = 7_311_002

/** Opens PostgreSQL at `databaseUrl`, or the embedded PGlite under `dataDir`, and applies pending migrations. */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openEmbedded(options.dataDir)
}

export async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const client = postgres(databaseUrl, { max: 10, onnotice: () => {} })
  const db = drizzlePostgres({ client, schema })
  try {
    // Several servers may start at once against one database: an advisory lock runs their migrations in turn.
    const lockConnection = await client.reserve()
    try {
      await lockConnection`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`
      await migratePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await lockConnection`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => {})
      lockConnection.release()
    }
  } catch (error) {
    await client.end({ timeout: 1 })
    throw error
  }
  return {
    db,
    engine: 'postgres',
    jobConnection: { engine: 'postgres', url: databaseUrl },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    listen: async (channel, onPayload) => {
      const { unlisten } = await client.listen(channel, onPayload)
      return unlisten
    },
    close: () => client.end({ timeout: 5 }),
  }
}

export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  // PGlite does not lock its folder itself; two servers writing one folder would corrupt it.
  const releaseLock = await lockDataDir(dataDir)
  try {
    const client = await PGlite.create(join(dataDir, 'pglite'), PGLITE_OPTIONS)
    return await wrapPglite(client, async () => {
      await client.close()
      await releaseLock()
    })
  } catch (error) {
    await releaseLock()
    throw error
  }
}

/** Wraps an open PGlite (on disk, in memory or cloned for a test) and brings its schema up to date. */
export async function wrapPglite(client: PGlite, close: () => Promise<void>): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER })
  return {
    db,
    engine: 'pglite',
    jobConnection: { engine: 'pglite', client },
    ping: async () => {
      await client.query('select 1')
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close,
    dumpEmbedded: () => dumpPglite(client),
  }
}

/**
 * PGlite's data folder as a tar. The checkpoint writes changed pages to their files first; the dump itself
 * holds PGlite's query lock, so the files are those of one instant, which PostgreSQL recovers from as from a
 * stop (a transaction still open then is simply not in it).
 */
export async function dumpPglite(client: PGlite): Promise<Blob> {
  await client.query('checkpoint')
  return client.dumpDataDir('none')
}
