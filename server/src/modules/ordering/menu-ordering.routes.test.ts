import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from '../public-menu/test-menu.ts'
import { ORDER_SHEET_PATH } from './order-sheet.script.ts'

// What the menu page's ordering script reads: the dishes that may be ordered now, priced as the menu shows
// them, and a table's name by its QR code's key, only for the business's own tables.

const now = Date.parse('2026-12-07T17:00:00Z') // a Monday, 12:00 in Bogotá
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

async function menuTakingOrders(name: string) {
  const owner = await newOwner(app, name)
  const pizza = await owner.addProduct({
    name: 'Pizza de la casa',
    allergens: ['gluten'],
    variants: [
      { label: 'Personal', price: '18000' },
      { label: 'Mediana', price: '30000', specialPrice: '27000' },
    ],
    optionGroups: [
      {
        name: 'Extras',
        min: 0,
        max: 2,
        options: [
          { label: 'Queso', priceDelta: '3000' },
          { label: 'Tocineta', priceDelta: '4000' },
        ],
      },
    ],
  })
  const tamal = await owner.addProduct({ name: 'Tamal agotado', price: '9000' })
  await owner.call('PUT', `/api/products/${tamal.id}/sold-out`, { soldOut: true })
  const { table } = await owner.call('POST', '/api/tables', { name: 'Terraza 2' })
  await owner.call('PUT', '/api/ordering-settings', { table: true, pickup: false })
  return { owner, pizza, tamal, table: table as { key: string } }
}

const get = (url: string) => app.inject({ method: 'GET', url })

describe('the ordering script’s data', () => {
  let menu: Awaited<ReturnType<typeof menuTakingOrders>>
  let other: Awaited<ReturnType<typeof menuTakingOrders>>
  beforeAll(async () => {
    menu = await menuTakingOrders('Orderable')
    other = await menuTakingOrders('Otro local')
  })

  it('offers only what may be ordered now, priced in the smallest unit as the menu charges', async () => {
    const response = await get(`/api/public/menus/${menu.owner.slug}/orderable?lang=en`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=60')
    const { dishes, words, format } = response.json()
    expect(Object.keys(dishes)).toEqual([menu.pizza.id])
    const pizza = dishes[menu.pizza.id]
    expect(pizza.name).toBe('Pizza de la casa')
    expect(pizza.sizes.map((s: { price: number }) => s.price)).toEqual([18000, 27000])
    expect(pizza.groups[0]).toMatchObject({
      name: 'Extras',
      min: 0,
      max: 2,
      options: [{ price: 3000 }, { price: 4000 }],
    })
    expect(pizza.allergens).toEqual(['Gluten'])
    expect(words.addToOrder).toBe('Add to order')
    // This deployment sends no WhatsApp messages: the pickup's fields ask for none.
    expect(response.json().asksWhatsAppConsent).toBe(false)
    const write = new Intl.NumberFormat(format.locale, format.options)
    expect(write.format(27000 / 10 ** format.digits)).toMatch(/27[.,]000/)
  })

  it('is none for a business that takes no orders', async () => {
    await other.owner.call('PUT', '/api/ordering-settings', { table: false, pickup: false })
    expect((await get(`/api/public/menus/${other.owner.slug}/orderable`)).statusCode).toBe(404)
    await other.owner.call('PUT', '/api/ordering-settings', { table: true, pickup: false })
  })

  it('names a table by its key, and knows no tampered key nor another business’s', async () => {
    const slug = menu.owner.slug
    const found = await get(`/api/public/menus/${slug}/tables/${menu.table.key}`)
    expect(found.statusCode).toBe(200)
    expect(found.json()).toEqual({ name: 'Terraza 2' })
    const tampered = `${menu.table.key.slice(0, -1)}${menu.table.key.endsWith('a') ? 'b' : 'a'}`
    expect((await get(`/api/public/menus/${slug}/tables/${tampered}`)).statusCode).toBe(404)
    expect((await get(`/api/public/menus/${slug}/tables/${other.table.key}`)).statusCode).toBe(404)
  })

  it('serves the ordering script for a year under its hashed address', async () => {
    const response = await get(ORDER_SHEET_PATH)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('javascript')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(response.body).toContain('function linePrice')
  })
})
