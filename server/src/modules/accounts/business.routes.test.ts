import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COUNTRIES } from '#domain/accounts/countries.ts'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from '../public-menu/test-menu.ts'

let app: FastifyInstance
let counter = 0

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const NBSP = '\u00a0'

/** Registers an owner from this country through the register form's call; answers the business it got. */
async function registerFrom(countryCode: string) {
  const n = ++counter
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts',
    remoteAddress: `10.31.0.${n}`,
    payload: {
      name: `Negocio ${countryCode}`,
      businessName: `Negocio ${countryCode}`,
      email: `money${n}@example.com`,
      password: 'una-clave-larga',
      confirmPassword: 'una-clave-larga',
      countryCode,
      phone: '',
      acceptTerms: true,
    },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json().user.business as { currency: string; country: string }
}

describe('a business’s currency', () => {
  it('starts as the currency of the country chosen at sign-up, for every country', async () => {
    for (const country of COUNTRIES) {
      expect(await registerFrom(country.code)).toMatchObject({
        country: country.code,
        currency: country.currency,
      })
    }
    // Four of them spelled out, so that a wrong table fails here too.
    expect((await registerFrom('CO')).currency).toBe('COP')
    expect((await registerFrom('ES')).currency).toBe('EUR')
    expect((await registerFrom('MX')).currency).toBe('MXN')
    expect((await registerFrom('US')).currency).toBe('USD')
  })
})

describe('PATCH /api/business', () => {
  it('changes the currency, which the owner’s next GET /api/me shows', async () => {
    const owner = await newOwner(app)
    const changed = await owner.call('PATCH', '/api/business', { currency: 'EUR' })
    expect(changed.business).toMatchObject({ slug: owner.slug, currency: 'EUR', country: 'CO' })
    expect((await owner.call('GET', '/api/me')).user.business.currency).toBe('EUR')
  })

  it('re-renders the public menu in the new currency on the very next visit', async () => {
    const owner = await newOwner(app)
    // Pesos have no cents, so the price with cents is set in euros first (prices keep their currency's unit).
    await owner.call('PATCH', '/api/business', { currency: 'EUR' })
    await owner.addProduct({ name: 'Arepa', price: '12.5' })
    const before = await app.inject({ method: 'GET', url: `/m/${owner.slug}` })
    // In Colombia euros are written with their code, as every currency but the peso is.
    expect(before.body).toContain(`<p class="pr">EUR${NBSP}12,50</p>`)
    await owner.call('PATCH', '/api/business', { currency: 'USD' })
    const after = await app.inject({
      method: 'GET',
      url: `/m/${owner.slug}`,
      headers: { 'if-none-match': String(before.headers.etag) },
    })
    expect(after.statusCode).toBe(200)
    // A Colombian business pricing in dollars: never a bare "$", which reads as pesos there.
    expect(after.body).toContain(`<p class="pr">US$${NBSP}12,50</p>`)
    const english = await app.inject({ method: 'GET', url: `/m/${owner.slug}?lang=en` })
    expect(english.body).toContain('<p class="pr">US$12.50</p>')
  })

  it('refuses a currency outside the list, an unknown field and an empty change', async () => {
    const owner = await newOwner(app)
    for (const payload of [
      { currency: 'XYZ' },
      { currency: 'eur' },
      { currency: 12 },
      { ownerUserId: 'someone-else' },
      {},
    ]) {
      const response = await app.inject({
        method: 'PATCH',
        url: '/api/business',
        payload,
        headers: { cookie: owner.cookie },
      })
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    expect((await owner.call('GET', '/api/me')).user.business.currency).toBe('COP')
  })

  it('changes only the session’s own business', async () => {
    const owner = await newOwner(app)
    const other = await newOwner(app)
    await owner.call('PATCH', '/api/business', { currency: 'EUR' })
    expect((await owner.call('GET', '/api/me')).user.business.currency).toBe('EUR')
    expect((await other.call('GET', '/api/me')).user.business.currency).toBe('COP')
  })

  it('takes any ISO 4217 currency in circulation, as an imported menu may be priced in one', async () => {
    const owner = await newOwner(app)
    const changed = await owner.call('PATCH', '/api/business', { currency: 'CHF' })
    expect(changed.business.currency).toBe('CHF')
  })

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/business', payload: { currency: 'EUR' } })
    expect(response.statusCode).toBe(401)
  })
})
