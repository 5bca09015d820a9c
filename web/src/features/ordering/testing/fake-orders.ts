// An in-memory orders API and event stream for Pedidos's tests: moves change the orders the next
// `GET /api/orders` lists, as the server's would, and the stream's events are sent by the test.
import type { Order } from '#domain/ordering/order.schema.ts'

type Answer = { status: number; body?: unknown }
/** What of a call of the mocked API these routes read (test/api-mock.ts's ApiCall). */
type ApiCall = { method: string; path: string; search: string; body: unknown }
type Route = Answer | ((call: ApiCall) => Answer | Promise<Answer>)

export const ORDERS_PAGE = '/dashboard/pedidos'
export const KITCHEN_PAGE = '/dashboard/pedidos/cocina'
/** The business's today in the fakes (America/Bogota). */
export const TODAY = '2026-12-06'

let nextNumber = 0

type LineOverrides = Partial<Order['lines'][number]>

/** A line of one dish at 12000 a unit, no size, extras, note or discount unless given. */
export function buildLine(overrides: LineOverrides = {}): Order['lines'][number] {
  const quantity = overrides.quantity ?? 1
  const total = String(12000 * quantity)
  return {
    name: 'Bandeja paisa',
    variantLabel: '',
    options: [],
    quantity,
    note: '',
    unitPrice: '12000',
    extrasPrice: '0',
    freeUnits: 0,
    subtotal: total,
    discount: '0',
    total,
    ...overrides,
  }
}

/** An order at table 4 placed at 13:05 in Bogotá, received, of one bandeja paisa unless told otherwise. */
export function buildOrder(overrides: Partial<Order> = {}): Order {
  nextNumber += 1
  const number = overrides.number ?? nextNumber
  return {
    id: `00000000-0000-4000-9000-${String(number).padStart(12, '0')}`,
    number,
    status: 'received',
    channel: 'table',
    tableName: '4',
    pickupName: '',
    pickupPhone: '',
    pickupAt: null,
    readyAt: null,
    rejectReason: '',
    currency: 'COP',
    lines: [buildLine()],
    subtotal: '12000',
    discount: '0',
    total: '12000',
    createdAt: '2026-12-06T18:05:00.000Z',
    updatedAt: '2026-12-06T18:05:00.000Z',
    ...overrides,
  }
}

const nextStatus = {
  accept: 'preparing',
  reject: 'rejected',
  ready: 'ready',
  deliver: 'delivered',
} as const
const fromStatus = { accept: 'received', reject: 'received', ready: 'preparing', deliver: 'ready' } as const

/**
 * The orders API over `orders` (newest first, filtered by the query's status and channel), with every move
 * of each order and of `later` ones, which `place` puts on the list as a diner would. A move from the wrong status answers 409 `order_status_changed`, as the server does.
 */
export function fakeOrdersApi(orders: Order[], later: Order[] = []) {
  let current = [...orders]
  // The business takes orders from its tables, not for pickup, until a test switches them.
  let settings = { table: true, pickup: false }
  const list = ({ search }: ApiCall): Answer => {
    const query = new URLSearchParams(search)
    const shown = current
      .filter((order) => !query.get('status') || order.status === query.get('status'))
      .filter((order) => !query.get('channel') || order.channel === query.get('channel'))
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    const counted = current.filter((order) => order.status !== 'rejected')
    const total = String(counted.reduce((sum, order) => sum + Number(order.total), 0))
    return {
      status: 200,
      body: { day: query.get('day') ?? TODAY, orders: shown, totals: { count: counted.length, total } },
    }
  }
  const moveRoutes = [...orders, ...later].flatMap((order) =>
    (Object.keys(nextStatus) as (keyof typeof nextStatus)[]).map((action): [string, Route] => [
      `POST /api/orders/${order.id}/${action}`,
      () => {
        const now = current.find((row) => row.id === order.id)
        if (now?.status !== fromStatus[action]) {
          return {
            status: 409,
            body: {
              error: {
                code: 'order_status_changed',
                message: 'Este pedido ya cambió de estado: alguien más lo movió. Mira cómo está ahora.',
              },
            },
          }
        }
        const moved = { ...now, status: nextStatus[action] }
        current = current.map((row) => (row.id === order.id ? moved : row))
        return { status: 200, body: { order: moved } }
      },
    ]),
  )
  const routes: Record<string, Route> = {
    'GET /api/orders': list,
    'GET /api/tables': { status: 200, body: { tables: [] } },
    'GET /api/ordering-settings': () => ({ status: 200, body: settings }),
    'PUT /api/ordering-settings': ({ body }: ApiCall) => {
      settings = body as typeof settings
      return { status: 200, body: settings }
    },
    ...Object.fromEntries(moveRoutes),
  }
  return {
    routes,
    /** A diner's order (one of `later`) now on the list. */
    place: (order: Order) => {
      current = [order, ...current]
    },
    /** Someone else's move, on another device. */
    setStatus: (id: string, status: Order['status']) => {
      current = current.map((row) => (row.id === id ? { ...row, status } : row))
    },
  }
}

/** The calls of `GET /api/orders`, each as its query's parameters. */
export function orderListQueries(calls: ApiCall[]): Record<string, string>[] {
  return calls
    .filter((call) => call.method === 'GET' && call.path === '/api/orders')
    .map((call) => Object.fromEntries(new URLSearchParams(call.search)))
}

/** EventSource as the business's order stream: the test sends each `order` event. */
export class FakeOrderEvents extends EventTarget {
  static instances: FakeOrderEvents[] = []
  readonly url: string
  isClosed = false

  constructor(url: string) {
    super()
    this.url = url
    FakeOrderEvents.instances.push(this)
  }
  close() {
    this.isClosed = true
  }
  emit(orderId: string, status: Order['status']) {
    this.dispatchEvent(new MessageEvent('order', { data: JSON.stringify({ orderId, status }) }))
  }
}
