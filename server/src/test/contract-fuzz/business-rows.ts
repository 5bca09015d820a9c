import { type SQL, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'

/** The rows of a raw query: PGlite answers `{ rows }`, postgres.js the rows themselves. */
async function rowsOf<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] } | Row[]
  return Array.isArray(result) ? result : result.rows
}

/**
 * Every row that belongs to one business, as sorted JSON per table: its business and owner rows, every row of
 * a table with a `business_id` or `user_id` column that names them, and the rows hanging off its promotions.
 * Another caller's requests must leave all of it as it was.
 */
export async function readBusinessRows(
  db: Database,
  owner: { businessId: string; userId: string },
): Promise<Record<string, string[]>> {
  const columns = await rowsOf<{ table: string; column: string }>(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and column_name in ('business_id', 'user_id', 'promotion_id')`,
  )
  const queries: Record<string, SQL> = {
    businesses: sql`select row_to_json(t)::text as json from businesses t where id = ${owner.businessId}`,
    users: sql`select row_to_json(t)::text as json from users t where id = ${owner.userId}`,
  }
  for (const { table, column } of columns) {
    const from = sql.raw(`"${table}" t`)
    if (column === 'business_id') {
      queries[table] =
        sql`select row_to_json(t)::text as json from ${from} where t.business_id = ${owner.businessId}`
    } else if (column === 'user_id') {
      queries[table] ??=
        sql`select row_to_json(t)::text as json from ${from} where t.user_id = ${owner.userId}`
    } else {
      queries[table] ??= sql`select row_to_json(t)::text as json from ${from}
        where t.promotion_id in (select id from promotions where business_id = ${owner.businessId})`
    }
  }
  const snapshot: Record<string, string[]> = {}
  for (const [table, query] of Object.entries(queries).sort(([a], [b]) => a.localeCompare(b))) {
    const rows = await rowsOf<{ json: unknown }>(db, query)
    snapshot[table] = rows.map((row) => String(row.json)).sort()
  }
  return snapshot
}
