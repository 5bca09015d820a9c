import { randomBytes } from 'node:crypto'
import { isOpenAt } from '#domain/ordering/open-now.ts'
import type { PlaceOrderInput, PublicOrder } from '#domain/ordering/order.schema.ts'
import type { OrderLineProblem } from '#domain/ordering/price-order.ts'
import { instantOfWallClock, wallClockText } from '#domain/promotions/zoned-time.ts'
import type { Database } from '../../db/database.ts'
import { AppError, DetailedError } from '../../shared/errors.ts'
import { requireWithinHour } from '../../shared/hourly-limit.ts'
import { linkBookingClient, recordWhatsAppConsent } from '../clients/index.ts'
import { readSavedOpeningHours } from '../reservations/index.ts'
import { findTableByKey } from './dining-tables.repository.ts'
import { changeOf, notifyOrderChange } from './order-feed.ts'
import * as repository from './orders.repository.ts'
import { priceNow } from './price-now.ts'
import { toPublicOrder } from './public-order.ts'

// Placing a diner's order (decision 074): the business must take orders by the channel, the table's key must
// be one of its tables', every line must be priced from the catalogue as it stands now (never from what the
// page showed), and the same order sent twice is one order. Nothing about the diner goes to the logs. A
// pickup's WhatsApp box is kept only where the deployment sends messages (a `true` sent anyway is ignored).

/** `asksWhatsAppConsent`: the deployment sends WhatsApp messages, so a pickup's box means something. */
export type PlaceOrderDeps = {
  db: Database
  clock: () => number
  maxPerHour: number
  asksWhatsAppConsent: boolean
}

/** Where the order comes from: the caller's address counts against the hourly limit, never stored. */
export type OrderOrigin = { address: string }

const notFound = () => new AppError('not_found', 404)

/** A line that cannot be ordered, said at its index, with every other line's problem beside it. */
export function linesRefused(problems: { line: number; problem: OrderLineProblem }[]) {
  return new DetailedError('order_lines_unavailable', 409, { lines: problems })
}

/** The instant of `time` (HH:MM) today on the business's clock, refused when it has already passed. */
function pickupInstant(time: string, now: Date, timeZone: string): Date {
  const today = wallClockText(now, timeZone).slice(0, 10)
  const at = instantOfWallClock(`${today}T${time}`, timeZone)
  if (!at || at.getTime() < now.getTime() - 60_000) {
    throw new DetailedError('order_pickup_time', 400, {
      fields: { 'pickup.time': ['ordering.errors.timePast'] },
    })
  }
  return at
}

/**
 * Places the order on the business at `slug`, or answers the order already placed with the same idempotency
 * key. Refuses (404) an unknown or unpublished menu, (409) a channel switched off, outside the weekly hours the
 * owner saved, a table key that is none of
 * the business's tables, lines that cannot be ordered now; (429) past the hourly limit of the caller's
 * address or of the table.
 */
export async function placeOrder(
  deps: PlaceOrderDeps,
  slug: string,
  input: PlaceOrderInput,
  origin: OrderOrigin,
): Promise<{ order: PublicOrder; isNew: boolean }> {
  const { db } = deps
  const business = await repository.findOrderingBusiness(db, slug)
  if (!business?.isPublished || !business.catalogueId) throw notFound()
  const repeated = await repository.findOrderByKey(db, business.id, input.idempotencyKey)
  if (repeated) return { order: toPublicOrder(repeated), isNew: false }
  if (!business.ordering[input.channel]) throw new AppError('ordering_closed', 409)

  const nowMs = deps.clock()
  const now = new Date(nowMs)
  const hours = await readSavedOpeningHours(db, business.id)
  if (hours.length > 0 && !isOpenAt(hours, now, business.timeZone)) {
    throw new AppError('ordering_outside_hours', 409)
  }
  const table =
    input.channel === 'table' ? await findTableByKey(db, business.id, input.table ?? '') : undefined
  if (input.channel === 'table' && !table) {
    throw new DetailedError('order_table_unknown', 409, {
      fields: { table: ['ordering.errors.tableUnknown'] },
    })
  }
  const pickupAt =
    input.channel === 'pickup' && input.pickup
      ? pickupInstant(input.pickup.time, now, business.timeZone)
      : null

  const priced = await priceNow(db, { ...business, catalogueId: business.catalogueId }, input.lines, now)
  if (!priced.ok) throw linesRefused(priced.problems)
  const whatsappConsent = deps.asksWhatsAppConsent && input.pickup?.whatsappConsent === true

  const row = await db.transaction(async (tx) => {
    await requireWithinHour(
      tx,
      `orders:address:${origin.address}`,
      deps.maxPerHour,
      'order_rate_limited',
      nowMs,
    )
    if (table) {
      await requireWithinHour(tx, `orders:table:${table.id}`, deps.maxPerHour, 'order_rate_limited', nowMs)
    }
    // A pickup's contact finds or makes its client, as a booking's does; a table's diner stays anonymous.
    const clientId = input.pickup
      ? await linkBookingClient(tx, business.id, {
          name: input.pickup.name,
          phone: input.pickup.phone,
          email: '',
        })
      : null
    if (whatsappConsent && clientId) await recordWhatsAppConsent(tx, business.id, clientId, now)
    const inserted = await repository.insertOrder(tx, {
      businessId: business.id,
      idempotencyKey: input.idempotencyKey,
      token: randomBytes(16).toString('base64url'),
      channel: input.channel,
      tableId: table?.id ?? null,
      tableName: table?.name ?? '',
      pickupName: input.pickup?.name ?? '',
      pickupPhone: input.pickup?.phone ?? '',
      pickupAt,
      clientId,
      whatsappConsent,
      language: input.language,
      currency: priced.order.currency,
      lines: priced.order.lines,
      subtotal: priced.order.subtotal,
      discount: priced.order.discount,
      total: priced.order.total,
      // The app's clock, not the database's: the day an order belongs to is the one its business lived.
      createdAt: now,
      updatedAt: now,
    })
    if (inserted) await notifyOrderChange(tx, changeOf(inserted))
    return inserted
  })
  if (row) return { order: toPublicOrder(row), isNew: true }
  // Another request with the same key placed it meanwhile: that order is this one.
  const placed = await repository.findOrderByKey(db, business.id, input.idempotencyKey)
  if (!placed) throw new AppError('internal', 500)
  return { order: toPublicOrder(placed), isNew: false }
}

/** The order behind a diner's link, or 404. */
export async function getPublicOrder(db: Database, token: string): Promise<PublicOrder> {
  const row = await repository.findOrderByToken(db, token)
  if (!row) throw notFound()
  return toPublicOrder(row)
}
