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

const changes = {
  name: 'Lucía Fernández',
  phone: '(555) 123-4567',
  phoneCountry: 'US',
  address: 'Calle 10 # 5-20',
  city: 'Medellín',
  country: 'CO',
}

describe('GET and PUT /api/profile', () => {
  it('answers the registered owner, then saves every field; /api/me shows the new name at once', async () => {
    const owner = await registerTestOwner(app, 'profile')
    expect((await owner.call('GET', '/api/profile')).json()).toEqual({
      name: owner.account.name,
      email: owner.account.email,
      phone: '',
      phoneCountry: 'CO',
      address: '',
      city: '',
      country: 'CO',
      photoUrl: null,
      pendingEmail: null,
    })
    const saved = await owner.call('PUT', '/api/profile', changes)
    expect(saved.statusCode, saved.body).toBe(200)
    const profile = { ...changes, phone: '5551234567', email: owner.account.email }
    expect(saved.json()).toEqual({ ...profile, photoUrl: null, pendingEmail: null })
    expect((await owner.call('GET', '/api/profile')).json()).toMatchObject(profile)
    // Stored as registration stores a phone: the country's prefix, a space, the digits.
    const { user } = (await owner.call('GET', '/api/me')).json()
    expect(user).toMatchObject({ name: 'Lucía Fernández', phone: '+1 5551234567' })
    // The phone's country is the phone's: the business still writes its prices as in Colombia.
    expect(user.business).toMatchObject({ country: 'CO', currency: 'COP' })
  })

  it('refuses a missing name or phone, an incomplete phone, an unknown country and the email, saving nothing', async () => {
    const owner = await registerTestOwner(app, 'profile')
    const cases: [object, string, string][] = [
      [{ ...changes, name: '  ' }, 'name', 'profile.errors.required'],
      [{ ...changes, phone: '' }, 'phone', 'profile.errors.required'],
      [{ ...changes, phone: '555 123' }, 'phone', 'profile.errors.phoneIncomplete'],
      [{ ...changes, city: 'x'.repeat(121) }, 'city', 'profile.errors.tooLong'],
    ]
    for (const [body, field, message] of cases) {
      const refused = await owner.call('PUT', '/api/profile', body)
      expect(refused.statusCode, field).toBe(400)
      // The first message is the one a form shows.
      expect(refused.json().error.fields[field][0], field).toBe(message)
    }
    for (const body of [
      { ...changes, country: 'ZZ' },
      { ...changes, email: 'otra@example.com' },
      { ...changes, photoUrl: 'https://evil.example/x.png' },
    ]) {
      expect((await owner.call('PUT', '/api/profile', body)).statusCode).toBe(400)
    }
    expect((await owner.call('GET', '/api/profile')).json()).toMatchObject({
      name: owner.account.name,
      phone: '',
      email: owner.account.email,
      photoUrl: null,
    })
  })

  it('is the session’s own: another owner’s save never reaches ours, and no session gets 401', async () => {
    const owner = await registerTestOwner(app, 'profile')
    const other = await registerTestOwner(app, 'profile')
    await other.call('PUT', '/api/profile', changes)
    expect((await owner.call('GET', '/api/profile')).json().name).toBe(owner.account.name)
    for (const [method, url] of [
      ['GET', '/api/profile'],
      ['PUT', '/api/profile'],
      ['PUT', '/api/profile/photo'],
      ['DELETE', '/api/profile/photo'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})
