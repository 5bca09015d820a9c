import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { registerTestOwner } from '../test/test-owner.ts'
import { logThrough, scrubText, serializeError, serializeRequest } from './logging.ts'

// A failed query as Drizzle reports it: the statement, then its parameters, then the database's own error.
function failedQuery() {
  const cause = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_unique"'),
    {
      detail: 'Key (email)=(ana@example.com) already exists.',
    },
  )
  const error = new Error(
    'Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: Ana Pérez,ana@example.com',
    { cause },
  )
  return Object.assign(error, {
    query: 'insert into "users" ("name", "email") values ($1, $2)',
    params: ['Ana'],
  })
}

describe('the log’s serializers', () => {
  it('keep a failed query’s statement but not its parameters, details or e-mail addresses', () => {
    const logged = JSON.stringify(serializeError(failedQuery()))
    expect(logged).toContain('Failed query: insert into \\"users\\"')
    expect(logged).toContain('users_email_unique')
    expect(logged).not.toMatch(/ana@example\.com|Ana/)
  })

  it('cut parameters that run over several lines, up to the stack', () => {
    const text =
      'Failed query: update x set a = $1\nparams: first line\nsecond line\n    at run (file.js:1:1)'
    expect(scrubText(text)).toBe(
      'Failed query: update x set a = $1\nparams: [redacted]\n    at run (file.js:1:1)',
    )
  })

  it('show a request by its path, without the query string', () => {
    const request = { method: 'GET', url: '/api/auth/verify-email?token=abc&email=b@c.co', ip: '10.0.0.1' }
    expect(serializeRequest(request)).toMatchObject({ method: 'GET', url: '/api/auth/verify-email' })
  })

  it('write better-auth’s messages through ours, scrubbed', () => {
    const error = vi.fn()
    logThrough({ error } as unknown as FastifyBaseLogger)(
      'error',
      'could not mail ana@example.com',
      failedQuery(),
    )
    expect(JSON.stringify(error.mock.calls)).not.toMatch(/ana@example\.com|Ana/)
  })
})

describe('the log of a running app', () => {
  const lines: string[] = []
  let app: FastifyInstance
  const logged = () => lines.join('\n')

  beforeAll(async () => {
    const logStream = { write: (line: string) => void lines.push(line) }
    app = await createTestApp({ logLevel: 'info' }, { logStream })
    // A query that fails with a person's e-mail among its parameters, as a unique e-mail would.
    app.get('/api/test/failing-query', async () =>
      app.database.db.execute(sql`select ${'ana.failed@example.com'}::int`),
    )
  })
  afterAll(() => app.close())

  it('holds no query string, e-mail, name or password of what bad requests sent', async () => {
    const owner = await registerTestOwner(app, 'registro')
    const requests = [
      app.inject('/api/auth/get-session?email=ana.query@example.com&token=s3cr3t-token'),
      app.inject('/api/no-such-address?token=s3cr3t-token'),
      app.inject({
        method: 'POST',
        url: '/api/accounts',
        payload: { name: 'Nombre\u0000Oculto', email: 'ana.nul@example.com', password: 'clave-nul-oculta' },
      }),
      owner.call('PUT', '/api/profile', { name: `Oculto${'x'.repeat(900_000)}` }),
      app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json' },
        payload: `${'['.repeat(10_000)}"ana.deep@example.com"${']'.repeat(10_000)}`,
      }),
    ]
    expect((await Promise.all(requests)).map((response) => response.statusCode)).toEqual([
      200, 404, 400, 400, 400,
    ])
    const failing = await app.inject('/api/test/failing-query')
    expect(failing.statusCode).toBe(500)

    // The lines are there, with what helps: the path, the status, the failed statement.
    expect(logged()).toContain('"url":"/api/auth/get-session"')
    expect(logged()).toContain('"statusCode":400')
    expect(logged()).toContain('Failed query: select $1::int')
    expect(logged()).not.toMatch(/s3cr3t|Oculto|clave-nul|una-clave-larga/)
    expect(logged()).not.toMatch(/@example\.com/)
  })

  it('holds no address an e-mailed code went to', async () => {
    const owner = await registerTestOwner(app, 'codigo')
    const response = await app.inject({
      method: 'POST',
      url: '/api/sign-in-codes',
      payload: { email: owner.account.email },
      remoteAddress: '10.50.0.1',
    })
    expect(response.statusCode).toBe(202)
    await vi.waitFor(() => expect(logged()).toContain('email kept in the outbox'))
    expect(logged()).not.toMatch(/@example\.com/)
  })

  // Last: it breaks the database of this file's app.
  it('holds better-auth’s failures, scrubbed, and nothing of them reaches the console', async () => {
    const consoleError = vi.spyOn(console, 'error')
    await app.database.db.execute(sql`drop table accounts cascade`)
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress: '10.50.0.2',
      payload: { name: 'Ana Rota', email: 'ana.rota@example.com', password: 'clave-de-ana-rota' },
    })
    expect(response.statusCode).toBe(500)
    expect(response.json().error.code).toBe('internal')
    // Through our own route, the failure keeps the spec's message for a registration that failed.
    const registration = await app.inject({
      method: 'POST',
      url: '/api/accounts',
      remoteAddress: '10.50.0.3',
      payload: {
        name: 'Ana Rota',
        businessName: 'Ana Rota',
        email: 'ana.rota2@example.com',
        password: 'clave-de-ana-rota',
        confirmPassword: 'clave-de-ana-rota',
        countryCode: 'CO',
        phone: '',
        acceptTerms: true,
      },
    })
    expect(registration.statusCode).toBe(500)
    expect(registration.json().error.code).toBe('register_failed')
    expect(consoleError).not.toHaveBeenCalled()
    expect(logged()).toContain('Failed query: insert into \\"accounts\\"')
    expect(logged()).toContain('params: [redacted]')
    expect(logged()).not.toMatch(/@example\.com|Ana Rota|clave-de-ana/)
    consoleError.mockRestore()
  })
})
