import { and, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { businesses, catalogues, orders, users } from '../../db/schema.ts'
import { isPublishedBusiness } from '../public-menu/index.ts'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = Omit<typeof orders.$inferInsert, 'number'>

/** The business behind a public slug, as an order needs it: its clock, money, channels and active catalogue. */
export async function findOrderingBusiness(db: Database, slug: string) {
  const [row] = await db
    .select({
      id: businesses.id,
      currency: businesses.currency,
      timeZone: businesses.timeZone,
      ordering: businesses.ordering,
      isPublished: isPublishedBusiness,
      catalogueId: catalogues.id,
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.ownerUserId))
    .leftJoin(catalogues, and(eq(catalogues.businessId, businesses.id), eq(catalogues.activo, true)))
    .where(eq(businesses.slug, slug))
  return row
}

export async function findOrderByKey(db: Database, businessId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.idempotencyKey, idempotencyKey)))
  return row
}

export async function findOrderByToken(db: Database, token: string) {
  const [row] = await db.select().from(orders).where(eq(orders.token, token))
  return row
}

/**
 * Inserts the order with the business's next number, in the caller's transaction, holding the business's
 * row so two orders never take one number; answers undefined when an order with its idempotency key is
 * already there (a repeat of the same order, from another tap or another server).
 */
export async function insertOrder(tx: Database, order: NewOrder): Promise<OrderRow | undefined> {
  await tx
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.id, order.businessId))
    .for('no key update')
  const [row] = await tx
    .insert(orders)
    .values({
      ...order,
      number: sql`(select coalesce(max(${orders.number}), 0) + 1 from ${orders} where ${orders.businessId} = ${order.businessId})`,
    })
    .onConflictDoNothing({ target: [orders.businessId, orders.idempotencyKey] })
    .returning()
  return row
}

export async function updateOrderingSettings(
  db: Database,
  businessId: string,
  ordering: typeof businesses.$inferSelect.ordering,
) {
  await db.update(businesses).set({ ordering }).where(eq(businesses.id, businessId))
}

export async function findOrderingSettings(db: Database, businessId: string) {
  const [row] = await db
    .select({ ordering: businesses.ordering })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.ordering
}

/** The business's orders placed in [from, to) (a day on its clock), newest first. */
export function findDayOrders(db: Database, businessId: string, range: { from: Date; to: Date }) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.businessId, businessId),
        gte(orders.createdAt, range.from),
        lt(orders.createdAt, range.to),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.number))
}

export async function findBusinessClock(db: Database, businessId: string) {
  const [row] = await db
    .select({ timeZone: businesses.timeZone, currency: businesses.currency })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row
}

/**
 * Moves the order from `from` to the values given, only while it is still in `from`: one statement, so two
 * people acting on one order at once cannot both move it (the second finds it moved and is told so).
 */
export async function moveOrder(
  db: Database,
  businessId: string,
  id: string,
  from: OrderRow['status'],
  values: Partial<Pick<OrderRow, 'status' | 'readyAt' | 'rejectReason' | 'updatedAt'>>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(values)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, id), eq(orders.status, from)))
    .returning()
  return row
}

export async function findOrder(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.businessId, businessId), eq(orders.id, id)))
  return row
}
