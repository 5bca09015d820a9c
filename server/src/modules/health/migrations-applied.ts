import { readMigrationFiles } from 'drizzle-orm/migrator'
import { pgSchema, text } from 'drizzle-orm/pg-core'
import { type Database, MIGRATIONS_FOLDER } from '../../db/database.ts'

// Drizzle's migrator records each applied migration here, the same on PGlite and PostgreSQL; it is not part
// of our schema (schema.ts), so it is described for this one query.
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { hash: text('hash').notNull() })

let journalHashes: string[] | undefined

/**
 * Whether every migration of the drizzle journal is applied: a server whose code is newer than its database
 * (a deploy whose migrations another server is still running, say) must not be sent traffic yet.
 */
export async function areMigrationsApplied(db: Database): Promise<boolean> {
  // The journal ships with the code, so it is read once; the probe runs every few seconds.
  journalHashes ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((file) => file.hash)
  const rows = await db.select({ hash: appliedMigrations.hash }).from(appliedMigrations)
  const applied = new Set(rows.map((row) => row.hash))
  return journalHashes.every((hash) => applied.has(hash))
}
