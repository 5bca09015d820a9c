import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { appointments, businesses, clientCounts, clients, users } from '../../db/schema.ts'
import type { ClientRow, ClientValues } from './client-row.ts'

// Every query takes the business it is scoped by: another business's id finds nothing (a 404, not a 403).

export async function findClient(db: Database, businessId: string, id: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
  return row
}

/** The business's client with this e-mail key (lower-cased), or undefined. */
export async function findClientByEmailKey(db: Database, businessId: string, emailKey: string) {
  if (emailKey === '') return undefined
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.emailKey, emailKey)))
  return row
}

/** The business's oldest client with this phone key (a family may share one number), or undefined. */
export async function findClientByPhoneKey(db: Database, businessId: string, phoneKey: string) {
  if (phoneKey === '') return undefined
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.phoneKey, phoneKey)))
    .orderBy(clients.createdAt, clients.id)
    .limit(1)
  return row
}

export async function insertClient(db: Database, values: ClientValues): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning()
  if (!row) throw new Error('The client was not created.')
  return row
}

/**
 * Inserts a client unless another of the business already has the e-mail (an owner's save that raced the
 * caller's lookup): undefined then, and the caller's transaction goes on.
 */
export async function insertClientUnlessEmailTaken(db: Database, values: ClientValues) {
  const [row] = await db
    .insert(clients)
    .values(values)
    .onConflictDoNothing({
      target: [clients.businessId, clients.emailKey],
      where: sql`${clients.emailKey} <> ''`,
    })
    .returning()
  return row
}

/** Replaces a client's fields (and what derives from them); undefined when the business has none such. */
export async function updateClient(db: Database, businessId: string, id: string, values: ClientValues) {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .returning()
  return row
}

/** Deletes a client of the business (their appointments stay, unlinked); their name, or undefined if none. */
export async function deleteClient(db: Database, businessId: string, id: string) {
  const [deleted] = await db
    .delete(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .returning({ nombreCompleto: clients.nombreCompleto })
  return deleted
}

/**
 * Locks the business's row of client_counts until the caller's transaction ends (made on first need). Every
 * write of a business's clients takes it first (the owner's, a booking's, an import's), so they take turns on
 * any number of servers: two racing bookings by one new phone make one client, not two, a booking never fills
 * a contact from a stale read of an owner's edit, and as the count triggers take that row too, no two of them
 * ever wait for each other in a circle.
 */
export async function lockClientWrites(tx: Database, businessId: string) {
  await tx.insert(clientCounts).values({ businessId }).onConflictDoNothing()
  await tx
    .select({ total: clientCounts.total })
    .from(clientCounts)
    .where(eq(clientCounts.businessId, businessId))
    .for('update')
}

/** The country the business's owner registered from, or undefined. */
export async function findBusinessCountry(db: Database, businessId: string) {
  const [row] = await db
    .select({ country: users.countryCode })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(eq(businesses.id, businessId))
  return row?.country
}

/** Marks when the client agreed on a booking form to be written to on WhatsApp (their last such booking). */
export async function setWhatsAppConsentAt(db: Database, businessId: string, id: string, at: Date) {
  await db
    .update(clients)
    .set({ whatsappConsentAt: at })
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
}

/** Fills a client's empty phone or e-mail (with what derives from them); answers the row. */
export async function fillClientContact(db: Database, businessId: string, id: string, values: ClientValues) {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .returning()
  return row
}

/**
 * Sets each named client's visits from their reservations: how many are confirmed or completed with a start
 * at or before `now`, and the latest such start. Their `updated_at` stays: visits are not an edit.
 */
export async function recountVisits(db: Database, businessId: string, clientIds: string[], now: Date) {
  if (clientIds.length === 0) return
  await db.execute(sql`
    update ${clients} set (visit_count, last_visit_at) = (
      select count(*)::int, max(a.start_at) from ${appointments} a
      where a.client_id = ${clients.id} and a.business_id = ${clients.businessId}
        and a.status in ('confirmed', 'completed') and a.start_at <= ${now.toISOString()}::timestamptz
    )
    where ${clients.businessId} = ${businessId} and ${inArray(clients.id, clientIds)}`)
}
