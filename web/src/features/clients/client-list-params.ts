import {
  type ClientListQuery,
  ClientListQuerySchema,
  type ClientPage,
  type ClientSortKey,
} from '#domain/clients/client.schema.ts'

const DEFAULTS: ClientListQuery = ClientListQuerySchema.parse({})
const FIELDS = ['q', 'sort', 'dir', 'page'] as const

/**
 * The list's search, sort and page as the address keeps them (`?q=munoz&sort=pais&dir=desc&page=2`), so a
 * reload or the back button shows the same page. A value that is not one the server takes falls back to its
 * default alone, keeping the others.
 */
export function readListQuery(params: URLSearchParams): ClientListQuery {
  const query = { ...DEFAULTS }
  for (const field of FIELDS) {
    const parsed = ClientListQuerySchema.shape[field].safeParse(params.get(field) ?? undefined)
    if (parsed.success) Object.assign(query, { [field]: parsed.data })
  }
  return query
}

/** The address's search params for a list state: only what differs from the defaults, so `/dashboard/clientes` stays clean. */
export function writeListQuery(query: ClientListQuery): URLSearchParams {
  const params = new URLSearchParams()
  for (const field of FIELDS) {
    if (query[field] !== DEFAULTS[field]) params.set(field, String(query[field]))
  }
  return params
}

/**
 * A click on a column's header (docs/product-spec.md §9): the sorted column flips between ascending and
 * descending, another column starts ascending; either way the list goes back to its first page.
 */
export function toggleSort(query: ClientListQuery, key: ClientSortKey): ClientListQuery {
  const dir = query.sort === key && query.dir === 'asc' ? 'desc' : 'asc'
  return { ...query, sort: key, dir, page: 1 }
}

/** A new search starts on the first page, as the old page number means nothing for it. */
export function withSearch(query: ClientListQuery, q: string): ClientListQuery {
  return { ...query, q, page: 1 }
}

/** "Mostrando 9–16 de 20": the first and last client of the page answered, counted from 1, and the total. */
export function shownRange(page: Pick<ClientPage, 'page' | 'pageSize' | 'total'> & { shown: number }) {
  if (page.shown === 0) return { from: 0, to: 0, total: page.total }
  const from = (page.page - 1) * page.pageSize + 1
  return { from, to: from + page.shown - 1, total: page.total }
}
