import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from '../public-menu/test-menu.ts'

// The order sheet's totals priced by the server before the order is sent (decision 074): a 2x1 counted across
// lines of one size, amounts in the currency's smallest unit, refusals as placing would answer them, nothing
// stored.

const now = Date.parse('2026-12-07T17:00:00Z') // a Monday, 12:00 in Bogotá
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

const quote = (slug: string, lines: object[]) =>
  app.inject({ method: 'POST', url: `/api/public/menus/${slug}/orders/quote`, payload: { lines } })

/** A pizza on a 2x1 of itself, with extras, and a lemonade; ordering on. */
async function pizzaTwoForOne() {
  const owner = await newOwner(app, 'Cotizar')
  const pizza = await owner.addProduct({
    name: 'Pizza de la casa',
    variants: [
      { label: 'Personal', price: '18000' },
      { label: 'Mediana', price: '30000' },
    ],
    optionGroups: [{ name: 'Extra', min: 0, max: 1, options: [{ label: 'Queso', priceDelta: '3000' }] }],
  })
  const drink = await owner.addProduct({ name: 'Limonada', price: '6500' })
  await owner.call('POST', '/api/promotions', {
    catalogueId: owner.catalogue.id,
    nombre: 'Pizza 2x1',
    tipo: '2x1',
    producto2x1: pizza.id,
    productosEspecificos: [pizza.id],
  })
  return { owner, pizza, drink }
}

describe('quoting an order', () => {
  it('prices a 2x1 across two lines of one size, extras paid, in whole pesos', async () => {
    const { owner, pizza, drink } = await pizzaTwoForOne()
    await owner.call('PUT', '/api/ordering-settings', { table: true, pickup: false })
    const mediana = pizza.variants[1]!.id
    const queso = pizza.optionGroups[0]!.options[0]!.id
    const response = await quote(owner.slug, [
      { productId: pizza.id, variantId: mediana, optionIds: [queso], quantity: 1 },
      { productId: pizza.id, variantId: mediana, quantity: 1 },
      { productId: drink.id, variantId: drink.variants[0]!.id, quantity: 1 },
    ])
    expect(response.statusCode, response.body).toBe(200)
    // 33000 + 30000 + 6500; the second Mediana free at its own price, the cheese still paid.
    expect(response.json().quote).toEqual({
      lines: [
        { freeUnits: 1, discount: 30000, total: 3000 },
        { freeUnits: 0, discount: 0, total: 30000 },
        { freeUnits: 0, discount: 0, total: 6500 },
      ],
      subtotal: 69500,
      discount: 30000,
      total: 39500,
    })
  })

  it('refuses a menu taking no orders, an unknown menu, a line that cannot be ordered, and bad input', async () => {
    const { owner, pizza } = await pizzaTwoForOne()
    const line = { productId: pizza.id, variantId: pizza.variants[0]!.id, quantity: 1 }
    expect((await quote(owner.slug, [line])).json().error.code).toBe('ordering_closed')
    expect((await quote('nadie-aqui', [line])).statusCode).toBe(404)
    await owner.call('PUT', '/api/ordering-settings', { table: false, pickup: true })
    const unknownSize = await quote(owner.slug, [line, { ...line, variantId: 'otra' }])
    expect(unknownSize.statusCode).toBe(409)
    expect(unknownSize.json().error.lines).toEqual([{ line: 1, problem: 'variant_unknown' }])
    expect((await quote(owner.slug, [])).statusCode).toBe(400)
    expect((await quote(owner.slug, [{ ...line, quantity: 100 }])).statusCode).toBe(400)
  })
})
