import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CODE_ALPHABET } from '#domain/accounts/account.schema.ts'
import { type CaughtMail, codeIn, startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'

let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let counter = 0

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp({ smtpUrl: mail.smtpUrl })
})
afterAll(async () => {
  await app.close()
  await mail.close()
})

const fromAddress = () => ({ remoteAddress: `10.1.0.${++counter}` })
const cookieOf = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ')
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, ...fromAddress() })

async function registerOwner() {
  const email = `recover${++counter}@example.com`
  const password = 'contraseña-vieja'
  const response = await post('/api/accounts', {
    name: 'Bar Pepe',
    businessName: 'Bar Pepe',
    email,
    password,
    confirmPassword: password,
    countryCode: 'ES',
    phone: '',
    acceptTerms: true,
  })
  expect(response.statusCode).toBe(201)
  return { email, password, cookie: cookieOf(response) }
}

// Sign-up mails a code to confirm the address too: each test takes only the mail it asked for.
const isRecovery = (message: CaughtMail) => message.subject.includes('recuperar')

async function requestCode(email: string) {
  const response = await post('/api/password-resets', { email })
  expect(response.statusCode).toBe(202)
  return codeIn(await mail.nextMail(email, 5000, isRecovery))
}

/** A code that is not `code`: its first character moved on by one in the code alphabet. */
const otherCode = (code: string) =>
  CODE_ALPHABET[(CODE_ALPHABET.indexOf(code[0] ?? '') + 1) % CODE_ALPHABET.length] + code.slice(1)

describe('recovery by emailed code', () => {
  it('mails a 4-character code; the code sets a new password and ends every session', async () => {
    const owner = await registerOwner()
    const response = await post('/api/password-resets', { email: owner.email })
    expect(response.statusCode).toBe(202)
    const message = await mail.nextMail(owner.email, 5000, isRecovery)
    expect(message.subject).toBe('Tu código para recuperar tu cuenta de Vitrina')
    const code = codeIn(message)
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}$/)
    expect(message.html).toContain(code)

    expect((await post('/api/password-resets/check', { email: owner.email, code })).statusCode).toBe(204)
    const newPassword = 'contraseña-nueva'
    const reset = await post('/api/password-resets/complete', {
      email: owner.email,
      code,
      password: newPassword,
      confirmPassword: newPassword,
    })
    expect(reset.statusCode).toBe(204)

    const oldSession = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } })
    expect(oldSession.json().user).toBeNull()
    expect((await post('/api/sessions', { email: owner.email, password: owner.password })).statusCode).toBe(
      401,
    )
    expect((await post('/api/sessions', { email: owner.email, password: newPassword })).statusCode).toBe(200)
  })

  it('refuses the fourth try even with the right code', async () => {
    const owner = await registerOwner()
    const code = await requestCode(owner.email)
    const wrong = otherCode(code)
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await post('/api/password-resets/check', { email: owner.email, code: wrong })
      expect(response.statusCode).toBe(400)
      expect(response.json().error.code).toBe('code_invalid')
    }
    const right = await post('/api/password-resets/check', { email: owner.email, code })
    expect(right.statusCode).toBe(403)
    expect(right.json().error.message).toBe('Demasiados intentos con este código. Pide uno nuevo.')
    const reset = await post('/api/password-resets/complete', {
      email: owner.email,
      code,
      password: 'otra-contraseña',
      confirmPassword: 'otra-contraseña',
    })
    // The locked code is gone: the reset is refused and the password stays as it was.
    expect(reset.statusCode).toBe(400)
    expect(
      (await post('/api/sessions', { email: owner.email, password: 'otra-contraseña' })).statusCode,
    ).toBe(401)
    expect((await post('/api/sessions', { email: owner.email, password: owner.password })).statusCode).toBe(
      200,
    )
  })

  it('answers an unknown email as a known one, and sends nothing', async () => {
    const email = 'nadie-aqui@example.com'
    const response = await post('/api/password-resets', { email })
    expect(response.statusCode).toBe(202)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mail.hasMail(email)).toBe(false)
  })
})

describe('sign-in by emailed code', () => {
  it('creates the account with its name and phone on first sign-in', async () => {
    const email = `dialog${++counter}@example.com`
    const details = { name: 'Heladería Luna', email, countryCode: 'MX', phone: '5512345678' }
    expect((await post('/api/sign-in-codes', details)).statusCode).toBe(202)
    const message = await mail.nextMail(email)
    expect(message.subject).toBe('Tu código para entrar en Vitrina')
    const response = await post('/api/sign-in-codes/verify', { ...details, code: codeIn(message) })
    expect(response.statusCode).toBe(200)
    expect(response.json().user).toMatchObject({
      name: 'Heladería Luna',
      phone: '+52 5512345678',
      business: { currency: 'MXN', timeZone: 'America/Mexico_City' },
    })
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(response) } })
    expect(me.json().user.email).toBe(email)
  })

  it('refuses a wrong code', async () => {
    const email = `dialog${++counter}@example.com`
    await post('/api/sign-in-codes', { email })
    const code = codeIn(await mail.nextMail(email))
    const response = await post('/api/sign-in-codes/verify', { email, code: otherCode(code) })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('code_invalid')
  })
})
