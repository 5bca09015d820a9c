import type { PGlite } from '@electric-sql/pglite'
import postgres from 'postgres'
import { inject } from 'vitest'
import { type DatabaseHandle, openPostgres, wrapPglite } from '../db/database.ts'
import { giveBack, takePglite } from './pglite-reuse.ts'
import { newTestDatabaseName, TEMPLATE_DATABASE, withDatabaseName } from './postgres-url.ts'
import { openThrowawayDatabase } from './throwaway-database.ts'

/**
 * A fresh, migrated database for one test file: a copy of the run's template, on PGlite by default or on
 * PostgreSQL when TEST_DATABASE_URL is set. Closing it throws the copy away (a PGlite is emptied back to the
 * template for the worker's next file, pglite-reuse.ts).
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl')
  if (postgresUrl) return createPostgresCopy(postgresUrl)

  const templatePath = inject('pgliteTemplatePath')
  if (!templatePath) throw new Error('The server tests need the global setup of vitest.config.ts')
  const client = await takePglite(templatePath)
  const lease = leaseOf(client)
  let isClosed = false
  return wrapPglite(lease.proxy, async () => {
    if (isClosed) return
    isClosed = true
    lease.revoke()
    giveBack(client)
  })
}

/**
 * The instance as one file's app sees it: once its handle is closed, anything of that app still running
 * (a timer, a job) fails on it instead of writing into the next file's database.
 */
function leaseOf(client: PGlite): { proxy: PGlite; revoke: () => void } {
  return Proxy.revocable(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
}

function createPostgresCopy(postgresUrl: string): Promise<DatabaseHandle> {
  return openThrowawayDatabase(postgresUrl, newTestDatabaseName(), TEMPLATE_DATABASE)
}

/**
 * `count` handles, each with its own connection pool, on one fresh copy of the template: several servers of
 * one deployment, as a load balancer would run them. PostgreSQL only (PGlite is one process's database);
 * closing the last handle throws the copy away.
 */
export async function createSharedPostgresDatabase(count: number): Promise<DatabaseHandle[]> {
  const postgresUrl = inject('postgresUrl')
  if (!postgresUrl) throw new Error('Several servers on one database need TEST_DATABASE_URL (PostgreSQL)')
  const name = newTestDatabaseName()
  const admin = postgres(postgresUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`)
  const handles = await Promise.all(
    Array.from({ length: count }, () => openPostgres(withDatabaseName(postgresUrl, name))),
  )
  let open = handles.length
  return handles.map((handle) => ({
    ...handle,
    close: async () => {
      await handle.close()
      open -= 1
      if (open > 0) return
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }))
}
