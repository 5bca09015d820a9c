import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeIn, startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { isAbout, otherCode } from '../accounts/test-accounts.ts'

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

const isChangeCode = isAbout('cambiar el correo')
const newAddress = () => `nuevo${++counter}@example.com`

describe('changing the e-mail with a code', () => {
  it('mails a code to the new address, changes nothing until it is typed, then moves and tells the old one', async () => {
    const owner = await registerTestOwner(app, 'mailchange')
    const target = newAddress()
    const asked = await owner.call('POST', '/api/profile/email-change', {
      email: ` ${target.toUpperCase()} `,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const code = codeIn(await mail.nextMail(target, 5000, isChangeCode))
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}$/)
    // Pending: the account still has its address, and signs in with it.
    expect((await owner.call('GET', '/api/profile')).json()).toMatchObject({
      email: owner.account.email,
      pendingEmail: target,
    })
    const wrong = await owner.call('POST', '/api/profile/email-change/confirm', { code: otherCode(code) })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toMatchObject({
      code: 'code_invalid',
      fields: { code: ['profile.errors.codeInvalid'] },
    })

    const confirmed = await owner.call('POST', '/api/profile/email-change/confirm', {
      code: code.toLowerCase(),
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ email: target, pendingEmail: null })
    const { user } = (await owner.call('GET', '/api/me')).json()
    expect(user).toMatchObject({ email: target, emailVerified: true })
    const notice = await mail.nextMail(owner.account.email, 5000, isAbout('cambió'))
    expect(notice.text).toContain(target)
    // The new address signs in; the old one no longer does.
    const signIn = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/api/sessions',
        payload: { email, password: owner.account.password },
        remoteAddress: `10.66.0.${counter}`,
      })
    expect((await signIn(target)).statusCode).toBe(200)
    expect((await signIn(owner.account.email)).statusCode).toBe(401)
  })

  it('refuses an address another account has (409 at the field), mailing nothing, and the same address', async () => {
    const owner = await registerTestOwner(app, 'mailchange')
    const other = await registerTestOwner(app, 'mailchange')
    // The other's sign-up mailed a code; no mail may come after it.
    await mail.nextMail(other.account.email, 5000, isAbout('Confirma'))
    const taken = await owner.call(
      'POST',
      '/api/profile/email-change',
      { email: other.account.email },
      { 'accept-language': 'en' },
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error).toEqual({
      code: 'email_in_use',
      message: 'This email is already in use. Please use another one or sign in.',
      fields: { email: ['profile.errors.emailInUse'] },
    })
    const same = await owner.call('POST', '/api/profile/email-change', { email: owner.account.email })
    expect(same.statusCode).toBe(400)
    expect(same.json().error.fields).toEqual({ email: ['profile.errors.emailSame'] })
    for (const email of ['', 'no-es-un-correo']) {
      expect((await owner.call('POST', '/api/profile/email-change', { email })).statusCode).toBe(400)
    }
    expect((await owner.call('GET', '/api/profile')).json().pendingEmail).toBeNull()
    expect(mail.hasMail(other.account.email)).toBe(false)
  })

  it('confirms nothing without a pending change, and only the session’s own change', async () => {
    const owner = await registerTestOwner(app, 'mailchange')
    const intruder = await registerTestOwner(app, 'mailchange')
    const none = await owner.call('POST', '/api/profile/email-change/confirm', { code: 'ABCD' })
    expect(none.statusCode).toBe(400)
    expect(none.json().error.code).toBe('email_change_not_requested')

    const target = newAddress()
    await owner.call('POST', '/api/profile/email-change', { email: target })
    const code = codeIn(await mail.nextMail(target, 5000, isChangeCode))
    // Another owner with the right code moves nothing: the code is for our account and that address.
    const theirs = await intruder.call('POST', '/api/profile/email-change/confirm', { code })
    expect(theirs.statusCode).toBe(400)
    expect((await intruder.call('GET', '/api/profile')).json().email).toBe(intruder.account.email)
    expect((await owner.call('POST', '/api/profile/email-change/confirm', { code })).statusCode).toBe(200)
    for (const url of ['/api/profile/email-change', '/api/profile/email-change/confirm']) {
      const response = await app.inject({ method: 'POST', url, payload: {} })
      expect(response.statusCode, url).toBe(401)
    }
  })
})

describe('the language of account mail', () => {
  it('is the one the owner chose in Configuración once they saved one', async () => {
    const owner = await registerTestOwner(app, 'mailchange')
    await owner.call('PATCH', '/api/settings', { preferences: { language: 'en' } })
    const target = newAddress()
    await owner.call('POST', '/api/profile/email-change', { email: target }, { 'accept-language': 'en' })
    const code = codeIn(await mail.nextMail(target, 5000, isAbout('change the email')))
    await owner.call('POST', '/api/profile/email-change/confirm', { code }, { 'accept-language': 'en' })
    await mail.nextMail(owner.account.email, 5000, isAbout('email of your Vitrina account changed'))
    // The code sign-in asks by the account's (new) address: its mail speaks the chosen language.
    await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes',
      payload: { email: target },
      remoteAddress: `10.67.0.${counter}`,
      headers: { 'accept-language': 'es' },
    })
    await mail.nextMail(target, 5000, isAbout('Your code to sign in'))
  })
})

describe('better-auth’s own change-email endpoints', () => {
  it('are not reachable from outside: only /api/profile/email-change, which tells the old address', async () => {
    const owner = await registerTestOwner(app, 'mailchange')
    for (const url of ['/api/auth/email-otp/request-email-change', '/api/auth/email-otp/change-email']) {
      const response = await owner.call('POST', url, { newEmail: newAddress(), otp: 'ABCD' })
      expect(response.statusCode, url).toBe(404)
    }
  })
})
