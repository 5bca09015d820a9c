import { randomUUID } from 'node:crypto'

/**
 * The migrated database each test file copies. Two runs at once on one server (two checkouts) each name
 * their own, or the second run's setup drops the first's template under it.
 */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'vitrina_test_template'

/**
 * A new name for a copy of the template (one test file's database): named after its run's template, so that
 * the run's teardown drops its own copies and never another run's.
 */
export function newTestDatabaseName(): string {
  return `${TEMPLATE_DATABASE}_${randomUUID().replaceAll('-', '')}`
}

/** The LIKE pattern of this run's copies (`_` is a wildcard in LIKE: escaped). */
export const TEST_COPIES_PATTERN = `${TEMPLATE_DATABASE.replaceAll('_', '\\_')}\\_%`

/** The same PostgreSQL URL pointing at another database on that server. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
