import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { ClientSortKey, SortDirection } from '#domain/clients/client.schema.ts'
import type { Database } from '../../db/database.ts'
import { appointments, businesses, clients, users } from '../../db/schema.ts'
import type { ClientRow, ClientValues } from './client-row.ts'

// Every query takes the business it is scoped by: another business's id finds nothing (a 404, not a 403).

/** What the list looks for: `searchTermOf`'s answer (null: everyone). */
export type ClientSearch = { kind: 'digits' | 'text'; value: string } | null

/** A page of the list: its order and the rows it skips and takes. */
export type ClientSlice = { sort: ClientSortKey; dir: SortDirection; offset: number; limit: number }

// LIKE's own signs in what the owner typed are matched as themselves ("50%" finds "50%", not "50…").
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (sign) => `\\${sign}`)

function matching(businessId: string, search: ClientSearch): SQL | undefined {
  const ofBusiness = eq(clients.businessId, businessId)
  if (search === null) return ofBusiness
  // Trigram GIN index on search_text: `%…%` needs no prefix.
  return and(ofBusiness, sql`${clients.searchText} like ${`%${escapeLike(search.value)}%`}`)
}

/**
 * The list's order: the key, then name, then id, all one way, so a page is a walk along one index
 * (clients_business_*_idx) forwards or backwards. Never-visited clients come last both ways, which needs the
 * second visits index and its explicit NULLS LAST.
 */
function orderOf(sort: ClientSortKey, dir: SortDirection): SQL[] {
  const way = dir === 'asc' ? sql`asc` : sql`desc`
  const ties = [sql`${clients.nameKey} ${way}`, sql`${clients.id} ${way}`]
  switch (sort) {
    case 'nombreCompleto':
      return ties
    case 'pais':
      return [sql`${clients.pais} ${way}`, ...ties]
    case 'estado':
      return [sql`${clients.estado} ${way}`, ...ties]
    case 'ultimaVisita':
      return dir === 'asc'
        ? [sql`${clients.lastVisitAt} asc nulls last`, ...ties]
        : [
            sql`${clients.lastVisitAt} desc nulls last`,
            sql`${clients.nameKey} desc nulls last`,
            sql`${clients.id} desc nulls last`,
          ]
  }
}

/** How many of the business's clients the search matches. */
export async function countClients(db: Database, businessId: string, search: ClientSearch) {
  const [row] = await db.select({ total: count() }).from(clients).where(matching(businessId, search))
  return row?.total ?? 0
}

/** One page of the business's clients the search matches, in the list's order. */
export async function listClients(
  db: Database,
  businessId: string,
  search: ClientSearch,
  slice: ClientSlice,
): Promise<ClientRow[]> {
  return db
    .select()
    .from(clients)
    .where(matching(businessId, search))
    .orderBy(...orderOf(slice.sort, slice.dir))
    .offset(slice.offset)
    .limit(slice.limit)
}

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

/** Deletes a client of the business (their appointments stay, unlinked); whether there was one. */
export async function deleteClient(db: Database, businessId: string, id: string) {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.businessId, businessId), eq(clients.id, id)))
    .returning({ id: clients.id })
  return rows.length > 0
}

/**
 * Takes the business's client-matching lock until the caller's transaction ends: a booking (or an import)
 * looks a contact up and creates its client in turn with any other, on any number of servers, so two racing
 * bookings by one new phone make one client, not two.
 */
export async function lockClientMatching(tx: Database, businessId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clients:${businessId}`}))`)
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
