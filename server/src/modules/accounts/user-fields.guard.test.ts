import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

let app: FastifyInstance
let owner: TestOwner

beforeAll(async () => {
  app = await createTestApp()
  owner = await registerTestOwner(app, 'perfil')
})
afterAll(() => app.close())

const updateUser = (body: object) => owner.call('POST', '/api/auth/update-user', body)
const storedUser = async () =>
  (await app.database.db.select().from(users).where(eq(users.id, owner.user.id)))[0]

describe('POST /api/auth/update-user', () => {
  it('refuses a 900 KB name, a blank one and one past 120 characters, changing nothing', async () => {
    for (const name of ['x'.repeat(900_000), '   ', 'x'.repeat(121)]) {
      const response = await updateUser({ name })
      expect(response.statusCode).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'validation_failed',
        message: 'Revisa los datos enviados: hay campos no válidos.',
      })
      expect(Object.keys(response.json().error.fields)).toEqual(['name'])
    }
    expect((await updateUser({ name: 'x'.repeat(121) })).json().error.limits).toEqual({ name: 120 })
    expect((await storedUser())?.name).toBe(owner.account.name)
  })

  it('refuses a country outside the spec’s list, naming the field', async () => {
    const response = await updateUser({ countryCode: 'ZZ' })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().error.fields)).toEqual(['countryCode'])
    expect((await storedUser())?.countryCode).toBe('CO')
  })

  it('refuses HTML, or a number of the wrong length, as a phone', async () => {
    for (const body of [
      { phone: '<img src=x onerror=alert(1)>' },
      { phone: '+57 300' },
      { phone: '+57 3001234567', countryCode: 'ES' },
    ]) {
      const response = await updateUser(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(400)
      expect(response.json().error.fields).toEqual({ phone: ['accounts.errors.phoneIncomplete'] })
    }
    expect((await storedUser())?.phone).toBe('')
  })

  it('takes a name, country and phone that follow the sign-up rules', async () => {
    const response = await updateUser({ name: '  Dueña nueva ', countryCode: 'ES', phone: '+34 612345678' })
    expect(response.statusCode, response.body).toBe(200)
    expect(await storedUser()).toMatchObject({
      name: 'Dueña nueva',
      countryCode: 'ES',
      phone: '+34 612345678',
    })
    expect((await updateUser({ phone: '' })).statusCode).toBe(200)
  })
})

describe('POST /api/auth/sign-up/email', () => {
  const signUp = (overrides: object) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.60.0.1',
      payload: { name: 'Ana', email: 'ana.directa@example.com', password: 'una-clave-larga', ...overrides },
    })

  it('holds better-auth’s own sign-up to the same rules, creating nothing', async () => {
    const refused = [
      [{ name: 'x'.repeat(900_000) }, 'name'],
      [{ email: `${'a'.repeat(300)}@example.com` }, 'email'],
      [{ countryCode: 'ZZ' }, 'countryCode'],
      [{ phone: '<b>300</b>' }, 'phone'],
    ] as const
    for (const [overrides, field] of refused) {
      const response = await signUp(overrides)
      expect(response.statusCode, field).toBe(400)
      expect(Object.keys(response.json().error.fields)).toEqual([field])
    }
    const created = await app.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'ana.directa@example.com'))
    expect(created).toEqual([])
  })
})
