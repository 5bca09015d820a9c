import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { businesses, diningTables } from '../../db/schema.ts'

export type DiningTableRow = typeof diningTables.$inferSelect

/** The business's tables, in no particular order (the service sorts them as people read numbers). */
export function findTables(db: Database, businessId: string): Promise<DiningTableRow[]> {
  return db.select().from(diningTables).where(eq(diningTables.businessId, businessId))
}

/** The table of the business with `key`, the one a QR code's address names. */
export async function findTableByKey(db: Database, businessId: string, key: string) {
  const [row] = await db
    .select()
    .from(diningTables)
    .where(and(eq(diningTables.businessId, businessId), eq(diningTables.key, key)))
  return row
}

/**
 * Locks the business's row against other changes to its tables until the caller's transaction ends: two
 * requests adding tables take turns, so the second counts the first's (not against the business's other
 * writes, which only share its key).
 */
export async function lockBusinessTables(tx: Database, businessId: string): Promise<void> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('no key update')
}

export async function countTables(tx: Database, businessId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(diningTables)
    .where(eq(diningTables.businessId, businessId))
  return row?.count ?? 0
}

/** The names among `names` that the business's tables already have, compared lower-cased. */
export async function findTakenNames(tx: Database, businessId: string, names: string[]): Promise<string[]> {
  if (names.length === 0) return []
  const lowered = names.map((name) => name.toLowerCase())
  const rows = await tx
    .select({ name: diningTables.name })
    .from(diningTables)
    .where(
      and(
        eq(diningTables.businessId, businessId),
        sql`lower(${diningTables.name}) in (${sql.join(
          lowered.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      ),
    )
  return rows.map((row) => row.name)
}

export function insertTables(
  tx: Database,
  rows: { businessId: string; name: string; area: string; key: string }[],
): Promise<DiningTableRow[]> {
  return tx.insert(diningTables).values(rows).returning()
}

export async function updateTable(
  tx: Database,
  businessId: string,
  id: string,
  values: Partial<Pick<DiningTableRow, 'name' | 'area' | 'key'>>,
): Promise<DiningTableRow | undefined> {
  const [row] = await tx
    .update(diningTables)
    .set(values)
    .where(and(eq(diningTables.businessId, businessId), eq(diningTables.id, id)))
    .returning()
  return row
}

export async function deleteTable(db: Database, businessId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(diningTables)
    .where(and(eq(diningTables.businessId, businessId), eq(diningTables.id, id)))
    .returning({ id: diningTables.id })
  return rows.length > 0
}
