import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/database.ts'
import { clients } from '../../db/schema.ts'
import type { ClientRow, ClientValues } from './client-row.ts'

// Queries of the CSV import, each scoped by the business (its writes also use clients.repository.ts).

/** Rows an insert sends at once: 500 rows of 12 columns stay far below PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 500

// A list of keys as one JSON parameter, whatever its length: both engines take it, and a 10,000-key file
// does not become 10,000 parameters.
const keysIn = (keys: string[]) => sql`(select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`

/**
 * The business's clients with any of these e-mail or phone keys ('' keys left out), oldest first: those a
 * file's rows may be the same people as.
 */
export async function findClientsByKeys(
  db: Database,
  businessId: string,
  keys: { emailKeys: string[]; phoneKeys: string[] },
): Promise<ClientRow[]> {
  const emailKeys = keys.emailKeys.filter((key) => key !== '')
  const phoneKeys = keys.phoneKeys.filter((key) => key !== '')
  if (emailKeys.length === 0 && phoneKeys.length === 0) return []
  return db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.businessId, businessId),
        or(
          sql`${clients.emailKey} in ${keysIn(emailKeys)}`,
          sql`${clients.phoneKey} in ${keysIn(phoneKeys)}`,
        ),
      ),
    )
    .orderBy(asc(clients.createdAt), asc(clients.id))
}

/** Inserts new clients (each already scoped: `clientRowValues` names the business) in batches. */
export async function insertClients(db: Database, values: ClientValues[]): Promise<void> {
  for (let start = 0; start < values.length; start += INSERT_BATCH) {
    await db.insert(clients).values(values.slice(start, start + INSERT_BATCH))
  }
}
