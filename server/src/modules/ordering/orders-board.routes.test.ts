import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { memberOf } from '../audit/test-audit.ts'
import { type OrderingBusiness, placeTestOrder, takeOrders } from './test-orders.ts'

// The business's side of its orders (decision 074): a day's orders with their totals and filters, each move
// only from the status before it (two people moving one order at once: one wins), only by the roles that
// handle orders, and never another business's order.

let now = Date.parse('2026-12-07T17:00:00Z') // a Monday, 12:00 in Bogotá
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

async function businessTakingOrders(label: string): Promise<OrderingBusiness> {
  return takeOrders(app, await registerTestOwner(app, label))
}

/** A diner's order; answers its id as the staff see it, and its diner's token. */
async function order(business: OrderingBusiness, quantity: number, channel: 'table' | 'pickup' = 'table') {
  const { token } = await placeTestOrder(app, business, quantity, channel)
  const { orders } = (await business.owner.call('GET', '/api/orders')).json()
  return { id: orders[0].id as string, token }
}

const move = (by: TestOwner, id: string, action: string, body?: object) =>
  by.call('POST', `/api/orders/${id}/${action}`, body)

describe('the business’s orders', () => {
  it('lists the day’s orders newest first, filtered, with the day’s totals leaving out rejected ones', async () => {
    const business = await businessTakingOrders('pedidos-dia')
    now = Date.parse('2026-12-06T23:00:00Z') // Sunday 18:00 in Bogotá: the day before
    await order(business, 5)
    now = Date.parse('2026-12-07T17:00:00Z')
    const first = await order(business, 1)
    const second = await order(business, 2, 'pickup')
    const third = await order(business, 3)
    expect((await move(business.owner, third.id, 'reject', { reason: 'Cocina cerrada' })).statusCode).toBe(
      200,
    )
    const day = (await business.owner.call('GET', '/api/orders')).json()
    expect(day.day).toBe('2026-12-07')
    expect(day.orders.map((row: { id: string }) => row.id)).toEqual([third.id, second.id, first.id])
    expect(day.totals).toEqual({ count: 2, total: '36000' })
    const pickups = (await business.owner.call('GET', '/api/orders?channel=pickup')).json()
    expect(pickups.orders.map((row: { id: string }) => row.id)).toEqual([second.id])
    const rejected = (await business.owner.call('GET', '/api/orders?status=rejected')).json()
    expect(rejected.orders.map((row: { rejectReason: string }) => row.rejectReason)).toEqual([
      'Cocina cerrada',
    ])
    const atTable = (await business.owner.call('GET', `/api/orders?tableId=${business.tableId}`)).json()
    expect(atTable.orders).toHaveLength(2)
    const yesterday = (await business.owner.call('GET', '/api/orders?day=2026-12-06')).json()
    expect(yesterday.totals).toEqual({ count: 1, total: '60000' })
  })

  it('moves an order only from the status before each step, and its diner reads where it stands', async () => {
    const business = await businessTakingOrders('pedidos-pasos')
    const { id, token } = await order(business, 1)
    expect((await move(business.owner, id, 'ready')).statusCode).toBe(409)
    expect((await move(business.owner, id, 'deliver')).statusCode).toBe(409)
    const accepted = await move(business.owner, id, 'accept', { readyInMinutes: 20 })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().order).toMatchObject({ status: 'preparing', readyAt: '2026-12-07T17:20:00.000Z' })
    const again = await move(business.owner, id, 'accept', { readyInMinutes: 5 })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('order_status_changed')
    expect((await move(business.owner, id, 'reject', { reason: 'Tarde' })).statusCode).toBe(409)
    expect((await move(business.owner, id, 'ready')).json().order.status).toBe('ready')
    expect((await move(business.owner, id, 'deliver')).json().order.status).toBe('delivered')
    const diner = await app.inject({ method: 'GET', url: `/api/public/orders/${token}` })
    expect(diner.json().order).toMatchObject({ status: 'delivered', readyAt: '2026-12-07T17:20:00.000Z' })
  })

  it('refuses an accept without a sensible time and a reject without a reason, moving nothing', async () => {
    const business = await businessTakingOrders('pedidos-datos')
    const { id } = await order(business, 1)
    for (const body of [{}, { readyInMinutes: 0 }, { readyInMinutes: 241 }]) {
      expect((await move(business.owner, id, 'accept', body)).statusCode).toBe(400)
    }
    expect((await move(business.owner, id, 'reject', { reason: '  ' })).statusCode).toBe(400)
    const [listed] = (await business.owner.call('GET', '/api/orders')).json().orders
    expect(listed.status).toBe('received')
  })

  it('lets one of two people accepting one order at once do it', async () => {
    const business = await businessTakingOrders('pedidos-carrera')
    const { id } = await order(business, 1)
    const staff = await memberOf(app, business.owner, 'staff')
    const answers = await Promise.all([
      move(business.owner, id, 'accept', { readyInMinutes: 10 }),
      move(staff, id, 'accept', { readyInMinutes: 15 }),
    ])
    expect(answers.map((answer) => answer.statusCode).sort((a, b) => a - b)).toEqual([200, 409])
  })

  it('lets staff move orders and a read-only member only read them, and never reaches another business’s', async () => {
    const business = await businessTakingOrders('pedidos-roles')
    const { id } = await order(business, 1)
    const viewer = await memberOf(app, business.owner, 'viewer')
    expect((await viewer.call('GET', '/api/orders')).json().orders).toHaveLength(1)
    expect((await move(viewer, id, 'accept', { readyInMinutes: 10 })).statusCode).toBe(403)
    const staff = await memberOf(app, business.owner, 'staff')
    expect((await move(staff, id, 'accept', { readyInMinutes: 10 })).statusCode).toBe(200)
    const other = await businessTakingOrders('pedidos-otro')
    expect((await other.owner.call('GET', '/api/orders')).json().orders).toEqual([])
    for (const action of ['ready', 'deliver'])
      expect((await move(other.owner, id, action)).statusCode).toBe(404)
    expect((await move(other.owner, id, 'reject', { reason: 'No' })).statusCode).toBe(404)
  })
})
