import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { codeIn, startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { cookieOf, isAbout, otherCode, postAs, registration } from './test-accounts.ts'

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

const isConfirmation = isAbout('Confirma tu correo')
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })

/** A new owner with an active catalogue holding one product, signed in; their email not yet confirmed. */
async function signUpWithMenu() {
  const email = `verify${++counter}@example.com`
  const created = await postAs(app, '/api/accounts', registration(email))
  expect(created.statusCode).toBe(201)
  const cookie = cookieOf(created)
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, payload, headers: { cookie } })
  const catalogue = (await call('POST', '/api/catalogues', { template: 'clasico' })).json()
  const [category] = (await call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
  const product = await call('POST', `/api/catalogues/${catalogue.id}/products`, {
    categoryId: category.id,
    name: 'Tinto',
    price: '3000',
  })
  expect(product.statusCode, product.body).toBe(201)
  return { email, cookie, user: created.json().user }
}

describe('confirming the email after sign-up', () => {
  it('keeps the public menu unpublished until the emailed code is confirmed, and ends no session', async () => {
    const owner = await signUpWithMenu()
    expect(owner.user.emailVerified).toBe(false)
    const code = codeIn(await mail.nextMail(owner.email, 5000, isConfirmation))
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}$/)

    const before = await app.inject({ method: 'GET', url: `/m/${owner.user.business.slug}` })
    expect(before.statusCode).toBe(404)
    expect(before.body).toContain('Menú aún no publicado')
    expect(before.body).not.toContain('Tinto')
    const english = await app.inject({ method: 'GET', url: `/m/${owner.user.business.slug}?lang=en` })
    expect(english.body).toContain('Menu not published yet')

    // A second device signed in with the password before the address is confirmed.
    const second = await postAs(app, '/api/sessions', { email: owner.email, password: 'una-clave-larga' })
    expect(second.statusCode).toBe(200)

    const wrong = await postAs(
      app,
      '/api/email-verifications/confirm',
      { code: otherCode(code) },
      owner.cookie,
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.code).toBe('code_invalid')
    // Typed in lower case, the code still counts.
    const confirmed = await postAs(
      app,
      '/api/email-verifications/confirm',
      { code: code.toLowerCase() },
      owner.cookie,
    )
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().user.emailVerified).toBe(true)

    expect((await me(owner.cookie)).json().user.emailVerified).toBe(true)
    expect((await me(cookieOf(second))).statusCode).toBe(200)
    const after = await app.inject({ method: 'GET', url: `/m/${owner.user.business.slug}` })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('Tinto')
  })

  it('emails a new code on request, and only to a signed-in owner', async () => {
    const owner = await signUpWithMenu()
    const first = codeIn(await mail.nextMail(owner.email, 5000, isConfirmation))
    expect((await postAs(app, '/api/email-verifications')).statusCode).toBe(401)
    expect((await postAs(app, '/api/email-verifications', undefined, owner.cookie)).statusCode).toBe(202)
    const second = codeIn(await mail.nextMail(owner.email, 5000, isConfirmation))
    expect(second).toMatch(/^[2-9A-HJKMNP-Z]{4}$/)
    // The new code replaces the first.
    if (first !== second) {
      const old = await postAs(app, '/api/email-verifications/confirm', { code: first }, owner.cookie)
      expect(old.statusCode).toBe(400)
    }
    const confirmed = await postAs(app, '/api/email-verifications/confirm', { code: second }, owner.cookie)
    expect(confirmed.statusCode).toBe(200)
    expect((await postAs(app, '/api/email-verifications/confirm', { code: second })).statusCode).toBe(401)
  })
})
