import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { type OrderingBusiness, placeTestOrder, takeOrders } from './test-orders.ts'

// The diner's page of their order (decision 074): where it stands in words and steps, in the order's language
// or the one asked for, live while open (a reload every 30 s without script), never cached nor indexed, and
// only under its own business's address.

const now = Date.parse('2026-12-07T17:00:00Z') // a Monday, 12:00 in Bogotá
let app: FastifyInstance
let business: OrderingBusiness

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
  business = await takeOrders(app, await registerTestOwner(app, 'pedido-pagina'))
})
afterAll(async () => {
  await app.close()
})

async function placed(channel: 'table' | 'pickup' = 'table') {
  const { token, number } = await placeTestOrder(app, business, 2, channel)
  const { orders } = (await business.owner.call('GET', '/api/orders')).json()
  return { token, number, id: orders[0].id as string }
}

const open = (path: string) => app.inject({ method: 'GET', url: path })
const text = (body: string) => body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('the order’s page', () => {
  it('shows a received order at its table, its lines and totals, with a refresh while open, never cached', async () => {
    const { token, number } = await placed()
    const page = await open(`/m/${business.slug}/pedido/${token}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(page.headers['content-security-policy']).toContain("connect-src 'self'")
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-/)
    const words = text(page.body)
    expect(page.body).toContain('<html lang="es">')
    expect(words).toContain(`Pedido #${number}`)
    expect(words).toContain('Mesa 1')
    expect(page.body).toContain('<li aria-current="step">Recibido')
    expect(words).toContain('El local ha recibido tu pedido')
    expect(words).toContain('2 × Bandeja paisa')
    expect(words).toMatch(/Total \$ ?24\.000/)
    expect(words).toContain('Pagas en el local: en la mesa o en la caja.')
    expect(page.body).toContain('<meta http-equiv="refresh" content="30">')
    expect(page.body).toContain(`data-u="/api/public/orders/${token}/events"`)
    expect(page.body).toContain('aria-live="polite"')
    expect(page.body).toContain(`href="/m/${business.slug}?lang=es"`)
  })

  it('says when an order being prepared will be ready, on the business’s clock, in English when asked', async () => {
    const { token, id } = await placed('pickup')
    const accepted = await business.owner.call('POST', `/api/orders/${id}/accept`, { readyInMinutes: 20 })
    expect(accepted.statusCode).toBe(200)
    const es = text((await open(`/m/${business.slug}/pedido/${token}`)).body)
    expect(es).toContain('En preparación')
    expect(es).toContain('Estará listo hacia las 12:20')
    expect(es).toContain('Para recoger a las 23:00 · Ana')
    const en = await open(`/m/${business.slug}/pedido/${token}?lang=en`)
    expect(en.body).toContain('<html lang="en">')
    expect(en.body).toContain('<li class="dn">Received')
    expect(en.body).toContain('<li aria-current="step">Preparing')
    expect(text(en.body)).toContain('It will be ready around 12:20')
    expect(text(en.body)).toContain('Pickup at 23:00 · Ana')
    expect(text(en.body)).toContain('You pay at the restaurant: at the table or the counter.')
  })

  it('gives the reason of a rejected order, escaped, and stops refreshing and following it', async () => {
    const { token, id } = await placed()
    const reason = 'Sin gas <script>alert(1)</script>'
    expect((await business.owner.call('POST', `/api/orders/${id}/reject`, { reason })).statusCode).toBe(200)
    const es = await open(`/m/${business.slug}/pedido/${token}`)
    expect(text(es.body)).toContain('Rechazado')
    expect(es.body).toContain('Motivo: Sin gas &lt;script&gt;alert(1)&lt;/script&gt;')
    expect(es.body).not.toContain('<script>alert(1)')
    expect(es.body).not.toContain('http-equiv="refresh"')
    expect(es.body).not.toContain('<script>')
    const en = text((await open(`/m/${business.slug}/pedido/${token}?lang=en`)).body)
    expect(en).toContain('Rejected')
    expect(en).toContain('Reason: Sin gas')
  })

  it('stops refreshing once delivered', async () => {
    const { token, id } = await placed()
    for (const [action, body] of [['accept', { readyInMinutes: 5 }], ['ready'], ['deliver']] as const) {
      expect((await business.owner.call('POST', `/api/orders/${id}/${action}`, body)).statusCode).toBe(200)
    }
    const page = await open(`/m/${business.slug}/pedido/${token}`)
    expect(page.body).toContain('<li aria-current="step">Entregado')
    expect(page.body).not.toContain('http-equiv="refresh"')
  })

  it('is a 404 page for an unknown token and for an order under another business’s address', async () => {
    const { token } = await placed()
    const unknown = await open(`/m/${business.slug}/pedido/no-existe-este-pedido`)
    expect(unknown.statusCode).toBe(404)
    expect(text(unknown.body)).toContain('Pedido no encontrado')
    const other = await takeOrders(app, await registerTestOwner(app, 'pedido-otro'))
    const elsewhere = await open(`/m/${other.slug}/pedido/${token}`)
    expect(elsewhere.statusCode).toBe(404)
    expect(elsewhere.body).not.toContain('Bandeja paisa')
    expect((await open(`/m/no-such-business/pedido/${token}`)).statusCode).toBe(404)
  })
})
