import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, orders } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner, type Owner } from '../public-menu/test-menu.ts'
import { housePizza } from './test-orders.ts'

// A diner's order placed on the public menu (decision 074): priced again on the server whatever the page
// sends, created once however often it is sent, and refused with its reason when the channel is off, the
// table's key is not one of the business's tables, a dish cannot be ordered now or the input is bad.

let now = Date.parse('2026-12-07T17:00:00Z') // a Monday, 12:00 in Bogotá
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({ orderRateLimit: 40 }, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

type Menu = {
  owner: Owner
  table: { id: string; key: string; name: string }
  pizza: {
    id: string
    variants: { id: string; label: string }[]
    optionGroups: { options: { id: string; label: string }[] }[]
  }
  drink: { id: string; variants: { id: string }[] }
}

/** A business taking table orders: a pizza in two sizes with extras, a drink 15 % off, and table 4. */
async function menuTakingOrders(): Promise<Menu> {
  const owner = await newOwner(app, 'Pedidos')
  const pizza = await owner.addProduct(housePizza())
  const drink = await owner.addProduct({ name: 'Limonada de coco', price: '6500' })
  await owner.call('POST', '/api/promotions', {
    catalogueId: owner.catalogue.id,
    nombre: 'Bebidas',
    tipo: 'descuento',
    porcentaje: 15,
    productosEspecificos: [drink.id],
  })
  const { table } = await owner.call('POST', '/api/tables', { name: '4', area: 'Salón' })
  await owner.call('PUT', '/api/ordering-settings', { table: true, pickup: true })
  return { owner, table, pizza, drink }
}

function pizzaAndDrinks(menu: Menu) {
  const [queso, tocineta] = menu.pizza.optionGroups[0]!.options
  return [
    {
      productId: menu.pizza.id,
      variantId: menu.pizza.variants[1]!.id,
      optionIds: [queso!.id, tocineta!.id],
      quantity: 1,
    },
    { productId: menu.drink.id, variantId: menu.drink.variants[0]!.id, quantity: 2, note: 'sin hielo' },
  ]
}

const place = (slug: string, body: object, remoteAddress = '10.9.0.1') =>
  app.inject({ method: 'POST', url: `/api/public/menus/${slug}/orders`, payload: body, remoteAddress })

const tableOrder = (menu: Menu, extra: object = {}) => ({
  idempotencyKey: randomUUID(),
  channel: 'table',
  table: menu.table.key,
  lines: pizzaAndDrinks(menu),
  ...extra,
})

async function ordersOf(owner: Owner) {
  const [business] = await app.database.db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, owner.slug))
  return app.database.db.select().from(orders).where(eq(orders.businessId, business!.id))
}

describe('placing an order', () => {
  it('prices it on the server, whatever totals the page sends, and reads it back by its link', async () => {
    const menu = await menuTakingOrders()
    const placed = await place(menu.owner.slug, { ...tableOrder(menu), total: '1', subtotal: '1' })
    expect(placed.statusCode, placed.body).toBe(201)
    const { order } = placed.json()
    expect(order).toMatchObject({
      number: 1,
      status: 'received',
      channel: 'table',
      tableName: '4',
      currency: 'COP',
      // 30000 + 3000 + 4000, and two lemonades at 6500 less 15 % (5525).
      subtotal: '50000',
      discount: '1950',
      total: '48050',
    })
    expect(order.lines[0]).toMatchObject({
      name: 'Pizza de la casa',
      variantLabel: 'Mediana',
      total: '37000',
    })
    expect(order.lines[1]).toMatchObject({ quantity: 2, note: 'sin hielo', total: '11050' })
    expect(order.token).toMatch(/^[\w-]{22}$/)
    const read = await app.inject({ method: 'GET', url: `/api/public/orders/${order.token}` })
    expect(read.statusCode).toBe(200)
    expect(read.json().order).toEqual(order)
    expect(
      (await app.inject({ method: 'GET', url: `/api/public/orders/${'x'.repeat(22)}` })).statusCode,
    ).toBe(404)
    const second = await place(menu.owner.slug, tableOrder(menu))
    expect(second.json().order.number).toBe(2)
  })

  it('is one order however many times it is sent at once', async () => {
    const menu = await menuTakingOrders()
    const body = tableOrder(menu)
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(menu.owner.slug, body)))
    const statuses = answers.map((answer) => answer.statusCode)
    expect(statuses.filter((status) => status === 201)).toHaveLength(1)
    expect(statuses.filter((status) => status === 200)).toHaveLength(19)
    expect(new Set(answers.map((answer) => answer.json().order.token)).size).toBe(1)
    expect(await ordersOf(menu.owner)).toHaveLength(1)
  })

  it('refuses a channel switched off, a table key not of the business, and an unknown menu', async () => {
    const menu = await menuTakingOrders()
    const other = await menuTakingOrders()
    const tampered = `${menu.table.key.slice(0, -1)}${menu.table.key.endsWith('a') ? 'b' : 'a'}`
    for (const key of [tampered, other.table.key]) {
      const refused = await place(menu.owner.slug, tableOrder(menu, { table: key }))
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error).toMatchObject({
        code: 'order_table_unknown',
        fields: { table: ['ordering.errors.tableUnknown'] },
      })
    }
    await menu.owner.call('PUT', '/api/ordering-settings', { table: false, pickup: true })
    const closed = await place(menu.owner.slug, tableOrder(menu))
    expect(closed.statusCode).toBe(409)
    expect(closed.json().error.code).toBe('ordering_closed')
    expect((await place('no-existe-este-menu', tableOrder(menu))).statusCode).toBe(404)
    expect(await ordersOf(menu.owner)).toHaveLength(0)
  })

  it('takes orders only within the weekly hours the owner saved, when they saved any', async () => {
    const menu = await menuTakingOrders()
    const { rules } = await menu.owner.call('GET', '/api/booking-rules')
    await menu.owner.call('PUT', '/api/booking-rules', {
      ...rules,
      horario: [{ dia: 1, desde: '12:00', hasta: '15:00' }],
    })
    expect((await place(menu.owner.slug, tableOrder(menu))).statusCode).toBe(201) // Monday 12:00
    const lunchOver = now
    now = Date.parse('2026-12-07T20:00:00Z') // Monday 15:00 in Bogotá
    try {
      const closed = await place(menu.owner.slug, tableOrder(menu))
      expect(closed.statusCode).toBe(409)
      expect(closed.json().error.code).toBe('ordering_outside_hours')
    } finally {
      now = lunchOver
    }
  })

  it('refuses a dish sold out today, naming its line, and saves nothing', async () => {
    const menu = await menuTakingOrders()
    await menu.owner.call('PUT', `/api/products/${menu.drink.id}/sold-out`, { soldOut: true })
    const refused = await place(menu.owner.slug, tableOrder(menu))
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'order_lines_unavailable',
      lines: [{ line: 1, problem: 'product_unavailable' }],
    })
    expect(await ordersOf(menu.owner)).toHaveLength(0)
  })

  it('refuses bad input at the edge: no lines, too many, a quantity over 99, a missing table', async () => {
    const menu = await menuTakingOrders()
    const line = pizzaAndDrinks(menu)[1]!
    for (const body of [
      tableOrder(menu, { lines: [] }),
      tableOrder(menu, { lines: Array.from({ length: 51 }, () => line) }),
      tableOrder(menu, { lines: [{ ...line, quantity: 100 }] }),
      tableOrder(menu, { table: undefined }),
      tableOrder(menu, { idempotencyKey: 'uno' }),
    ]) {
      expect((await place(menu.owner.slug, body)).statusCode).toBe(400)
    }
    expect(await ordersOf(menu.owner)).toHaveLength(0)
  })

  it('takes a pickup order for a time ahead today, not one past', async () => {
    const menu = await menuTakingOrders()
    const pickup = (time: string) => ({
      idempotencyKey: randomUUID(),
      channel: 'pickup',
      pickup: { name: 'Lucía', phone: '+57 300 123 4567', time },
      lines: pizzaAndDrinks(menu),
    })
    const past = await place(menu.owner.slug, pickup('11:30'))
    expect(past.statusCode).toBe(400)
    expect(past.json().error.fields).toEqual({ 'pickup.time': ['ordering.errors.timePast'] })
    const placed = await place(menu.owner.slug, pickup('12:45'))
    expect(placed.statusCode, placed.body).toBe(201)
    expect(placed.json().order).toMatchObject({
      channel: 'pickup',
      pickupName: 'Lucía',
      pickupAt: '2026-12-07T17:45:00.000Z',
      tableName: '',
    })
    // Lucía is now the business's client, found again by her phone on her next order.
    const { clients } = await menu.owner.call('GET', '/api/clients')
    expect(clients).toEqual([
      expect.objectContaining({ nombreCompleto: 'Lucía', telefono: '+57 300 123 4567' }),
    ])
    // Asking for WhatsApp means nothing where the deployment sends no messages; a box is true or false.
    const asking = (value: unknown) => {
      const order = pickup('13:00')
      return { ...order, pickup: { ...order.pickup, whatsappConsent: value } }
    }
    expect((await place(menu.owner.slug, asking('sí'))).statusCode).toBe(400)
    expect((await place(menu.owner.slug, asking(true))).statusCode).toBe(201)
    const rows = await ordersOf(menu.owner)
    expect(rows.map((row) => row.clientId)).toEqual([clients[0].id, clients[0].id])
    expect(rows.map((row) => row.whatsappConsent)).toEqual([false, false])
  })

  it('stops an address past its hourly limit, and a table past its own', async () => {
    const limited = await createTestApp({ orderRateLimit: 2 }, { clock: () => now })
    try {
      const previous = app
      app = limited
      const menu = await menuTakingOrders()
      expect((await place(menu.owner.slug, tableOrder(menu), '10.9.1.1')).statusCode).toBe(201)
      expect((await place(menu.owner.slug, tableOrder(menu), '10.9.1.1')).statusCode).toBe(201)
      const third = await place(menu.owner.slug, tableOrder(menu), '10.9.1.1')
      expect(third.statusCode).toBe(429)
      expect(third.json().error.code).toBe('order_rate_limited')
      // Another phone at the same table: the table has had its two this hour.
      expect((await place(menu.owner.slug, tableOrder(menu), '10.9.1.2')).statusCode).toBe(429)
      now += 61 * 60 * 1000
      expect((await place(menu.owner.slug, tableOrder(menu), '10.9.1.2')).statusCode).toBe(201)
      app = previous
    } finally {
      await limited.close()
    }
  })
})
