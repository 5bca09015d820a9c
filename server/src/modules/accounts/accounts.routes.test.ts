import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'

let app: FastifyInstance
let counter = 0

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

// Every test its own address, as better-auth counts tries per caller.
const fromAddress = () => ({ remoteAddress: `10.0.0.${++counter}` })
const uniqueEmail = () => `owner${++counter}@example.com`
const registration = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Fernández',
  businessName: 'Café de la Plaza',
  email: uniqueEmail(),
  password: 'arepas-con-queso',
  confirmPassword: 'arepas-con-queso',
  countryCode: 'CO',
  phone: '300 123 4567',
  acceptTerms: true,
  ...overrides,
})
const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')

async function register(body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/accounts', payload: body, ...fromAddress() })
}

/** What signing in with a registration's e-mail and password answers: 401 when it made no account. */
async function signInStatus(body: { email: string; password: string }) {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    payload: { email: body.email, password: body.password },
    ...fromAddress(),
  })
  return signIn.statusCode
}

describe('POST /api/accounts', () => {
  it('creates the account and its business, named as typed, and signs it in', async () => {
    const body = registration()
    const response = await register(body)
    expect(response.statusCode).toBe(201)
    const { user } = response.json()
    expect(user).toMatchObject({
      name: 'Lucía Fernández',
      email: body.email,
      phone: '+57 3001234567',
      business: { name: 'Café de la Plaza', currency: 'COP', timeZone: 'America/Bogota', language: 'es' },
    })
    expect(user.business.slug).toMatch(/^cafe-de-la-plaza/)
    const session = response.cookies.find((cookie) => cookie.name.startsWith('vitrina'))
    expect(session?.httpOnly).toBe(true)

    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(response) } })
    expect(me.statusCode).toBe(200)
    expect(me.json().user.id).toBe(user.id)
  })

  it('takes currency and time zone from the country, and gives each business its own slug', async () => {
    const first = (await register(registration({ countryCode: 'ES', phone: '612345678' }))).json().user
    const second = (await register(registration({ countryCode: 'ES', phone: '' }))).json().user
    expect(first.business).toMatchObject({ currency: 'EUR', timeZone: 'Europe/Madrid' })
    expect(first.phone).toBe('+34 612345678')
    expect(second.phone).toBe('')
    expect(second.business.slug).not.toBe(first.business.slug)
  })

  it('refuses a taken email with the spec message', async () => {
    const body = registration()
    await register(body)
    const again = await register({ ...body, name: 'Otra' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({
      code: 'email_in_use',
      message: 'Este email ya está en uso. Por favor utiliza otro o inicia sesión.',
    })
  })

  it('refuses a registration without the business name, creating nothing', async () => {
    const { businessName: _left, ...body } = registration()
    const response = await register(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    expect((await register({ ...body, businessName: '   ' })).statusCode).toBe(400)
    expect(await signInStatus(body)).toBe(401)
  })

  it('refuses a form that breaks the rules of docs/product-spec.md §5, creating nothing', async () => {
    const body = registration({ confirmPassword: 'otra-cosa', acceptTerms: false })
    const response = await register(body)
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('validation_failed')
    expect(await signInStatus(body)).toBe(401)
  })
})

describe('sessions', () => {
  it('signs in, then signs out for good', async () => {
    const body = registration()
    await register(body)
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email: body.email.toUpperCase(), password: body.password },
      ...fromAddress(),
    })
    expect(signIn.statusCode).toBe(200)
    const cookie = cookieOf(signIn)
    const signOut = await app.inject({ method: 'DELETE', url: '/api/sessions/current', headers: { cookie } })
    expect(signOut.statusCode).toBe(204)
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    expect(me.statusCode).toBe(200)
    expect(me.json().user).toBeNull()
  })

  it('answers a wrong password with the spec message, in the caller’s language', async () => {
    const body = registration()
    await register(body)
    const wrong = { email: body.email, password: 'not-the-password' }
    const spanish = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: wrong,
      ...fromAddress(),
    })
    expect(spanish.statusCode).toBe(401)
    expect(spanish.json().error.message).toBe('Credenciales incorrectas. Inténtalo de nuevo.')
    const english = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: wrong,
      headers: { 'accept-language': 'en' },
      ...fromAddress(),
    })
    expect(english.json().error.message).toBe('Incorrect credentials. Please try again.')
  })

  it('limits rapid sign-ins from one address with a clear message', async () => {
    const address = fromAddress()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { email: 'nadie@example.com', password: 'whatever-it-is' },
        ...address,
      })
      statuses.push(response.statusCode)
      if (response.statusCode === 429) {
        expect(response.json().error.message).toBe(
          'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
        )
      }
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.at(-1)).toBe(429)
  })

  it('refuses a state-changing request from another site', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { email: 'a@example.com', password: 'whatever-it-is' },
      headers: { origin: 'https://evil.example' },
      ...fromAddress(),
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().error.code).toBe('forbidden_origin')
  })

  it('answers GET /api/me without a session with nobody, not an error a signed-out page would log', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/me' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ user: null })
    expect(response.headers['cache-control']).toBe('no-store')
  })
})

describe('email without SMTP_URL', () => {
  it('keeps a recovery code in the outbox, where the operator can read it', async () => {
    const body = registration()
    await register(body)
    const response = await app.inject({
      method: 'POST',
      url: '/api/password-resets',
      payload: { email: body.email },
      ...fromAddress(),
    })
    expect(response.statusCode).toBe(202)
    // The email is sent without being awaited (an unknown address must answer as fast): give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 300))
    const kept = await app.database.db.select().from(outbox).where(eq(outbox.recipient, body.email))
    const recovery = kept.filter((mail) => mail.subject.includes('recuperar'))
    expect(recovery).toHaveLength(1)
    expect(recovery[0]?.text).toMatch(/^[2-9A-HJKMNP-Z]{4}$/m)
  })
})

describe('what a caller cannot fake', () => {
  it('counts tries by the connection’s address, not by an X-Forwarded-For the caller wrote', async () => {
    const address = fromAddress()
    const tryOnce = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { email: 'nadie@example.com', password: 'whatever-it-is' },
        headers: { 'x-forwarded-for': forwardedFor },
        ...address,
      })
    for (let attempt = 0; attempt < 5; attempt++) await tryOnce(`10.9.9.${attempt}`)
    const limited = await tryOnce('10.9.9.99')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('ends the session on sign-out from a page opened at another name of the host', async () => {
    const body = registration()
    const created = await register(body)
    const cookie = cookieOf(created)
    const signOut = await app.inject({
      method: 'DELETE',
      url: '/api/sessions/current',
      headers: { cookie, origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    })
    expect(signOut.statusCode).toBe(204)
    expect((await app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user).toBeNull()
  })
})
