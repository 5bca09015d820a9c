import { and, eq, inArray } from 'drizzle-orm'
import type { ClientSortKey, SortDirection } from '#domain/clients/client.schema.ts'
import type { Database } from '../../db/database.ts'
import { businesses, clients } from '../../db/schema.ts'
import { type ClientSearch, clientListOrder, clientsMatching } from './client-list.repository.ts'
import type { ClientRow } from './client-row.ts'

// Queries of the CSV export, each scoped by the business.

/** The ids of the business's clients the search matches, in the list's order (`clientListOrder`). */
export async function listClientIdsInOrder(
  db: Database,
  businessId: string,
  search: ClientSearch,
  order: { sort: ClientSortKey; dir: SortDirection },
): Promise<string[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(clientsMatching(businessId, search))
    .orderBy(...clientListOrder(order.sort, order.dir))
  return rows.map((row) => row.id)
}

/** The business's clients with these ids, in the order of `ids` (an id of another business: left out). */
export async function findClientsByIds(
  db: Database,
  businessId: string,
  ids: string[],
): Promise<ClientRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select()
    .from(clients)
    .where(and(eq(clients.businessId, businessId), inArray(clients.id, ids)))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

/** The business's clock, on which the export's dates are written; undefined for an unknown business. */
export async function findBusinessTimeZone(db: Database, businessId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.timeZone
}
