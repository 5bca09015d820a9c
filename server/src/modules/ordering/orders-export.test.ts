import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { placeTestOrder, takeOrders } from './test-orders.ts'

// The account's data download carries the business's tables and orders (decision 074), its own only, and
// never an order's link token.

let app: FastifyInstance
// A Monday, 12:00 in Bogotá: the test orders' pickup at 23:00 is still to come, whatever the hour of the run.
const now = Date.parse('2026-12-07T17:00:00Z')

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

async function downloadOrders(owner: TestOwner) {
  const response = await owner.call('GET', '/api/account/export')
  expect(response.statusCode).toBe(200)
  const files = unzipSync(new Uint8Array(response.rawPayload))
  return JSON.parse(strFromU8(files['pedidos.json'] as Uint8Array))
}

describe('the account’s data download', () => {
  it('holds pedidos.json: the business’s tables and orders with their lines, no token, no other business’s', async () => {
    const mine = await takeOrders(app, await registerTestOwner(app, 'exporta-pedidos'))
    const theirs = await takeOrders(app, await registerTestOwner(app, 'exporta-pedidos-otro'))
    const placed = await placeTestOrder(app, mine, 3, 'pickup')
    await placeTestOrder(app, theirs, 1)
    const data = await downloadOrders(mine.owner)
    expect(data.tables).toEqual([expect.objectContaining({ name: '1', key: mine.tableKey })])
    expect(data.orders).toHaveLength(1)
    expect(data.orders[0]).toMatchObject({
      number: placed.number,
      channel: 'pickup',
      pickupName: 'Ana',
      total: '36000',
      lines: [expect.objectContaining({ name: 'Bandeja paisa', quantity: 3 })],
    })
    expect(data.orders[0]).not.toHaveProperty('token')
    expect(JSON.stringify(data)).not.toContain(placed.token)
  })
})
