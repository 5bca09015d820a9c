import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

describe('GET /api/health (liveness)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('answers 200 without asking the database', async () => {
    const ping = app.database.ping
    app.database.ping = async () => {
      throw new Error('connection refused')
    }
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ status: 'ok' })
      expect(response.headers['cache-control']).toBe('no-store')
    } finally {
      app.database.ping = ping
    }
  })
})

describe('GET /api/ready (readiness)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('answers 200 when the database answers and every migration is applied', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ready' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'ok' })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('answers 503 in the error shape when the database does not answer', async () => {
    const ping = app.database.ping
    app.database.ping = async () => {
      throw new Error('connection refused')
    }
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/ready',
        headers: { 'accept-language': 'en' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: { code: 'database_unavailable', message: 'The database is not answering right now.' },
      })
      expect(response.headers['cache-control']).toBe('no-store')
    } finally {
      app.database.ping = ping
    }
  })

  it('answers 503 in Spanish while a migration of the journal is missing from the database', async () => {
    const { sql } = await import('drizzle-orm')
    await app.database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    )
    const response = await app.inject({
      method: 'GET',
      url: '/api/ready',
      headers: { 'accept-language': 'es' },
    })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      error: {
        code: 'migrations_pending',
        message: 'La base de datos aún no está actualizada a esta versión del servidor.',
      },
    })
  })
})

describe('GET /api/ready while the server shuts down', () => {
  it('answers 503 once app.close() has begun, on a connection that is still open', async () => {
    const app = await createTestApp()
    let answer: { status: number; body: unknown } | undefined
    // Runs after the health module's own preClose hook, before the listener stops taking connections.
    app.addHook('preClose', async () => {
      const response = await fetch(`${url}/api/ready`, { headers: { 'accept-language': 'en' } })
      answer = { status: response.status, body: await response.json() }
    })
    const url = await app.listen({ host: '127.0.0.1', port: 0 })
    expect((await fetch(`${url}/api/ready`)).status).toBe(200)

    await app.close()
    expect(answer).toEqual({
      status: 503,
      body: {
        error: {
          code: 'server_shutting_down',
          message: 'The server is shutting down. Please try again in a moment.',
        },
      },
    })
  })
})
