import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { callWith, cookiesOf, freshAddress, isSignedIn, signInWithPassword } from './test-security.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

describe('the overview', () => {
  it('says whether the account has a password and two-factor', async () => {
    const owner = await registerTestOwner(app, 'sec-overview')
    const response = await owner.call('GET', '/api/security')
    expect(response.json()).toEqual({ hasPassword: true, twoFactorEnabled: false })
  })

  it('answers 401 on every route without a session, whatever was sent', async () => {
    for (const [method, url] of [
      ['GET', '/api/security'],
      ['POST', '/api/security/password'],
      ['POST', '/api/security/two-factor/enable'],
      ['POST', '/api/security/two-factor/confirm'],
      ['POST', '/api/security/two-factor/disable'],
      ['GET', '/api/security/sessions'],
      ['DELETE', '/api/security/sessions/whatever'],
      ['DELETE', '/api/security/sessions'],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/deletion/code'],
      ['POST', '/api/account/deletion'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})

describe('changing the password', () => {
  it('refuses a wrong current password at its field, changing nothing', async () => {
    const owner = await registerTestOwner(app, 'sec-wrong')
    const response = await owner.call(
      'POST',
      '/api/security/password',
      { currentPassword: 'no-es-esta', newPassword: 'otra-clave-nueva', confirmPassword: 'otra-clave-nueva' },
      { 'accept-language': 'en' },
    )
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'wrong_password',
      message: 'The current password is not right.',
      fields: { currentPassword: ['security.errors.wrongPassword'] },
    })
    expect((await signInWithPassword(app, owner.account, freshAddress())).json().user).toBeDefined()
  })

  it('refuses new passwords that break the sign-up rules, at their fields', async () => {
    const owner = await registerTestOwner(app, 'sec-rules')
    const current = owner.account.password
    const short = await owner.call('POST', '/api/security/password', {
      currentPassword: current,
      newPassword: 'corta',
      confirmPassword: 'corta',
    })
    expect(short.statusCode).toBe(400)
    expect(Object.keys(short.json().error.fields)).toEqual(['newPassword'])
    const differ = await owner.call('POST', '/api/security/password', {
      currentPassword: current,
      newPassword: 'otra-clave-nueva',
      confirmPassword: 'otra-clave-distinta',
    })
    expect(differ.json().error.fields).toEqual({ confirmPassword: ['accounts.errors.passwordsDiffer'] })
  })

  it('signs out the other sessions, keeps this one under a new cookie, and tells the owner', async () => {
    const owner = await registerTestOwner(app, 'sec-change')
    const other = cookiesOf(await signInWithPassword(app, owner.account, freshAddress(), IPHONE))
    expect(await isSignedIn(app, other)).toBe(true)

    const newPassword = 'una-clave-nueva-y-larga'
    const changed = await owner.call('POST', '/api/security/password', {
      currentPassword: owner.account.password,
      newPassword,
      confirmPassword: newPassword,
    })
    expect(changed.statusCode, changed.body).toBe(204)
    expect(await isSignedIn(app, other)).toBe(false)
    expect(await isSignedIn(app, cookiesOf(changed))).toBe(true)
    expect((await signInWithPassword(app, owner.account, freshAddress())).statusCode).toBe(401)
    const renewed = await signInWithPassword(app, { ...owner.account, password: newPassword }, freshAddress())
    expect(renewed.json().user.email).toBe(owner.account.email)
    const mails = await app.database.db.select().from(outbox).where(eq(outbox.recipient, owner.account.email))
    expect(mails.map((mail) => mail.subject)).toContain('Cambiaste la contraseña de tu cuenta de Vitrina')
  })
})

describe('the sessions', () => {
  it('lists the live ones from their user agents, the current one marked', async () => {
    const owner = await registerTestOwner(app, 'sec-list')
    await signInWithPassword(app, owner.account, freshAddress(), IPHONE)
    const { sessions } = (await owner.call('GET', '/api/security/sessions')).json()
    expect(sessions).toHaveLength(2)
    const phone = sessions.find((session: { current: boolean }) => !session.current)
    expect(phone).toMatchObject({ browser: 'Safari', os: 'iOS', deviceType: 'mobile', place: null })
    expect(sessions.filter((session: { current: boolean }) => session.current)).toHaveLength(1)
  })

  it('closes another session, which is refused on its very next request', async () => {
    const owner = await registerTestOwner(app, 'sec-close')
    const address = freshAddress()
    const phone = cookiesOf(await signInWithPassword(app, owner.account, address, IPHONE))
    const { sessions } = (await owner.call('GET', '/api/security/sessions')).json()
    const current = sessions.find((session: { current: boolean }) => session.current)
    const other = sessions.find((session: { current: boolean }) => !session.current)

    expect((await owner.call('DELETE', `/api/security/sessions/${current.id}`)).statusCode).toBe(404)
    expect((await owner.call('DELETE', `/api/security/sessions/${other.id}`)).statusCode).toBe(204)
    expect((await callWith(app, phone, address, 'GET', '/api/security')).statusCode).toBe(401)
    expect(await isSignedIn(app, phone)).toBe(false)
    expect(await isSignedIn(app, owner.cookie)).toBe(true)
    expect((await owner.call('DELETE', `/api/security/sessions/${other.id}`)).statusCode).toBe(404)
  })

  it('closes every other session at once', async () => {
    const owner = await registerTestOwner(app, 'sec-all')
    const others = [
      cookiesOf(await signInWithPassword(app, owner.account, freshAddress(), IPHONE)),
      cookiesOf(await signInWithPassword(app, owner.account, freshAddress())),
    ]
    expect((await owner.call('DELETE', '/api/security/sessions')).statusCode).toBe(204)
    for (const cookie of others) expect(await isSignedIn(app, cookie)).toBe(false)
    expect((await owner.call('GET', '/api/security/sessions')).json().sessions).toHaveLength(1)
  })

  it("never shows or closes another account's sessions", async () => {
    const owner = await registerTestOwner(app, 'sec-victim')
    const intruder = await registerTestOwner(app, 'sec-intruder')
    const phone = cookiesOf(await signInWithPassword(app, owner.account, freshAddress(), IPHONE))
    const theirs = (await owner.call('GET', '/api/security/sessions')).json().sessions
    const mine = (await intruder.call('GET', '/api/security/sessions')).json().sessions
    expect(mine).toHaveLength(1)
    expect(
      mine.some((session: { id: string }) => theirs.some((t: { id: string }) => t.id === session.id)),
    ).toBe(false)
    for (const session of theirs) {
      const response = await intruder.call('DELETE', `/api/security/sessions/${session.id}`)
      expect(response.statusCode).toBe(404)
    }
    expect((await intruder.call('DELETE', '/api/security/sessions')).statusCode).toBe(204)
    expect(await isSignedIn(app, phone)).toBe(true)
    expect(await isSignedIn(app, owner.cookie)).toBe(true)
  })
})

describe("better-auth's own change-password", () => {
  it('is not reachable under /api/auth, so no change skips the notice', async () => {
    const owner = await registerTestOwner(app, 'sec-direct')
    const response = await owner.call('POST', '/api/auth/change-password', {
      currentPassword: owner.account.password,
      newPassword: 'una-clave-sin-aviso',
    })
    expect(response.statusCode).toBe(404)
    expect((await signInWithPassword(app, owner.account, freshAddress())).statusCode).toBe(200)
  })
})
