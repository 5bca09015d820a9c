import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'

describe('GET /api/health', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createTestApp()
  })
  afterAll(() => app.close())

  it('answers 200 once the database has answered', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' })
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
        url: '/api/health',
        headers: { 'accept-language': 'en' },
      })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({
        error: { code: 'database_unavailable', message: 'The database is not answering right now.' },
      })
    } finally {
      app.database.ping = ping
    }
  })
})
