import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createTestApp, createTestApps } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { memberOf } from '../audit/test-audit.ts'
import { openEvents, placeTestOrder, takeOrders } from './test-orders.ts'

// Orders followed live (decision 074): the business's stream tells of each order placed or moved, the
// diner's stream sends the order at once and again at each change, and on PostgreSQL a change made through
// one server reaches the streams open on another.

const onPostgres = Boolean(inject('postgresUrl'))

describe('following orders live', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(async () => {
    await app.close()
  })

  it('tells the business of each order placed and moved, and the diner of their order’s every change', async () => {
    const business = await takeOrders(app, await registerTestOwner(app, 'pedidos-en-vivo'))
    const board = await openEvents(app, '/api/orders/events', business.owner.cookie)
    const placed = await placeTestOrder(app, business, 2)
    const news = await board.next()
    expect(news).toMatchObject({ event: 'order', data: { status: 'received' } })
    const { orderId } = news.data as { orderId: string }

    const diner = await openEvents(app, `/api/public/orders/${placed.token}/events`)
    expect(await diner.next()).toMatchObject({
      event: 'order',
      data: { number: placed.number, status: 'received' },
    })
    const staff = await memberOf(app, business.owner, 'staff')
    const accepted = await staff.call('POST', `/api/orders/${orderId}/accept`, { readyInMinutes: 15 })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(await board.next()).toEqual({ event: 'order', data: { orderId, status: 'preparing' } })
    const seen = await diner.next()
    expect(seen).toMatchObject({ event: 'order', data: { status: 'preparing', token: placed.token } })
    expect((seen.data as { readyAt: string | null }).readyAt).not.toBeNull()
    board.close()
    diner.close()
  })

  it('tells a business nothing of another’s orders, and answers an unknown order’s stream 404', async () => {
    const mine = await takeOrders(app, await registerTestOwner(app, 'pedidos-mios'))
    const theirs = await takeOrders(app, await registerTestOwner(app, 'pedidos-suyos'))
    const board = await openEvents(app, '/api/orders/events', mine.owner.cookie)
    await placeTestOrder(app, theirs, 1)
    await placeTestOrder(app, mine, 1)
    expect(await board.next()).toMatchObject({ data: { status: 'received' } })
    const ours = (await mine.owner.call('GET', '/api/orders')).json().orders
    expect((await board.next(1000).catch(() => undefined)) ?? 'nothing more').toBe('nothing more')
    expect(ours).toHaveLength(1)
    board.close()
    const unknown = await app.inject({ method: 'GET', url: `/api/public/orders/${'y'.repeat(22)}/events` })
    expect(unknown.statusCode).toBe(404)
  })
})

describe.runIf(onPostgres)('two servers on one PostgreSQL database', () => {
  let servers: FastifyInstance[] = []
  beforeAll(async () => {
    servers = await createTestApps(2)
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })

  it('streams an order placed and moved through one server to the streams open on the other', async () => {
    const [first, second] = servers as [FastifyInstance, FastifyInstance]
    await second.ready()
    const business = await takeOrders(first, await registerTestOwner(first, 'pedidos-dos-servidores'))
    const board = await openEvents(second, '/api/orders/events', business.owner.cookie)
    const placed = await placeTestOrder(first, business, 1)
    const news = await board.next()
    expect(news).toMatchObject({ event: 'order', data: { status: 'received' } })
    const diner = await openEvents(second, `/api/public/orders/${placed.token}/events`)
    expect(await diner.next()).toMatchObject({ data: { status: 'received' } })
    const { orderId } = news.data as { orderId: string }
    const rejected = await business.owner.call('POST', `/api/orders/${orderId}/reject`, { reason: 'Sin gas' })
    expect(rejected.statusCode).toBe(200)
    expect(await diner.next()).toMatchObject({ data: { status: 'rejected', rejectReason: 'Sin gas' } })
    board.close()
    diner.close()
  })
})

describe('a server stopping while orders are followed', () => {
  it('ends the open board’s and diner’s streams instead of waiting for them to finish', async () => {
    const app = await createTestApp()
    const business = await takeOrders(app, await registerTestOwner(app, 'pedidos-al-cerrar'))
    const placed = await placeTestOrder(app, business, 1)
    const origin = await app.listen({ port: 0, host: '127.0.0.1' })
    const follow = async (path: string, cookie = '') => {
      const response = await fetch(`${origin}${path}`, { headers: { cookie } })
      expect(response.status).toBe(200)
      // Read to the stream's end: it ends only when the server ends it.
      return { text: response.text() }
    }
    const board = (await follow('/api/orders/events', business.owner.cookie)).text
    const diner = (await follow(`/api/public/orders/${placed.token}/events`)).text
    // Without the streams ended first, close would wait for them for ever (the test's time limit).
    await app.close()
    expect(await board).toBe('')
    expect(await diner).toContain('event: order')
  })
})
