import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '../shared/errors.ts'
import { createTestApp } from '../test/test-app.ts'

describe('the one error shape', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await createTestApp()
    // Throwaway routes that fail in each way a real route can.
    const typed = app.withTypeProvider<ZodTypeProvider>()
    typed.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(1), age: z.number().int() }) }, bodyLimit: 100 },
      async (request) => request.body,
    )
    typed.get('/api/test/missing', async () => {
      throw new AppError('not_found', 404)
    })
    typed.get('/api/test/crash', async () => {
      throw new Error('secret internal detail')
    })
  })
  afterAll(() => app.close())

  it('answers invalid input with 400, the fields at fault and a message in Spanish by default', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: '', age: 'x' },
    })
    expect(response.statusCode).toBe(400)
    const { error } = response.json()
    expect(error.code).toBe('validation_failed')
    expect(error.message).toBe('Revisa los datos enviados: hay campos no válidos.')
    expect(Object.keys(error.fields).sort()).toEqual(['age', 'name'])
  })

  it('answers malformed JSON and an oversized body in the same shape', async () => {
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('validation_failed')

    const oversized = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(200), age: 1 },
    })
    expect(oversized.statusCode).toBe(413)
    expect(oversized.json().error.code).toBe('payload_too_large')
  })

  it('keeps the status and code of an AppError, in English when asked', async () => {
    const response = await app.inject({ url: '/api/test/missing', headers: { 'accept-language': 'en-US' } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'We could not find what you are looking for.' },
    })
  })

  it('hides the details of an unexpected failure', async () => {
    const response = await app.inject('/api/test/crash')
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: { code: 'internal', message: 'Algo salió mal en el servidor. Inténtalo de nuevo.' },
    })
    expect(response.body).not.toContain('secret')
  })
})
