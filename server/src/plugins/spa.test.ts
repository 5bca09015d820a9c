import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'

describe('serving the web build', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'vitrina-dist-'))
    await mkdir(join(distDir, 'assets'))
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Vitrina</title><div id="root"></div>')
    await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.info("app")')
    app = await createTestApp({ webDistDir: distDir })
  })
  afterAll(() => app.close())

  it('serves index.html at / without caching it', async () => {
    const response = await app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toMatch(/text\/html/)
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.body).toContain('<div id="root">')
  })

  it('caches hashed assets for a year, immutably', async () => {
    const response = await app.inject('/assets/index-abc123.js')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/dashboard', '/dashboard/productos', '/login?next=1', '/a/page/that/does/not/exist'])(
    'answers the client route %s with the SPA',
    async (url) => {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it('does not answer a missing asset with the SPA', async () => {
    const response = await app.inject('/assets/missing-123.js')
    expect(response.statusCode).toBe(404)
    expect(response.body).not.toContain('<div id="root">')
  })

  it('answers an unknown API path with the JSON 404 in the caller’s language', async () => {
    const spanish = await app.inject('/api/nothing-here')
    expect(spanish.statusCode).toBe(404)
    expect(spanish.json()).toEqual({
      error: { code: 'route_not_found', message: 'Esta dirección de la API no existe.' },
    })
    const english = await app.inject({ url: '/api/nothing-here', headers: { 'accept-language': 'en-GB' } })
    expect(english.json().error.message).toBe('This API address does not exist.')
  })

  it('sends security headers with a Content-Security-Policy that allows only our own scripts', async () => {
    const response = await app.inject('/')
    const csp = String(response.headers['content-security-policy'])
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).not.toContain('upgrade-insecure-requests')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
  })
})
