import postgres from 'postgres'
import { type DatabaseHandle, openPostgres } from '../db/database.ts'
import { withDatabaseName } from './postgres-url.ts'

/**
 * A database of its own on the PostgreSQL server at `postgresUrl`, a copy of `template` or else new, dropped
 * when its handle closes (the tests' copies, the benches' databases).
 */
export async function openThrowawayDatabase(
  postgresUrl: string,
  name: string,
  template?: string,
): Promise<DatabaseHandle> {
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}${template ? ` template ${template}` : ''}`)
  const handle = await openPostgres(withDatabaseName(postgresUrl, name))
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
