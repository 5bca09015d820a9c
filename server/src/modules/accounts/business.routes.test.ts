import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const me = async (owner: Awaited<ReturnType<typeof registerTestOwner>>) =>
  (await owner.call('GET', '/api/me')).json().user.business

describe('PATCH /api/business', () => {
  it('changes the session’s business currency and answers the business', async () => {
    const owner = await registerTestOwner(app, 'business')
    const before = await me(owner)
    expect(before.currency).toBe('COP')
    const response = await owner.call('PATCH', '/api/business', { currency: 'GBP' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ...before, currency: 'GBP' })
    expect((await me(owner)).currency).toBe('GBP')
  })

  it('changes only the session’s own business', async () => {
    const owner = await registerTestOwner(app, 'business')
    const other = await registerTestOwner(app, 'business')
    await owner.call('PATCH', '/api/business', { currency: 'EUR' })
    expect((await me(owner)).currency).toBe('EUR')
    expect((await me(other)).currency).toBe('COP')
  })

  it('prices the public menu in the new currency', async () => {
    const owner = await registerTestOwner(app, 'business')
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: category.id,
      name: 'Fish and chips',
      price: '7',
    })
    const slug = (await me(owner)).slug
    expect((await app.inject({ method: 'GET', url: `/m/${slug}` })).body).toContain('$7')
    await owner.call('PATCH', '/api/business', { currency: 'GBP' })
    // The owner's write forgets the cached page, so the next visitor sees the new currency at once.
    expect((await app.inject({ method: 'GET', url: `/m/${slug}` })).body).toMatch(/£\s?7/)
  })

  it('answers 400 for a code that is not an ISO 4217 currency, changing nothing', async () => {
    const owner = await registerTestOwner(app, 'business')
    for (const body of [
      { currency: 'XYZ' },
      { currency: 'eur' },
      { currency: '' },
      {},
      { currency: 'EUR', x: 1 },
    ]) {
      const response = await owner.call('PATCH', '/api/business', body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.code).toBe('validation_failed')
    }
    expect((await me(owner)).currency).toBe('COP')
  })

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/business', payload: { currency: 'EUR' } })
    expect(response.statusCode).toBe(401)
  })
})
