import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderFigures } from '#domain/ordering/order-figures.schema.ts'
import { can, ROLES } from '#domain/team/roles.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { memberOf } from '../audit/test-audit.ts'
import { type OrderingBusiness, takeOrders } from '../ordering/test-orders.ts'
import { readReport } from './test-visits.ts'
import { getVisitsReport } from './visits-report.ts'

// The visits card's orders (decision 074): orders placed each day of the business's clock over the report's
// days, rejected ones left out, and the dishes ordered most; only the business's own, only for a role that
// may read orders, and nothing at all for a business that never took an order.

let now = Date.parse('2026-12-07T17:00:00Z')
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

type Dishes = Record<string, { productId: string; variantId: string }>

/** A business taking orders (a Colombian account: Bogotá's clock, UTC−5) with its dish and these ones. */
async function restaurant(label: string, names: readonly string[] = []) {
  const business = await takeOrders(app, await registerTestOwner(app, label))
  const dishes: Dishes = { 'Bandeja paisa': { productId: business.productId, variantId: business.variantId } }
  const [catalogue] = (await business.owner.call('GET', '/api/catalogues')).json()
  const [category] = (await business.owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
  for (const name of names) {
    const created = await business.owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: category.id,
      name,
      price: '5000',
    })
    expect(created.statusCode, created.body).toBe(201)
    dishes[name] = { productId: created.json().id, variantId: created.json().variants[0].id }
  }
  return { ...business, dishes }
}

let address = 0

/** A diner's order at table 1, at `at` (ISO), of these dishes and units; answers its id on the board. */
async function order(
  business: OrderingBusiness & { dishes: Dishes },
  at: string,
  units: Record<string, number>,
) {
  now = Date.parse(at)
  address += 1
  const placed = await app.inject({
    method: 'POST',
    url: `/api/public/menus/${business.slug}/orders`,
    remoteAddress: `10.9.${Math.floor(address / 250)}.${address % 250}`,
    payload: {
      idempotencyKey: randomUUID(),
      channel: 'table',
      table: business.tableKey,
      lines: Object.entries(units).map(([name, quantity]) => ({ ...business.dishes[name], quantity })),
    },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const { orders } = (await business.owner.call('GET', '/api/orders')).json()
  return orders[0].id as string
}

/** The report's orders as `reader` reads it at `at`. */
async function ordersPart(reader: TestOwner, at: string): Promise<OrderFigures | undefined> {
  now = Date.parse(at)
  return (await readReport(reader)).orders
}

/** The days of `figures` that had orders, as { day: orders }. */
const busyDays = (figures: OrderFigures | undefined) =>
  Object.fromEntries(figures?.days.filter((day) => day.orders > 0).map((day) => [day.day, day.orders]) ?? [])

describe('the orders in GET /api/visits', () => {
  it('counts each day’s orders on the business’s clock over the report’s 30 days, leaving rejected ones out', async () => {
    const business = await restaurant('pedidos-dias')
    const one = { 'Bandeja paisa': 1 }
    await order(business, '2026-11-08T04:59:00Z', one) // 23:59 on 7 November in Bogotá: a day too early
    await order(business, '2026-11-08T05:00:00Z', one) // midnight of 8 November there: the first day
    await order(business, '2026-12-07T04:30:00Z', one) // 23:30 on the 6th there, the 7th in UTC
    await order(business, '2026-12-07T05:30:00Z', one) // 00:30 on the 7th there
    await order(business, '2026-12-07T17:00:00Z', one)
    const rejected = await order(business, '2026-12-07T18:00:00Z', { 'Bandeja paisa': 9 })
    const refused = await business.owner.call('POST', `/api/orders/${rejected}/reject`, { reason: 'Sin gas' })
    expect(refused.statusCode, refused.body).toBe(200)
    await order(business, '2026-12-08T05:00:00Z', one) // midnight of the 8th there: after the report's days

    // 22:00 on 7 December in Bogotá: the report runs from 8 November to 7 December.
    const figures = await ordersPart(business.owner, '2026-12-08T03:00:00Z')
    expect(figures?.days).toHaveLength(30)
    expect(figures?.days[0]?.day).toBe('2026-11-08')
    expect(figures?.days.at(-1)?.day).toBe('2026-12-07')
    expect(busyDays(figures)).toEqual({ '2026-11-08': 1, '2026-12-06': 1, '2026-12-07': 2 })
    // The rejected order's nine dishes count nowhere.
    expect(figures?.bestSellers).toEqual([{ productId: business.productId, name: 'Bandeja paisa', units: 4 }])
  })

  it('names the five dishes with the most units, a tie by name, each with its latest name', async () => {
    const business = await restaurant('pedidos-mas', ['Arepa', 'Limonada', 'Flan', 'Tinto', 'Ajiaco'])
    await order(business, '2026-12-07T15:00:00Z', { Limonada: 4, Arepa: 2, 'Bandeja paisa': 1 })
    await order(business, '2026-12-07T16:00:00Z', { Arepa: 1, Tinto: 3, Flan: 1, Ajiaco: 1 })
    const rejected = await order(business, '2026-12-07T16:30:00Z', { Flan: 20 })
    expect(
      (await business.owner.call('POST', `/api/orders/${rejected}/reject`, { reason: 'No' })).statusCode,
    ).toBe(200)
    const renamed = await business.owner.call(
      'PATCH',
      `/api/products/${business.dishes.Limonada?.productId}`,
      {
        name: 'Limonada de coco',
      },
    )
    expect(renamed.statusCode, renamed.body).toBe(200)
    await order(business, '2026-12-07T17:00:00Z', { Limonada: 1 })

    const figures = await ordersPart(business.owner, '2026-12-07T22:00:00Z')
    expect(figures?.bestSellers.map(({ name, units }) => [name, units])).toEqual([
      ['Limonada de coco', 5],
      ['Arepa', 3],
      ['Tinto', 3],
      // Ajiaco, Bandeja paisa and Flan have one each: the first two by name, Flan left out.
      ['Ajiaco', 1],
      ['Bandeja paisa', 1],
    ])
    expect(figures?.bestSellers[0]?.productId).toBe(business.dishes.Limonada?.productId)
  })

  it('counts only the business’s own orders, and says nothing of orders to a business that never took one', async () => {
    const mine = await restaurant('pedidos-mios')
    const theirs = await restaurant('pedidos-ajenos')
    await order(mine, '2026-12-07T15:00:00Z', { 'Bandeja paisa': 2 })
    await order(theirs, '2026-12-07T15:30:00Z', { 'Bandeja paisa': 7 })
    await order(theirs, '2026-12-07T16:00:00Z', { 'Bandeja paisa': 1 })
    const figures = await ordersPart(mine.owner, '2026-12-07T22:00:00Z')
    expect(busyDays(figures)).toEqual({ '2026-12-07': 1 })
    expect(figures?.bestSellers).toEqual([{ productId: mine.productId, name: 'Bandeja paisa', units: 2 }])

    // Taking orders switched on, but none placed yet: the report has no orders part at all.
    const idle = await restaurant('pedidos-nunca')
    const report = await readReport(idle.owner)
    expect(report).not.toHaveProperty('orders')
    expect(report.days).toHaveLength(30)
  })

  it('gives the orders to each role exactly as far as it may read orders, and none without that', async () => {
    const business = await restaurant('pedidos-roles')
    await order(business, '2026-12-07T15:00:00Z', { 'Bandeja paisa': 1 })
    now = Date.parse('2026-12-07T22:00:00Z')
    for (const role of ROLES) {
      const member = role === 'owner' ? business.owner : await memberOf(app, business.owner, role)
      const report = await readReport(member)
      expect(report.days, role).toHaveLength(30)
      expect(busyDays(report.orders), role).toEqual(can(role, 'orders.read') ? { '2026-12-07': 1 } : {})
      expect('orders' in report, role).toBe(can(role, 'orders.read'))
    }
    // Every role may read orders today (decision 074): what one that may not is answered, the report
    // without its orders reader, leaves the orders out and keeps the rest.
    const owner = { businessId: business.owner.businessId, userId: business.owner.user.id }
    const withoutOrders = await getVisitsReport(app.database.db, owner, now)
    expect(withoutOrders).not.toHaveProperty('orders')
    expect(withoutOrders.days).toHaveLength(30)
  })
})
