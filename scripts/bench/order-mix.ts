// The load bench's ordering mix (decision 074), three kinds of connection at once: diners placing orders
// (at one of many tables, now and then for pickup), each from a phone of its own; visitors reading the public
// menu, the ordering script's dishes and an order's page; and the owner's staff reading the orders board and
// moving each order on (accept, ready, delivered). Each kind is its own autocannon, so placing an order has
// its own latencies, apart from the reads beside it.
import { randomUUID } from 'node:crypto'
import type { Request } from 'autocannon'
import type { OrderLedger, SentOrder } from './order-ledger.ts'
import type { OrderingBusiness } from './order-setup.ts'

/** Of the diners' orders, the share for pickup (the rest at a table). */
const PICKUP_SHARE = 0.1

let diners = 0
/** A diner's address of their own (the server believes the bench's X-Forwarded-For, TRUST_PROXY). */
export function nextDinerAddress(): string {
  diners += 1
  return `10.${(diners >> 16) & 255}.${(diners >> 8) & 255}.${diners & 255}`
}

const anyOf = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!
const upTo = (max: number) => 1 + Math.floor(Math.random() * max)

/** HH:MM half an hour from now on `timeZone`'s clock, or 23:59 when that is already tomorrow. */
function pickupTime(timeZone: string): string {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const now = clock.format(new Date())
  const later = clock.format(new Date(Date.now() + 30 * 60_000))
  return later > now ? later : '23:59'
}

/** A new order of one to three dishes, one to three of each, at a random table or (a tenth) for pickup. */
export function newOrder(business: OrderingBusiness): SentOrder {
  const lines = [...new Set(Array.from({ length: upTo(3) }, () => anyOf(business.dishes)))].map((dish) => ({
    ...dish,
    quantity: upTo(3),
  }))
  const isPickup = Math.random() < PICKUP_SHARE
  const key = randomUUID()
  const body = {
    idempotencyKey: key,
    channel: isPickup ? 'pickup' : 'table',
    ...(isPickup
      ? {
          pickup: {
            name: 'Ana Gómez',
            phone: `300 ${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
            time: pickupTime(business.timeZone),
          },
        }
      : { table: anyOf(business.tableKeys) }),
    lines,
    language: 'es',
  }
  return { key, body: JSON.stringify(body), address: nextDinerAddress() }
}

/** The request that sends `order`, over autocannon's defaults (host, port). */
export function orderRequest(business: OrderingBusiness, order: SentOrder, defaults: Request = {}): Request {
  return {
    ...defaults,
    method: 'POST',
    path: `/api/public/menus/${business.slug}/orders`,
    headers: {
      ...defaults.headers,
      'content-type': 'application/json',
      'x-forwarded-for': order.address,
    },
    body: order.body,
  }
}

/** Diners: every request a new order, written in the ledger as sent and as answered. */
export function dinerRequests(business: OrderingBusiness, ledger: OrderLedger): Request[] {
  return [
    {
      setupRequest: (defaults, context) => {
        const order = newOrder(business)
        ledger.send(order)
        context.key = order.key
        return orderRequest(business, order, defaults)
      },
      onResponse: (status, body, context) => ledger.answer(String(context.key), status, body),
    },
  ]
}

/** Visitors: the public menu mostly, the ordering script's dishes, and orders' pages (their diners' links). */
export function readerRequests(business: OrderingBusiness, ledger: OrderLedger): Request[] {
  const read = (): Pick<Request, 'path'> => {
    const draw = Math.random()
    const placed = draw < 0.15 ? ledger.anyAnswered() : undefined
    if (placed && draw < 0.1) return { path: `/api/public/orders/${placed.token}` }
    if (draw < 0.15) return { path: `/api/public/menus/${business.slug}/orderable?lang=es` }
    return { path: `/m/${business.slug}` }
  }
  return [{ setupRequest: (defaults) => ({ ...defaults, method: 'GET', ...read() }) }]
}

type Action = 'accept' | 'ready' | 'deliver'
const NEXT_ACTION: Record<Action, Action | undefined> = {
  accept: 'ready',
  ready: 'deliver',
  deliver: undefined,
}

/**
 * The owner's side: what the staff saw on the board and have still to do with it. Each order is taken up
 * by one request at a time, so two of the bench's own moves never race for one order: a 409 is the server's.
 */
export class OwnersWork {
  private readonly seen = new Set<string>()
  private readonly toDo: Record<Action, string[]> = { accept: [], ready: [], deliver: [] }
  readonly moved: Record<Action, number> = { accept: 0, ready: 0, deliver: 0 }
  /** Refused moves and board reads by "status code". */
  readonly refused = new Map<string, number>()
  /** The most orders one board read listed. */
  largestBoard = 0

  /** The most advanced order waiting for a move, taken off its list; undefined when none waits. */
  takeMove(): { action: Action; id: string } | undefined {
    for (const action of ['deliver', 'ready', 'accept'] as const) {
      const id = this.toDo[action].shift()
      if (id) return { action, id }
    }
    return undefined
  }

  moveAnswered(action: Action, id: string, status: number, body: string): void {
    if (status !== 200) {
      this.refuse(status, body)
      return
    }
    this.moved[action]++
    const next = NEXT_ACTION[action]
    if (next) this.toDo[next].push(id)
  }

  boardAnswered(status: number, body: string): void {
    if (status !== 200) {
      this.refuse(status, body)
      return
    }
    const { orders } = JSON.parse(body) as { orders: { id: string; status: string }[] }
    this.largestBoard = Math.max(this.largestBoard, orders.length)
    for (const order of orders) {
      if (order.status !== 'received' || this.seen.has(order.id)) continue
      this.seen.add(order.id)
      this.toDo.accept.push(order.id)
    }
  }

  private refuse(status: number, body: string): void {
    let code = ''
    try {
      code = (JSON.parse(body) as { error?: { code?: string } }).error?.code ?? ''
    } catch {
      // Not JSON: the status says it.
    }
    const reason = `${status} ${code}`.trim()
    this.refused.set(reason, (this.refused.get(reason) ?? 0) + 1)
  }
}

/**
 * Staff: most requests move an order one step when one waits; otherwise they read the board, the new orders
 * (`?status=received`, what the kitchen acts on) three times in four, else the whole day as the board opens.
 */
export function ownerRequests(business: OrderingBusiness, work: OwnersWork): Request[] {
  const session = { cookie: business.cookie }
  return [
    {
      setupRequest: (defaults, context) => {
        const move = Math.random() < 0.8 ? work.takeMove() : undefined
        context.move = move
        if (!move) {
          const path = Math.random() < 0.75 ? '/api/orders?status=received' : '/api/orders'
          return { ...defaults, method: 'GET', path, headers: { ...defaults.headers, ...session } }
        }
        const accept = move.action === 'accept'
        return {
          ...defaults,
          method: 'POST',
          path: `/api/orders/${move.id}/${move.action}`,
          headers: {
            ...defaults.headers,
            ...session,
            ...(accept ? { 'content-type': 'application/json' } : {}),
          },
          ...(accept ? { body: JSON.stringify({ readyInMinutes: 15 }) } : {}),
        }
      },
      onResponse: (status, body, context) => {
        const move = context.move as ReturnType<OwnersWork['takeMove']>
        if (move) work.moveAnswered(move.action, move.id, status, body)
        else work.boardAnswered(status, body)
      },
    },
  ]
}
