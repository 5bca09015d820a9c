import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { ClientSortKey, SortDirection } from '#domain/clients/client.schema.ts'
import type { Database } from '../../db/database.ts'
import { clientCounts, clients } from '../../db/schema.ts'
import type { ClientRow } from './client-row.ts'

// The list's queries (docs/decisions/038-clients-model-and-search.md): what a search matches, the order of
// each sort, the count and one page. Every query is scoped by the business.

/** What the list looks for: `searchTermOf`'s answer (null: everyone). */
export type ClientSearch = { kind: 'digits' | 'text'; value: string } | null

// LIKE's own signs in what the owner typed are matched as themselves ("50%" finds "50%", not "50…").
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (sign) => `\\${sign}`)

/**
 * The business's clients the search matches: `search_text LIKE '%…%'`, which the trigram GIN index on
 * (business_id, search_text) answers without a prefix. Digits and folded text are both substrings of
 * search_text (clientSearchText holds the phone's digits with and without prefix).
 */
export function clientsMatching(businessId: string, search: ClientSearch): SQL | undefined {
  const ofBusiness = eq(clients.businessId, businessId)
  if (search === null) return ofBusiness
  return and(ofBusiness, sql`${clients.searchText} like ${`%${escapeLike(search.value)}%`}`)
}

type OrderTerm = { column: SQL | typeof clients.id; isDescending: boolean; isNullsFirst: boolean }

const term = (column: OrderTerm['column'], isDescending: boolean, isNullsFirst = isDescending) => ({
  column,
  isDescending,
  isNullsFirst,
})

/**
 * The list's order: the key, then name, then id, all one way, so a page is a walk along one of the
 * clients_business_*_idx indexes, forwards or backwards. Never-visited clients come last both ways: the
 * descending visits order is the second visits index's own (NULLS LAST on every column).
 */
function orderTerms(sort: ClientSortKey, dir: SortDirection): OrderTerm[] {
  const isDescending = dir === 'desc'
  if (sort === 'ultimaVisita' && isDescending) {
    return [clients.lastVisitAt, clients.nameKey, clients.id].map((column) =>
      term(sql`${column}`, true, false),
    )
  }
  const ties = [term(sql`${clients.nameKey}`, isDescending), term(clients.id, isDescending)]
  switch (sort) {
    case 'nombreCompleto':
      return ties
    case 'pais':
      return [term(sql`${clients.pais}`, isDescending), ...ties]
    case 'estado':
      return [term(sql`${clients.estado}`, isDescending), ...ties]
    case 'ultimaVisita':
      return [term(sql`${clients.lastVisitAt}`, false, false), ...ties]
  }
}

const reversed = (terms: OrderTerm[]) =>
  terms.map((each) => term(each.column, !each.isDescending, !each.isNullsFirst))

const render = (terms: OrderTerm[]) =>
  terms.map(
    ({ column, isDescending, isNullsFirst }) =>
      sql`${column} ${isDescending ? sql`desc` : sql`asc`} ${isNullsFirst ? sql`nulls first` : sql`nulls last`}`,
  )

/** The list's order as ORDER BY terms (the CSV export writes a search in the list's order too). */
export const clientListOrder = (sort: ClientSortKey, dir: SortDirection) => render(orderTerms(sort, dir))

/**
 * How many of the business's clients the search matches: counted for a search, read from client_counts (kept
 * by the clients table's triggers) for the whole list.
 */
export async function countClients(db: Database, businessId: string, search: ClientSearch) {
  if (search === null) {
    const [kept] = await db
      .select({ total: clientCounts.total })
      .from(clientCounts)
      .where(eq(clientCounts.businessId, businessId))
    return kept?.total ?? 0
  }
  const [row] = await db.select({ total: count() }).from(clients).where(clientsMatching(businessId, search))
  return row?.total ?? 0
}

/** A page of the list: its order, the rows before it and its size, and how many match in all. */
export type ClientSlice = {
  sort: ClientSortKey
  dir: SortDirection
  offset: number
  limit: number
  total: number
}

/**
 * One page of the business's clients the search matches, in the list's order. The page's ids are found first
 * (an index-only walk along the sort's index when there is no search), then its rows; a page in the second
 * half is walked to from the end, backwards, so no page skips more than half the list.
 */
export async function listClientPage(
  db: Database,
  businessId: string,
  search: ClientSearch,
  slice: ClientSlice,
): Promise<ClientRow[]> {
  const forward = orderTerms(slice.sort, slice.dir)
  const size = Math.max(0, Math.min(slice.limit, slice.total - slice.offset))
  if (size === 0) return []
  const isFromEnd = slice.offset + size / 2 > slice.total / 2
  const ids = db
    .select({ id: clients.id })
    .from(clients)
    .where(clientsMatching(businessId, search))
    .orderBy(...render(isFromEnd ? reversed(forward) : forward))
    .offset(isFromEnd ? slice.total - slice.offset - size : slice.offset)
    .limit(size)
  return db
    .select()
    .from(clients)
    .where(and(eq(clients.businessId, businessId), inArray(clients.id, ids)))
    .orderBy(...render(forward))
}
