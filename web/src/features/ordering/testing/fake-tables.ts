// An in-memory tables API for the Mesas page's tests: it keeps what the page sends, so the re-reads after a
// change answer the changed list, as the server would.
import type { DiningTable } from '#domain/ordering/dining-table.schema.ts'

type Answer = { status: number; body?: unknown }
type ApiCall = { method: string; path: string; body: unknown }
type Route = Answer | ((call: ApiCall) => Answer | Promise<Answer>)

export const TABLES_PAGE = '/dashboard/pedidos/mesas'
/** The list's heading, there once the tables are loaded. */
export const LIST_HEADING = { level: 2, name: /Tus mesas/ } as const

let nextId = 0
/** A table as `GET /api/tables` lists it; its key is made of the key alphabet, 12 characters. */
export function buildTable(name: string, area = '', key = `key${name}`.padEnd(12, 'x').slice(0, 12)) {
  nextId += 1
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    name,
    area,
    key,
    createdAt: '2026-12-06T15:30:00.000Z',
  } satisfies DiningTable
}

/** The bar without an area, then the dining room and the terrace, as the server sorts them. */
export function buildDiningRoom(): DiningTable[] {
  return [
    buildTable('Barra'),
    buildTable('1', 'Salón', 'abcdefghijkm'),
    buildTable('2', 'Salón'),
    buildTable('Terraza 1', 'Terraza'),
  ]
}

/**
 * The tables API's routes over a list: added, renamed, re-keyed and deleted tables show in the next
 * `GET /api/tables`, as the server's would.
 */
export function tablesRoutes(tables: DiningTable[]): Record<string, Route> {
  let current = [...tables]
  const byId = (path: string) => path.split('/')[3]
  const withTable = (id: string, change: (table: DiningTable) => DiningTable) => {
    current = current.map((table) => (table.id === id ? change(table) : table))
    return current.find((table) => table.id === id)
  }
  const tableRoutes: Record<string, Route> = Object.fromEntries(
    tables.flatMap((table) => [
      [
        `PATCH /api/tables/${table.id}`,
        ({ body }: ApiCall) => ({
          status: 200,
          body: { table: withTable(table.id, (row) => ({ ...row, ...(body as object) })) },
        }),
      ],
      [
        `POST /api/tables/${table.id}/key`,
        () => ({
          status: 200,
          body: { table: withTable(table.id, (row) => ({ ...row, key: 'nuevaclave23' })) },
        }),
      ],
      [
        `DELETE /api/tables/${table.id}`,
        ({ path }: ApiCall) => {
          current = current.filter((row) => row.id !== byId(path))
          return { status: 204 }
        },
      ],
    ]),
  )
  return {
    'GET /api/tables': () => ({ status: 200, body: { tables: current } }),
    'POST /api/tables': ({ body }) => {
      const { name, area } = body as { name: string; area: string }
      const table = buildTable(name, area)
      current = [...current, table]
      return { status: 201, body: { table } }
    },
    'POST /api/tables/numbered': ({ body }) => {
      const { from, count, area } = body as { from: number; count: number; area: string }
      const added = Array.from({ length: count }, (_, index) => buildTable(String(from + index), area))
      current = [...current, ...added]
      return { status: 201, body: { tables: added } }
    },
    ...tableRoutes,
  }
}
