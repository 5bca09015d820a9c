import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'

let app: FastifyInstance
let callers = 0

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(() => app.close())

// Each request from an address of its own: better-auth limits tries per caller.
const fromAddress = () => ({ remoteAddress: `10.40.0.${++callers}` })
const postJson = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
    ...fromAddress(),
  })
const registration = {
  name: 'Café\u0000',
  businessName: 'Café',
  email: 'nul@example.com',
  password: 'una-clave-larga',
  confirmPassword: 'una-clave-larga',
  countryCode: 'CO',
  phone: '',
  acceptTerms: true,
}
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`

describe('a NUL character anywhere in a request', () => {
  it('is refused with 400 naming the field, on our routes and on better-auth’s', async () => {
    for (const url of ['/api/accounts', '/api/auth/sign-up/email']) {
      const response = await postJson(url, JSON.stringify(registration))
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'input_has_nul',
        message: 'Los datos enviados contienen un carácter no permitido (NUL). Quítalo e inténtalo de nuevo.',
      })
    }
    // Where the route's answer has room for the fields (better-auth's pass-through has no schema), they say which.
    expect(
      (await postJson('/api/auth/sign-up/email', JSON.stringify(registration))).json().error.fields,
    ).toEqual({
      name: ['input_has_nul'],
    })
    const me = await app.inject({ method: 'POST', url: '/api/sessions', payload: registration })
    expect(me.statusCode).toBe(400)
  })

  it('is refused in a query, an address, a header and a key, in English when asked', async () => {
    const english = { 'accept-language': 'en' }
    const query = await app.inject({ url: '/api/auth/get-session?next=a%00b', headers: english })
    expect(query.statusCode).toBe(400)
    expect(query.json().error).toMatchObject({
      message: 'The data you sent contains a character that is not allowed (NUL). Remove it and try again.',
      fields: { 'query.next': ['input_has_nul'] },
    })
    const address = await app.inject('/m/caf%00e')
    expect(address.statusCode).toBe(400)
    expect(address.json().error.fields).toEqual({ 'params.slug': ['input_has_nul'] })
    const header = await app.inject({ url: '/api/me', headers: { 'x-note': 'a\u0000' } })
    expect(header.statusCode).toBe(400)
    expect(header.json().error.fields).toEqual({ 'headers.x-note': ['input_has_nul'] })
    const key = await postJson('/api/auth/sign-in/email', '{"email":"a@example.com","pass\\u0000":"x"}')
    expect(key.statusCode).toBe(400)
    expect(key.json().error.code).toBe('input_has_nul')
  })
})

describe('a NUL character in an uploaded file’s name', () => {
  it('is refused with 400 naming the file, not a failed insert', async () => {
    const boundary = 'vitrina-boundary'
    // A PNG's signature, so that the upload passes the type check and would reach the database.
    const PNG_SIGNATURE = '\u0089PNG\r\n\u001a\n'
    const part = `Content-Disposition: form-data; name="file"; filename="carta\u0000.png"\r\nContent-Type: image/png`
    const response = await app.inject({
      method: 'POST',
      url: '/api/menu-analyses',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.from(
        `--${boundary}\r\n${part}\r\n\r\n${PNG_SIGNATURE}0000\r\n--${boundary}--\r\n`,
        'latin1',
      ),
      ...fromAddress(),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error.code).toBe('input_has_nul')
  })
})

describe('deep, huge or mistyped JSON', () => {
  it('answers 10,000 nested arrays with 400, not a stack overflow, on our routes and on better-auth’s', async () => {
    for (const url of ['/api/auth/sign-in/email', '/api/sessions', '/api/auth/update-user']) {
      const response = await postJson(url, nestedArrays(10_000))
      expect(response.statusCode, url).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'input_too_deep',
        message: 'Los datos enviados tienen demasiados niveles anidados.',
      })
    }
    const inAField = await postJson(
      '/api/auth/sign-in/email',
      `{"email":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
    )
    expect(inAField.statusCode).toBe(400)
    expect(inAField.json().error.fields).toEqual({
      [`email${'.a'.repeat(31)}`]: ['input_too_deep'],
    })
  })

  it('lets JSON as deep as a real form through', async () => {
    const response = await postJson(
      '/api/auth/sign-in/email',
      '{"email":"nadie@example.com","password":"no-es-esta"}',
    )
    expect(response.statusCode).toBe(401)
  })

  it('answers a body over the 1 MiB limit with 413, the HTTP status for it', async () => {
    const payload = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1_100_000) })
    const response = await postJson('/api/auth/sign-in/email', payload)
    expect(response.statusCode).toBe(413)
    expect(response.json().error.code).toBe('payload_too_large')
  })

  it('answers wrong types with 400 and what was expected', async () => {
    const ours = await postJson('/api/sessions', '{"email":5,"password":["x"]}')
    expect(ours.statusCode).toBe(400)
    expect(Object.keys(ours.json().error.fields).sort()).toEqual(['email', 'password'])
    // better-auth's endpoints answer in their own shape, as the web reads them.
    const theirs = await postJson('/api/auth/sign-in/email', '{"email":5,"password":["x"]}')
    expect(theirs.statusCode).toBe(400)
    expect(theirs.json().message).toContain('[body.email]')
    const notAnObject = await postJson('/api/auth/sign-in/email', '"x"')
    expect(notAnObject.statusCode).toBe(400)
  })
})
