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
  it('is closed: the owner’s own fields are written by PUT /api/profile, which checks them', async () => {
    for (const body of [
      { name: 'Dueña nueva' },
      { image: 'https://elsewhere.example/x.png' },
      { phone: '' },
    ]) {
      const response = await updateUser(body)
      expect(response.statusCode, JSON.stringify(body)).toBe(404)
    }
    expect(await storedUser()).toMatchObject({ name: owner.account.name, image: null })
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
