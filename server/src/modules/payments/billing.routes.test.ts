import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { billingRecords } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const address = {
  name: 'Ana Pérez',
  street: 'Calle 10 # 5-20',
  city: 'Bogotá',
  country: 'CO',
  postalCode: '110111',
}

describe('billing', () => {
  it('starts on the free plan with no address and an empty history', async () => {
    const owner = await registerTestOwner(app, 'bill-new')
    expect((await owner.call('GET', '/api/billing')).json()).toEqual({
      plan: { id: 'free', name: 'Plan gratuito' },
      address: null,
      history: [],
    })
    const english = await owner.call('GET', '/api/billing', undefined, { 'accept-language': 'en' })
    expect(english.json().plan).toEqual({ id: 'free', name: 'Free plan' })
  })

  it('saves, replaces and removes the address, for its own business only', async () => {
    const owner = await registerTestOwner(app, 'bill-owner')
    const intruder = await registerTestOwner(app, 'bill-intruder')
    expect((await owner.call('PUT', '/api/billing/address', address)).json()).toEqual(address)
    const moved = { ...address, city: 'Medellín' }
    await owner.call('PUT', '/api/billing/address', moved)
    expect((await owner.call('GET', '/api/billing')).json().address).toEqual(moved)
    expect((await intruder.call('GET', '/api/billing')).json().address).toBeNull()
    expect((await intruder.call('DELETE', '/api/billing/address')).statusCode).toBe(204)
    expect((await owner.call('GET', '/api/billing')).json().address).toEqual(moved)
    expect((await owner.call('DELETE', '/api/billing/address')).statusCode).toBe(204)
    expect((await owner.call('GET', '/api/billing')).json().address).toBeNull()
  })

  it('refuses a bad address at its fields, and any card field, keeping nothing', async () => {
    const owner = await registerTestOwner(app, 'bill-bad')
    const empty = await owner.call('PUT', '/api/billing/address', { ...address, city: ' ', country: 'XX' })
    expect(empty.statusCode).toBe(400)
    expect(Object.keys(empty.json().error.fields).sort()).toEqual(['city', 'country'])
    const card = await owner.call('PUT', '/api/billing/address', {
      ...address,
      cardNumber: '4111111111111111',
    })
    expect(card.statusCode).toBe(400)
    expect((await owner.call('GET', '/api/billing')).json().address).toBeNull()
  })

  it('shows the history from the database, newest first, and only its own', async () => {
    const owner = await registerTestOwner(app, 'bill-history')
    const other = await registerTestOwner(app, 'bill-other')
    await app.database.db.insert(billingRecords).values([
      {
        businessId: owner.businessId,
        chargedAt: new Date('2026-01-05T10:00:00Z'),
        description: 'Enero',
        amount: '49.90',
        currency: 'COP',
      },
      {
        businessId: owner.businessId,
        chargedAt: new Date('2026-02-05T10:00:00Z'),
        description: 'Febrero',
        amount: '49.90',
        currency: 'COP',
        invoiceUrl: 'https://example.com/f/2',
      },
      {
        businessId: other.businessId,
        chargedAt: new Date('2026-03-05T10:00:00Z'),
        description: 'Ajena',
        amount: '1.00',
        currency: 'USD',
      },
    ])
    const { history } = (await owner.call('GET', '/api/billing')).json()
    expect(history.map((row: { description: string }) => row.description)).toEqual(['Febrero', 'Enero'])
    expect(history[0]).toMatchObject({
      amount: '49.90',
      currency: 'COP',
      date: '2026-02-05T10:00:00.000Z',
      invoiceUrl: 'https://example.com/f/2',
    })
    expect((await other.call('GET', '/api/billing')).json().history).toHaveLength(1)
  })

  it('answers 401 without a session', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const url = method === 'GET' ? '/api/billing' : '/api/billing/address'
      const response = await app.inject({ method, url, payload: method === 'PUT' ? address : undefined })
      expect(response.statusCode, method).toBe(401)
    }
  })
})
