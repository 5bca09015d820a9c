import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox, sessions, twoFactors } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { callWith, cookiesOf, freshAddress, isSignedIn, signInWithPassword, totp } from './test-security.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

/** An owner with two-factor on, its secret and backup codes, signed in from an address of its own. */
async function ownerWithTwoFactor(label: string) {
  const owner = await registerTestOwner(app, label)
  const address = freshAddress()
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, cookie = owner.cookie) =>
    callWith(app, cookie, address, method, url, payload)
  const setup = await call('POST', '/api/security/two-factor/enable', { password: owner.account.password })
  expect(setup.statusCode, setup.body).toBe(200)
  const { secret, backupCodes, totpUri } = setup.json()
  const confirmed = await call('POST', '/api/security/two-factor/confirm', { code: totp(secret) })
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { owner, address, secret, backupCodes, totpUri, cookie: cookiesOf(confirmed) || owner.cookie, call }
}

/** The first step of a password sign-in: the challenge's cookie, and no session. */
async function passwordStep(owner: TestOwner, address: string) {
  const first = await signInWithPassword(app, owner.account, address)
  expect(first.statusCode, first.body).toBe(200)
  expect(first.json()).toEqual({ twoFactorRequired: true })
  const challenge = cookiesOf(first)
  expect(await isSignedIn(app, challenge)).toBe(false)
  return challenge
}

describe('turning two-factor on and off', () => {
  it('asks for the password, shows a secret and ten codes, and is on only after a first code', async () => {
    const owner = await registerTestOwner(app, 'tf-on')
    const address = freshAddress()
    const call = (url: string, payload: object) => callWith(app, owner.cookie, address, 'POST', url, payload)

    const wrong = await call('/api/security/two-factor/enable', { password: 'no-es-la-clave' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toMatchObject({
      code: 'wrong_password',
      fields: { password: ['security.errors.wrongPassword'] },
    })

    const setup = await call('/api/security/two-factor/enable', { password: owner.account.password })
    expect(setup.statusCode).toBe(200)
    const { totpUri, secret, backupCodes } = setup.json()
    expect(totpUri).toMatch(/^otpauth:\/\/totp\/Vitrina:/)
    expect(new URL(totpUri).searchParams.get('secret')).toBe(secret)
    expect(backupCodes).toHaveLength(10)
    expect(new Set(backupCodes).size).toBe(10)
    for (const code of backupCodes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/)
    const overview = await callWith(app, owner.cookie, address, 'GET', '/api/security')
    expect(overview.json()).toEqual({ hasPassword: true, twoFactorEnabled: false })
    // Not on yet: the password still signs in by itself.
    const before = await signInWithPassword(app, owner.account, freshAddress())
    expect(before.json().user.email).toBe(owner.account.email)

    const badCode = await call('/api/security/two-factor/confirm', { code: '000000' })
    expect(badCode.statusCode).toBe(400)
    expect(badCode.json().error.fields).toEqual({ code: ['security.errors.totpWrong'] })

    const confirmed = await call('/api/security/two-factor/confirm', { code: totp(secret) })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toEqual({ hasPassword: true, twoFactorEnabled: true })
    // The session goes on, under its renewed cookie; the secret is stored encrypted, never as shown.
    expect(await isSignedIn(app, cookiesOf(confirmed))).toBe(true)
    const [stored] = await app.database.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, owner.user.id))
    expect(stored?.secret).not.toContain(secret)
    expect(stored?.backupCodes).not.toContain(backupCodes[0])
  })

  it('turns off only with the password, and then the password alone signs in again', async () => {
    const { owner, address, cookie, call } = await ownerWithTwoFactor('tf-off')
    const twice = await call(
      'POST',
      '/api/security/two-factor/enable',
      { password: owner.account.password },
      cookie,
    )
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('two_factor_already_on')
    const wrong = await call(
      'POST',
      '/api/security/two-factor/disable',
      { password: 'otra-clave-mala' },
      cookie,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ password: ['security.errors.wrongPassword'] })
    const off = await call(
      'POST',
      '/api/security/two-factor/disable',
      { password: owner.account.password },
      cookie,
    )
    expect(off.statusCode, off.body).toBe(200)
    expect(off.json()).toEqual({ hasPassword: true, twoFactorEnabled: false })
    const told = await app.database.db.select().from(outbox).where(eq(outbox.recipient, owner.account.email))
    expect(told.map((mail) => mail.subject)).toEqual(
      expect.arrayContaining([
        'Activaste la verificación en dos pasos en Vitrina',
        'Desactivaste la verificación en dos pasos en Vitrina',
      ]),
    )
    const again = await signInWithPassword(app, owner.account, address)
    expect(again.json().user.email).toBe(owner.account.email)
  })
})

describe('signing in with two-factor on', () => {
  it('asks for a code after the password, and signs in with it', async () => {
    const { owner, address, secret } = await ownerWithTwoFactor('tf-totp')
    const challenge = await passwordStep(owner, address)
    const wrong = await callWith(app, challenge, address, 'POST', '/api/sessions/two-factor', {
      code: '123456',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.fields).toEqual({ code: ['security.errors.totpWrong'] })
    const second = await callWith(app, challenge, address, 'POST', '/api/sessions/two-factor', {
      code: totp(secret),
    })
    expect(second.statusCode, second.body).toBe(200)
    expect(second.json().user.email).toBe(owner.account.email)
    expect(await isSignedIn(app, cookiesOf(second))).toBe(true)
  })

  it('takes a backup code once only, in any case', async () => {
    const { owner, address, backupCodes } = await ownerWithTwoFactor('tf-backup')
    const code: string = backupCodes[3]
    const challenge = await passwordStep(owner, address)
    const second = await callWith(app, challenge, address, 'POST', '/api/sessions/two-factor', {
      backupCode: ` ${code.toUpperCase()} `,
    })
    expect(second.statusCode, second.body).toBe(200)
    expect(await isSignedIn(app, cookiesOf(second))).toBe(true)

    const again = await passwordStep(owner, freshAddress())
    const reused = await app.inject({
      method: 'POST',
      url: '/api/sessions/two-factor',
      payload: { backupCode: code },
      headers: { cookie: again, 'accept-language': 'en' },
    })
    expect(reused.statusCode).toBe(400)
    expect(reused.json().error).toMatchObject({
      code: 'backup_code_invalid',
      message: 'That backup code is not valid or was already used.',
      fields: { backupCode: ['security.errors.backupCodeWrong'] },
    })
    expect(await isSignedIn(app, cookiesOf(reused))).toBe(false)
  })

  it('refuses the second step without the first', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sessions/two-factor',
      remoteAddress: freshAddress(),
      payload: { code: '123456' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json().error.code).toBe('two_factor_expired')
  })

  it('limits wrong codes as sign-in: the sixth in a minute gets 429', async () => {
    const { owner } = await ownerWithTwoFactor('tf-limit')
    const address = freshAddress()
    const challenge = await passwordStep(owner, address)
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await callWith(app, challenge, address, 'POST', '/api/sessions/two-factor', {
        code: '000000',
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })

  it('asks for it after an e-mailed code too, and gives no session before it', async () => {
    const { owner, secret } = await ownerWithTwoFactor('tf-code')
    const address = freshAddress()
    const asked = await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes',
      remoteAddress: address,
      payload: { email: owner.account.email },
    })
    expect(asked.statusCode).toBe(202)
    const code = await mailedCode(owner.account.email)
    const first = await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes/verify',
      remoteAddress: address,
      payload: { email: owner.account.email, code, name: '', countryCode: 'CO', phone: '' },
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ twoFactorRequired: true })
    const challenge = cookiesOf(first)
    expect(await isSignedIn(app, challenge)).toBe(false)
    const second = await callWith(app, challenge, address, 'POST', '/api/sessions/two-factor', {
      code: totp(secret),
    })
    expect(second.statusCode, second.body).toBe(200)
    expect(await isSignedIn(app, cookiesOf(second))).toBe(true)
  })

  it('asks for it even when someone else is signed in on that browser', async () => {
    const { owner } = await ownerWithTwoFactor('tf-shared')
    const someoneElse = await registerTestOwner(app, 'tf-other')
    const address = freshAddress()
    const headers = { cookie: someoneElse.cookie }
    await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes',
      remoteAddress: address,
      headers,
      payload: { email: owner.account.email },
    })
    const code = await mailedCode(owner.account.email)
    const first = await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes/verify',
      remoteAddress: address,
      headers,
      payload: { email: owner.account.email, code, name: '', countryCode: 'CO', phone: '' },
    })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ twoFactorRequired: true })
  })
})

/** The code of the latest sign-in code e-mail to this address (no SMTP in tests: the outbox keeps it). */
async function mailedCode(email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const [mail] = await app.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.subject, 'Tu código para entrar en Vitrina')))
      .orderBy(desc(outbox.createdAt))
      .limit(1)
    const code = mail?.text.match(/^[2-9A-HJKMNP-Z]{4}$/m)?.[0]
    if (code) return code
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  throw new Error(`no code mailed to ${email}`)
}

describe('a signed-in owner with two-factor on', () => {
  it('keeps the session when changing the password and when the session is renewed', async () => {
    const { owner, address, cookie } = await ownerWithTwoFactor('tf-keep')
    const newPassword = 'otra-clave-larga-nueva'
    const changed = await callWith(app, cookie, address, 'POST', '/api/security/password', {
      currentPassword: owner.account.password,
      newPassword,
      confirmPassword: newPassword,
    })
    expect(changed.statusCode, changed.body).toBe(204)
    const renewedCookie = cookiesOf(changed)
    expect(await isSignedIn(app, renewedCookie)).toBe(true)

    // A day-old session is renewed by the next request (better-auth's updateAge): that is no new sign-in.
    const aged = new Date(Date.now() + 29 * 24 * 60 * 60 * 1000 - 60_000)
    await app.database.db.update(sessions).set({ expiresAt: aged }).where(eq(sessions.userId, owner.user.id))
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: renewedCookie } })
    expect(me.json().user?.email).toBe(owner.account.email)
    const [session] = await app.database.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))
    expect(session?.expiresAt.getTime()).toBeGreaterThan(aged.getTime())
    expect(await isSignedIn(app, cookiesOf(changed, me))).toBe(true)
  })
})
