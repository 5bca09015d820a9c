import { fromMinorUnits, toMinorUnits } from '#domain/money/exact-amount.ts'
import type { Order } from '#domain/ordering/order.schema.ts'
import { ORDER_ACTIONS, type OrderAction } from '#domain/ordering/order-status.ts'
import { instantOfWallClock, wallClockText } from '#domain/promotions/zoned-time.ts'
import { calendarDayText, parseCalendarDay } from '#domain/reservations/calendar-day.ts'
import type { Database } from '../../db/database.ts'
import { AppError } from '../../shared/errors.ts'
import type { WhatsAppOutbox } from '../whatsapp/index.ts'
import { changeOf, notifyOrderChange } from './order-feed.ts'
import { queueOrderReadyMessage } from './order-ready-message.ts'
import * as repository from './orders.repository.ts'
import { toPublicOrder } from './public-order.ts'

// The business's side of its orders (decision 074): the orders of a day with its totals, and each move of
// an order from one status to the next, taken only from the status before it.

function toOrder(row: repository.OrderRow): Order {
  const { token: _token, ...seen } = toPublicOrder(row)
  return { ...seen, id: row.id, pickupPhone: row.pickupPhone, updatedAt: row.updatedAt.toISOString() }
}

/** The instants a business day (YYYY-MM-DD on `timeZone`'s clock) runs between. */
function dayRange(day: string, timeZone: string): { from: Date; to: Date } {
  const next = calendarDayText(parseCalendarDay(day) + 1)
  const from = instantOfWallClock(`${day}T00:00`, timeZone)
  const to = instantOfWallClock(`${next}T00:00`, timeZone)
  if (!from || !to) throw new AppError('validation_failed', 400)
  return { from, to }
}

export async function listOrders(
  db: Database,
  businessId: string,
  query: { day?: string; status?: Order['status']; channel?: Order['channel']; tableId?: string },
  now: Date,
) {
  const clock = await repository.findBusinessClock(db, businessId)
  if (!clock) throw new AppError('not_found', 404)
  const day = query.day ?? wallClockText(now, clock.timeZone).slice(0, 10)
  const range = dayRange(day, clock.timeZone)
  // The day's totals count every order of the day, so the day is read once and the filters narrow it here.
  const all = await repository.findDayOrders(db, businessId, range)
  const shown = all.filter(
    (row) =>
      (!query.status || row.status === query.status) &&
      (!query.channel || row.channel === query.channel) &&
      (!query.tableId || row.tableId === query.tableId),
  )
  const taken = all.filter((row) => row.status !== 'rejected')
  const total = taken.reduce((sum, row) => sum + toMinorUnits(row.total, row.currency), 0n)
  return {
    day,
    orders: shown.map(toOrder),
    totals: { count: taken.length, total: fromMinorUnits(total, clock.currency) },
  }
}

/** What moving an order needs: the database, and WhatsApp's outbox with the site's address for "ready". */
export type MoveOrderDeps = { db: Database; whatsapp: WhatsAppOutbox | undefined; publicUrl: string }

/**
 * Takes `action` on the order: accept (with the minutes until it is ready), reject (with the reason its
 * diner reads), ready, deliver. 404 for an order not of the business; 409 `order_status_changed` when it is
 * no longer in the status the action starts from (someone else moved it first). "Ready" queues, in the same
 * transaction, the WhatsApp message its pickup's diner asked for (order-ready-message.ts), handed to the
 * queue after the commit.
 */
export async function moveOrder(
  deps: MoveOrderDeps,
  businessId: string,
  id: string,
  action: OrderAction,
  details: { readyInMinutes?: number; reason?: string },
  now: Date,
): Promise<Order> {
  const { db, whatsapp } = deps
  const { from, to } = ORDER_ACTIONS[action]
  const values = {
    status: to,
    updatedAt: now,
    ...(action === 'accept'
      ? { readyAt: new Date(now.getTime() + (details.readyInMinutes ?? 0) * 60_000) }
      : {}),
    ...(action === 'reject' ? { rejectReason: details.reason ?? '' } : {}),
  }
  const { moved, messageId } = await db.transaction(async (tx) => {
    const row = await repository.moveOrder(tx, businessId, id, from, values)
    if (!row) return { moved: undefined, messageId: null }
    await notifyOrderChange(tx, changeOf(row))
    const message =
      action === 'ready' && whatsapp ? await queueOrderReadyMessage(tx, whatsapp, row, deps.publicUrl) : null
    return { moved: row, messageId: message }
  })
  if (messageId && whatsapp) await whatsapp.dispatch([messageId])
  if (moved) return toOrder(moved)
  if (!(await repository.findOrder(db, businessId, id))) throw new AppError('not_found', 404)
  throw new AppError('order_status_changed', 409)
}
