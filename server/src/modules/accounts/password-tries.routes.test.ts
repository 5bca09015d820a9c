import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { readHourCount } from '../../db/hourly-limit.ts'
import { codeIn, startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { CODE_MAILS_PER_HOUR } from './auth.ts'
import { PASSWORD_TRIES_PER_HOUR } from './password-guard.ts'
import { cookieOf, isAbout, postAs, registration } from './test-accounts.ts'

// Limits per account, whatever the number of addresses an attacker has: wrong passwords close the password
// for the hour (codes still open the account), and one inbox gets a handful of code e-mails an hour.

let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let counter = 0
const PASSWORD = 'una-clave-larga'

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp({ smtpUrl: mail.smtpUrl })
})
afterAll(async () => {
  await app.close()
  await mail.close()
})

/** An owner signed up (from an address of its own), the mail of that sign-up read. */
async function signUp() {
  const email = `clave${++counter}-${Date.now()}@example.com`
  const created = await postAs(app, '/api/accounts', registration(email, PASSWORD))
  expect(created.statusCode).toBe(201)
  await mail.nextMail(email, 5000, isAbout('Confirma'))
  return { email, cookie: cookieOf(created) }
}

describe('wrong passwords per account', () => {
  it('are refused from the eleventh on, from 25 addresses, the owner told once; a code still signs them in', async () => {
    const { email } = await signUp()
    const statuses: number[] = []
    for (let n = 0; n < 25; n++) {
      statuses.push(
        (await postAs(app, '/api/sessions', { email, password: `no-es-la-clave-${n}` })).statusCode,
      )
    }
    expect(statuses.slice(0, PASSWORD_TRIES_PER_HOUR)).toEqual(Array(PASSWORD_TRIES_PER_HOUR).fill(401))
    expect(statuses.slice(PASSWORD_TRIES_PER_HOUR)).toEqual(Array(25 - PASSWORD_TRIES_PER_HOUR).fill(429))

    // The right password waits its hour too: an attacker learns nothing from the answer.
    const right = await postAs(app, '/api/sessions', { email, password: PASSWORD })
    expect(right.statusCode).toBe(429)
    expect(right.json().error.code).toBe('password_tries_exhausted')
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(3000)

    const notice = await mail.nextMail(email, 5000, isAbout('contraseña'))
    expect(notice.subject).toBe('Pausamos el acceso con contraseña a tu cuenta de Vitrina durante una hora')

    expect((await postAs(app, '/api/sign-in-codes', { email })).statusCode).toBe(202)
    const code = codeIn(await mail.nextMail(email, 5000, isAbout('entrar')))
    const signedIn = await postAs(app, '/api/sign-in-codes/verify', { email, code })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(mail.hasMail(email)).toBe(false)
  })

  it('count the current password a signed-in owner gets wrong in Seguridad, and then refuse it there', async () => {
    const { cookie } = await signUp()
    const change = (currentPassword: string) =>
      postAs(
        app,
        '/api/security/password',
        { currentPassword, newPassword: 'otra-clave-larga', confirmPassword: 'otra-clave-larga' },
        cookie,
      )
    for (let n = 0; n < PASSWORD_TRIES_PER_HOUR; n++) {
      expect((await change(`equivocada-${n}`)).statusCode).toBe(400)
    }
    const refused = await change(PASSWORD)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('password_tries_exhausted')
  })
})

describe('code e-mails to one address', () => {
  it(`are ${CODE_MAILS_PER_HOUR} an hour at most, sign-up's included, however many addresses ask`, async () => {
    const { email } = await signUp()
    for (let n = 0; n < 20; n++) {
      expect((await postAs(app, '/api/password-resets', { email })).statusCode).toBe(202)
    }
    // Every request has been weighed (sign-up's mail and the twenty) once the count says so.
    await vi.waitFor(
      async () => {
        const { count } = await readHourCount(app.database.db, `code-mails:${email}`)
        expect(count).toBe(21)
      },
      { timeout: 10_000, interval: 50 },
    )
    for (let n = 1; n < CODE_MAILS_PER_HOUR; n++) await mail.nextMail(email, 5000, isAbout('recuperar'))
    expect(mail.hasMail(email)).toBe(false)
  })
})
