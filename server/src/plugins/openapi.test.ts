import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> }
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> }

describe('GET /api/docs', () => {
  let app: FastifyInstance
  let document: Document
  beforeAll(async () => {
    app = await createTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/docs' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    document = response.json()
  })
  afterAll(() => app.close())

  it('answers an OpenAPI 3.1 document of the API, with its request and response schemas', () => {
    expect(document.openapi).toBe('3.1.0')
    const createLead = document.paths['/api/leads']?.post
    expect(createLead?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string' } },
    })
    expect(Object.keys(createLead?.responses ?? {})).toEqual(['201', '400', '429'])
    expect(document.paths['/api/catalogues/{id}/products']?.get?.responses['200']).toBeDefined()
  })

  it('leaves out better-auth’s endpoints, the pages, the media, the fonts and itself', () => {
    const paths = Object.keys(document.paths)
    expect(paths.length).toBeGreaterThan(30)
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true)
    expect(paths.filter((path) => path.startsWith('/api/auth/') || path === '/api/docs')).toEqual([])
  })

  it('describes uploads as a multipart file, the stream and page pictures by their media type, and no body as none', () => {
    const upload = document.paths['/api/menu-analyses']?.post?.requestBody?.content
    expect(upload?.['multipart/form-data']?.schema).toMatchObject({
      properties: { file: { format: 'binary' } },
    })
    const events = document.paths['/api/menu-analyses/{id}/events']?.get?.responses['200']?.content
    expect(Object.keys(events ?? {})).toEqual(['text/event-stream'])
    const picture = document.paths['/api/menu-analyses/{id}/pages/{number}']?.get?.responses['200']?.content
    expect(Object.keys(picture ?? {})).toEqual(['image/webp'])
    // A 202 without a body promises none, rather than any JSON.
    expect(document.paths['/api/password-resets']?.post?.responses['202']).toEqual({ description: 'No body' })
  })
})
