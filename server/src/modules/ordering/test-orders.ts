import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { businesses } from '../../db/schema.ts'
import type { TestOwner } from '../../test/test-owner.ts'

// The ordering tests' shared steps: a business taking orders of one dish, a diner's order placed on it, and
// the events of a stream read as they come.

/**
 * The ordering tests' pizza, as the owner's API takes it: two sizes (18000 and 30000) and up to two extras
 * (cheese 3000, bacon 4000), then any `moreGroups`.
 */
export function housePizza(moreGroups: object[] = []) {
  return {
    name: 'Pizza de la casa',
    variants: [
      { label: 'Personal', price: '18000' },
      { label: 'Mediana', price: '30000' },
    ],
    optionGroups: [
      {
        name: 'Ingredientes extra',
        min: 0,
        max: 2,
        options: [
          { label: 'Queso', priceDelta: '3000' },
          { label: 'Tocineta', priceDelta: '4000' },
        ],
      },
      ...moreGroups,
    ],
  }
}

export type OrderingBusiness = {
  owner: TestOwner
  slug: string
  productId: string
  variantId: string
  tableKey: string
  tableId: string
}

/** The owner's business taking table and pickup orders of one dish at 12000, with table 1. */
export async function takeOrders(app: FastifyInstance, owner: TestOwner): Promise<OrderingBusiness> {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, body?: object) => {
    const response = await owner.call(method, url, body)
    expect(response.statusCode, response.body).toBeLessThan(300)
    return response.json()
  }
  const catalogue = await call('POST', '/api/catalogues', { template: 'clasico' })
  const [category] = await call('GET', `/api/catalogues/${catalogue.id}/categories`)
  const dish = await call('POST', `/api/catalogues/${catalogue.id}/products`, {
    categoryId: category.id,
    name: 'Bandeja paisa',
    price: '12000',
  })
  const { table } = await call('POST', '/api/tables', { name: '1' })
  await call('PUT', '/api/ordering-settings', { table: true, pickup: true })
  const [business] = await app.database.db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.id, owner.businessId))
  return {
    owner,
    slug: business!.slug,
    productId: dish.id,
    variantId: dish.variants[0].id,
    tableKey: table.key,
    tableId: table.id,
  }
}

let address = 0

/** A diner's order of `quantity` dishes at the table or for pickup (at 23:00); answers it as placed. */
export async function placeTestOrder(
  app: FastifyInstance,
  business: OrderingBusiness,
  quantity: number,
  channel: 'table' | 'pickup' = 'table',
): Promise<{ token: string; number: number }> {
  address += 1
  const placed = await app.inject({
    method: 'POST',
    url: `/api/public/menus/${business.slug}/orders`,
    remoteAddress: `10.8.${Math.floor(address / 250)}.${address % 250}`,
    payload: {
      idempotencyKey: randomUUID(),
      channel,
      ...(channel === 'table'
        ? { table: business.tableKey }
        : { pickup: { name: 'Ana', phone: '3001234567', time: '23:00' } }),
      lines: [{ productId: business.productId, variantId: business.variantId, quantity }],
    },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  return placed.json().order
}

/** The events of a stream (`GET url`, with `cookie` if given) as they come: `next()` the next one's data. */
export async function openEvents(app: FastifyInstance, url: string, cookie?: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
    payloadAsStream: true,
  })
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8')
  const stream = response.stream()
  const events: { event: string; data: unknown }[] = []
  const waiting: (() => void)[] = []
  let text = ''
  stream.on('data', (chunk) => {
    text += String(chunk)
    let end = text.indexOf('\n\n')
    while (end !== -1) {
      const block = text.slice(0, end)
      text = text.slice(end + 2)
      const event = /^event: (.+)$/m.exec(block)?.[1]
      const data = /^data: (.+)$/m.exec(block)?.[1]
      if (event && data) events.push({ event, data: JSON.parse(data) })
      end = text.indexOf('\n\n')
    }
    for (const wake of waiting.splice(0)) wake()
  })
  return {
    /** The next event not read yet, waiting up to `timeoutMs` for it. */
    async next(timeoutMs = 5000): Promise<{ event: string; data: unknown }> {
      const deadline = Date.now() + timeoutMs
      while (events.length === 0) {
        if (Date.now() > deadline) throw new Error(`no event on ${url}`)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          setTimeout(resolve, 100)
        })
      }
      return events.shift()!
    },
    close: () => stream.destroy(),
  }
}
