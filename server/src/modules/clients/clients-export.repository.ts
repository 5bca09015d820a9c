import { eq } from 'drizzle-orm'
import type { ClientSortKey, SortDirection } from '#domain/clients/client.schema.ts'
import type { Database } from '../../db/database.ts'
import { businesses, clients } from '../../db/schema.ts'
import { type ClientSearch, clientListOrder, clientsMatching } from './client-list.repository.ts'
import type { ClientRow } from './client-row.ts'

// Queries of the CSV export, each scoped by the business.

/** A part of the business's clients the search matches, in the list's order (`clientListOrder`). */
export async function listClientsInOrder(
  db: Database,
  businessId: string,
  search: ClientSearch,
  order: { sort: ClientSortKey; dir: SortDirection; offset: number; limit: number },
): Promise<ClientRow[]> {
  return db
    .select()
    .from(clients)
    .where(clientsMatching(businessId, search))
    .orderBy(...clientListOrder(order.sort, order.dir))
    .offset(order.offset)
    .limit(order.limit)
}

/** The business's clock, on which the export's dates are written; undefined for an unknown business. */
export async function findBusinessTimeZone(db: Database, businessId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ timeZone: businesses.timeZone })
    .from(businesses)
    .where(eq(businesses.id, businessId))
  return row?.timeZone
}
