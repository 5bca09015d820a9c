import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { orders } from '../../db/schema.ts'

// The queries behind the visits card's orders (order-figures.ts): a rejected order was never taken, so every
// count leaves it out.

const isTaken = (businessId: string) => and(eq(orders.businessId, businessId), ne(orders.status, 'rejected'))

/** Whether the business ever received an order, of any status. */
export async function hasAnyOrder(db: Database, businessId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.businessId, businessId))
    .limit(1)
  return rows.length > 0
}

/**
 * The orders placed between the first and the last of `edges` (instants, ascending), counted by the span
 * they fall in: `bucket` 1 is [edges[0], edges[1]), 2 the next one… Spans without orders have no row.
 */
export async function countOrdersBetween(db: Database, businessId: string, edges: readonly Date[]) {
  const from = edges[0]
  const to = edges.at(-1)
  if (!from || !to) return []
  const thresholds = sql.join(
    edges.map((edge) => sql`${edge.toISOString()}::timestamptz`),
    sql`, `,
  )
  const bucket = sql<number>`width_bucket(${orders.createdAt}, array[${thresholds}])`
  return (
    db
      .select({ bucket: bucket.mapWith(Number), orders: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(isTaken(businessId), gte(orders.createdAt, from), lt(orders.createdAt, to)))
      // By position: the bucket's thresholds are parameters, written again they would be other ones.
      .groupBy(sql`1`)
  )
}

/**
 * The `limit` dishes with the most units in the orders placed in [from, to), most first (a tie by name), each
 * with the name its latest order gave it (a dish renamed since shows its latest name).
 */
export async function readBestSellers(db: Database, businessId: string, from: Date, to: Date, limit: number) {
  const productId = sql<string>`line->>'productId'`
  const units = sql<number>`sum((line->>'quantity')::int)`.mapWith(Number)
  // The name of the dish's latest order: array_agg ordered newest first, its first element.
  const name = sql<string>`(array_agg(line->>'name' order by ${orders.createdAt} desc))[1]`
  return db
    .select({ productId, name, units })
    .from(orders)
    .crossJoin(sql`jsonb_array_elements(${orders.lines}) as line`)
    .where(and(isTaken(businessId), gte(orders.createdAt, from), lt(orders.createdAt, to)))
    .groupBy(productId)
    .orderBy(desc(units), name)
    .limit(limit)
}
