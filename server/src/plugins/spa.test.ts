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

  it.each(['/dashboard', '/dashboard/productos', '/dashboard/clientes/42/', '/login?next=1'])(
    'answers the client route %s with the SPA',
    async (url) => {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each(['/a/page/that/does/not/exist', '/dashboard/nada', '/loginx'])(
    'answers %s, where the app shows its "not found", with the SPA and a 404',
    async (url) => {
      const response = await app.inject(url)
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain('<div id="root">')
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

describe('serving the landing rendered at build time', () => {
  let app: FastifyInstance
  const landing = (language: string) =>
    `<!doctype html><html lang="${language}"><link rel="canonical" href="%VITRINA_ORIGIN%/" />` +
    `<div id="root" data-prerendered="${language}"><h1>landing ${language}</h1></div>`

  beforeAll(async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'vitrina-dist-'))
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Vitrina</title><div id="root"></div>')
    await writeFile(join(distDir, 'landing.es.html'), landing('es'))
    await writeFile(join(distDir, 'landing.en.html'), landing('en'))
    app = await createTestApp({ webDistDir: distDir, publicUrl: 'https://vitrina.example/' })
  })
  afterAll(() => app.close())

  it('answers / with the Spanish page, its address filled in, revalidated on every visit', async () => {
    const response = await app.inject('/')
    expect(response.statusCode).toBe(200)
    expect(response.body).toContain('<h1>landing es</h1>')
    expect(response.body).toContain('<link rel="canonical" href="https://vitrina.example/" />')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers.vary).toBe('Accept-Encoding, Cookie')
  })

  it.each([
    ['the address asks for it', { url: '/?lang=en' }],
    ['the browser chose it before', { url: '/', headers: { cookie: 'theme=light; lang=en' } }],
  ])('answers the English page when %s', async (_, request) => {
    expect((await app.inject(request)).body).toContain('<h1>landing en</h1>')
  })

  it('lets the address win over the cookie, and ignores languages it does not have', async () => {
    const asked = await app.inject({ url: '/?lang=es', headers: { cookie: 'lang=en' } })
    expect(asked.body).toContain('<h1>landing es</h1>')
    const unknown = await app.inject({ url: '/?lang=fr', headers: { cookie: 'lang=pt' } })
    expect(unknown.body).toContain('<h1>landing es</h1>')
  })

  it('sends it compressed when asked, and 304 to a browser holding the same page', async () => {
    const first = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(first.headers['content-encoding']).toBe('br')
    const etag = String(first.headers.etag)
    const again = await app.inject({ url: '/', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // The English page is another document with another tag.
    const english = await app.inject({ url: '/?lang=en', headers: { 'if-none-match': etag } })
    expect(english.statusCode).toBe(200)
  })

  it('keeps answering the other client routes with the plain SPA', async () => {
    const response = await app.inject('/dashboard')
    expect(response.body).toContain('<div id="root"></div>')
  })
})

describe('the landing of a server with a support address', () => {
  let app: FastifyInstance
  const landing = (note: string) => `<!doctype html><html lang="es"><div id="root"><p>${note}</p></div>`

  beforeAll(async () => {
    const distDir = await mkdtemp(join(tmpdir(), 'vitrina-dist-'))
    await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Vitrina</title><div id="root"></div>')
    for (const language of ['es', 'en']) {
      await writeFile(join(distDir, `landing.${language}.html`), landing('sin dirección'))
      await writeFile(
        join(distDir, `landing.${language}.support.html`),
        landing('<a href="mailto:%VITRINA_SUPPORT_EMAIL%">%VITRINA_SUPPORT_EMAIL%</a>'),
      )
    }
    app = await createTestApp({ webDistDir: distDir, supportEmail: "o'neil&co@vitrina.example" })
  })
  afterAll(() => app.close())

  it('never sends a landing file as it was built, with its placeholders', async () => {
    for (const file of ['/landing.es.html', '/landing.en.support.html']) {
      expect((await app.inject(file)).body).not.toContain('%VITRINA_')
    }
  })

  it('answers with the pages drawn with one, the address filled in and escaped', async () => {
    const { body } = await app.inject('/')
    expect(body).not.toContain('sin dirección')
    expect(body).toContain(
      '<a href="mailto:o&#39;neil&amp;co@vitrina.example">o&#39;neil&amp;co@vitrina.example</a>',
    )
  })
})
