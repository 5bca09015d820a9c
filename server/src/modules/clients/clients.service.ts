import {
  CLIENT_PAGE_SIZE,
  type ClientInput,
  type ClientListQuery,
  type ClientPage,
} from '#domain/clients/client.schema.ts'
import { emailKeyOf, searchTermOf } from '#domain/clients/client-search.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { countClients, listClientPage } from './client-list.repository.ts'
import { clientRowValues, toClient } from './client-row.ts'
import * as repository from './clients.repository.ts'
import { emailTaken, isEmailTaken } from './email-taken.ts'

export type ClientsDeps = { db: Database }

const notFound = () => new AppError('not_found', 404)

/**
 * A page of the business's clients: searched by name, e-mail or phone (`searchTermOf`), sorted, 8 a page
 * (docs/product-spec.md §9). A page past the end answers the last one; with no client, page 1 of 0.
 */
export async function listClients(
  deps: ClientsDeps,
  businessId: string,
  query: ClientListQuery,
): Promise<ClientPage> {
  const search = searchTermOf(query.q)
  const total = await countClients(deps.db, businessId, search)
  const pageCount = Math.ceil(total / CLIENT_PAGE_SIZE)
  const page = Math.max(1, Math.min(query.page, pageCount))
  const rows = await listClientPage(deps.db, businessId, search, {
    sort: query.sort,
    dir: query.dir,
    offset: (page - 1) * CLIENT_PAGE_SIZE,
    limit: CLIENT_PAGE_SIZE,
    total,
  })
  return { clients: rows.map(toClient), total, page, pageCount, pageSize: CLIENT_PAGE_SIZE }
}

export async function getClient(deps: ClientsDeps, businessId: string, id: string) {
  const row = await repository.findClient(deps.db, businessId, id)
  if (!row) throw notFound()
  return toClient(row)
}

// Every write of a client takes the business's client lock first (see lockClientWrites), so the e-mail check
// sees every committed save; the unique index is still there, as the last word.
function writeClient<T>(deps: ClientsDeps, businessId: string, write: (tx: Database) => Promise<T>) {
  return deps.db
    .transaction(async (tx) => {
      await repository.lockClientWrites(tx, businessId)
      return write(tx)
    })
    .catch((error: unknown) => {
      throw isEmailTaken(error) ? emailTaken() : error
    })
}

async function requireEmailFree(db: Database, businessId: string, email: string, ownId?: string) {
  const holder = await repository.findClientByEmailKey(db, businessId, emailKeyOf(email))
  if (holder && holder.id !== ownId) throw emailTaken()
}

/** Creates a client of the business; 409 at `email` when another client has that e-mail, in any case. */
export async function createClient(deps: ClientsDeps, businessId: string, input: ClientInput) {
  const row = await writeClient(deps, businessId, async (tx) => {
    await requireEmailFree(tx, businessId, input.email)
    return repository.insertClient(tx, clientRowValues(businessId, input))
  })
  return toClient(row)
}

/** Replaces a client's fields; their visits and reservations stay. */
export async function changeClient(deps: ClientsDeps, businessId: string, id: string, input: ClientInput) {
  const row = await writeClient(deps, businessId, async (tx) => {
    await requireEmailFree(tx, businessId, input.email, id)
    return repository.updateClient(tx, businessId, id, clientRowValues(businessId, input))
  })
  if (!row) throw notFound()
  return toClient(row)
}

/**
 * Deletes a client of the business; their reservations stay, no longer linked to anyone. The audit log keeps
 * their name, written in the transaction of the deletion.
 */
export async function removeClient(deps: ClientsDeps, businessId: string, id: string, actor: AuditActor) {
  await writeClient(deps, businessId, async (tx) => {
    const deleted = await repository.deleteClient(tx, businessId, id)
    if (!deleted) throw notFound()
    await recordAudit(tx, { businessId, actor, action: 'client.deleted', subject: deleted.nombreCompleto })
  })
}
