/**
 * The migrated database each test file copies. Two runs at once on one server (two checkouts) each name
 * their own, or the second run's setup drops the first's template under it.
 */
export const TEMPLATE_DATABASE = process.env.TEST_TEMPLATE_DATABASE ?? 'vitrina_test_template'

/** The same PostgreSQL URL pointing at another database on that server. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
