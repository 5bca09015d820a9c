export const TEMPLATE_DATABASE = 'vitrina_test_template'

/** The same PostgreSQL URL pointing at another database on that server. */
export function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
