import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AnalysedMenuSchema } from './menu-analysis.schema.ts'
import { createAnalysesApp, followEvents, registerOwner, testPdf, upload } from './test-analyses.ts'

// The compatibility call of docs/product-spec.md §7 (decision 014): the file as base64 in, the analysed menu
// out, and each failure as an HTTP status the web client maps to the error codes of docs/product-spec.md §8.

let app: FastifyInstance

beforeAll(async () => {
  app = await createAnalysesApp({
    config: { menuWorkers: 1, menuQueueLimit: 1 },
    analyses: { timeLimitMs: 400 },
  })
})
afterAll(async () => {
  await app.close()
})

const analyze = (imageContent: unknown, options: { language?: string; address?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/analyzeMenuImage',
    payload: { data: { imageContent } },
    headers: { 'accept-language': options.language ?? 'es' },
    remoteAddress: options.address ?? '10.4.0.1',
  })

const base64 = (bytes: Buffer) => bytes.toString('base64')

describe('POST /api/analyzeMenuImage', () => {
  it('waits for the analysis and answers { result: { extractedMenu } }', async () => {
    const response = await analyze(base64(testPdf()))
    expect(response.statusCode).toBe(200)
    const menu = AnalysedMenuSchema.parse(response.json().result.extractedMenu)
    expect(menu.restaurantName).toBe('Casa de Prueba')
    expect(menu.sections[0]?.items[0]).toMatchObject({ name: 'Empanada', price: '$5.000' })
  })

  it('takes a data-URL prefix too', async () => {
    const response = await analyze(`data:application/pdf;base64,${base64(testPdf())}`)
    expect(response.statusCode).toBe(200)
  })

  it('answers 415 with the spec’s message for bytes that are no PDF, JPG or PNG', async () => {
    const response = await analyze(base64(Buffer.from('just a text file')), { language: 'en' })
    expect(response.statusCode).toBe(415)
    expect(response.json().error).toEqual({
      code: 'unsupported_type',
      message: 'Please upload a PDF, JPG or PNG file.',
    })
  })

  it('answers 400 for a body without the content, with content that is not base64, or empty', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/analyzeMenuImage', payload: { data: {} } })
    expect(missing.statusCode).toBe(400)
    expect((await analyze('¿esto es base64?')).statusCode).toBe(400)
    expect((await analyze(42)).statusCode).toBe(400)
    const empty = await analyze('')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('empty_file')
  })

  it('answers the reader’s refusal with its status and the spec’s message (400, “Error processing menu”)', async () => {
    const response = await analyze(base64(testPdf('damaged')), { language: 'en' })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toEqual({
      code: 'damaged_file',
      message: 'Error processing menu. Please try again.',
    })
    const unforeseen = await analyze(base64(testPdf('crash')), { language: 'es' })
    expect(unforeseen.statusCode).toBe(500)
    expect(unforeseen.json().error.message).toBe('Error al procesar el menú. Por favor, intenta de nuevo.')
  })

  it('answers 504 when the analysis passes its time limit', async () => {
    const response = await analyze(base64(testPdf('hang')))
    expect(response.statusCode).toBe(504)
    expect(response.json().error.code).toBe('timed_out')
  })

  it('answers 429 with Retry-After when the queue is full', async () => {
    // Its one worker busy and its one place taken, by uploads answered once they are in the queue: a
    // visitor's and an owner's (visitors alone may hold half the places at most).
    const running = await upload(app, testPdf('wait:300'), { address: '10.4.0.2' })
    const owner = await registerOwner(app)
    const waiting = await upload(app, testPdf('wait:10'), { cookie: owner })
    expect([running.statusCode, waiting.statusCode]).toEqual([202, 202])
    const refused = await analyze(base64(testPdf()), { address: '10.4.0.4' })
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toMatch(/^\d+$/)
    expect(refused.json().error.code).toBe('queue_full')
    await followEvents(app, waiting.json().id, { cookie: owner })
    await followEvents(app, running.json().id, { address: '10.4.0.2' })
    expect((await analyze(base64(testPdf()), { address: '10.4.0.4' })).statusCode).toBe(200)
  })

  it('answers 413 for a body past the base64 of 15 MB', async () => {
    const response = await analyze('A'.repeat(21 * 1024 * 1024))
    expect(response.statusCode).toBe(413)
  })
})
