import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businessSlugHistory } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from '../public-menu/test-menu.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const patch = (cookie: string, body: object, language = 'es') =>
  app.inject({
    method: 'PATCH',
    url: '/api/business',
    payload: body,
    headers: { cookie, 'accept-language': language },
  })
const visit = (url: string, method: 'GET' | 'POST' = 'GET') => app.inject({ method, url })

describe('PATCH /api/business: Configuración → Negocio', () => {
  it('saves name, time zone, contact phone and address; GET /api/me and the public menu show them', async () => {
    const owner = await newOwner(app)
    const changes = {
      name: 'Café <Aurora> & Cía',
      timeZone: 'America/Mexico_City',
      contactPhone: '+57 (300) 123-4567',
      contactAddress: 'Carrera 7 # 12-30, Bogotá',
    }
    const saved = await patch(owner.cookie, changes)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().business).toMatchObject({ ...changes, slug: owner.slug })
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } })
    expect(me.json().user.business).toMatchObject(changes)
    const page = await visit(`/m/${owner.slug}?lang=en`)
    expect(page.statusCode).toBe(200)
    // Escaped, in the page's language, the phone a link that dials it.
    expect(page.body).toContain('Café &lt;Aurora&gt; &amp; Cía')
    expect(page.body).toContain('<footer class="ct"><h2>Contact</h2>')
    expect(page.body).toContain('Phone: <a href="tel:+573001234567">+57 (300) 123-4567</a>')
    expect(page.body).toContain('Address: Carrera 7 # 12-30, Bogotá')
    expect((await visit(`/m/${owner.slug}?lang=es`)).body).toContain('Teléfono: <a')
  })

  it('shows no contact block while none is given', async () => {
    const owner = await newOwner(app)
    expect((await visit(`/m/${owner.slug}`)).body).not.toContain('class="ct"')
  })

  it('moves the public address: every old path answers 301 to the new one, with its query', async () => {
    const owner = await newOwner(app, 'Slug')
    const saved = await patch(owner.cookie, { slug: 'la-nueva-casa' })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().business.slug).toBe('la-nueva-casa')
    expect((await visit('/m/la-nueva-casa')).statusCode).toBe(200)
    for (const [from, to] of [
      [`/m/${owner.slug}`, '/m/la-nueva-casa'],
      [`/m/${owner.slug}?lang=en`, '/m/la-nueva-casa?lang=en'],
      [`/m/${owner.slug}/reservar?lang=es`, '/m/la-nueva-casa/reservar?lang=es'],
      [`/m/${owner.slug}/reservar/cancelar?token=abc`, '/m/la-nueva-casa/reservar/cancelar?token=abc'],
    ]) {
      const moved = await visit(from as string)
      expect(moved.statusCode, from).toBe(301)
      expect(moved.headers.location, from).toBe(to)
    }
    // A form's post is sent on as a post.
    const posted = await visit(`/m/${owner.slug}/reservar`, 'POST')
    expect(posted.statusCode).toBe(308)
    expect(posted.headers.location).toBe('/m/la-nueva-casa/reservar')
    // A second move keeps the first address redirecting, to the newest one.
    await patch(owner.cookie, { slug: 'la-tercera' })
    expect((await visit(`/m/${owner.slug}`)).headers.location).toBe('/m/la-tercera')
    expect((await visit('/m/la-nueva-casa')).headers.location).toBe('/m/la-tercera')
    // An unknown slug is still a 404.
    expect((await visit('/m/nadie-la-tuvo')).statusCode).toBe(404)
  })

  it('lets a business take back its own old slug, which then stops redirecting', async () => {
    const owner = await newOwner(app, 'Vuelta')
    await patch(owner.cookie, { slug: 'de-paso' })
    const back = await patch(owner.cookie, { slug: owner.slug })
    expect(back.statusCode, back.body).toBe(200)
    expect((await visit(`/m/${owner.slug}`)).statusCode).toBe(200)
    expect((await visit('/m/de-paso')).headers.location).toBe(`/m/${owner.slug}`)
    const history = await app.database.db
      .select()
      .from(businessSlugHistory)
      .where(eq(businessSlugHistory.slug, owner.slug))
    expect(history).toEqual([])
  })

  it('refuses a slug another business has or had (409 at the field) and one that is not URL-safe', async () => {
    const owner = await newOwner(app, 'Primera')
    const other = await newOwner(app, 'Segunda')
    const taken = await patch(owner.cookie, { slug: other.slug }, 'en')
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error).toEqual({
      code: 'slug_taken',
      message: 'Another business uses that address. Choose another one.',
      fields: { slug: ['accounts.business.errors.slugTaken'] },
    })
    const formerSlug = other.slug
    await patch(other.cookie, { slug: 'segunda-nueva' })
    expect((await patch(owner.cookie, { slug: formerSlug })).statusCode).toBe(409)
    for (const slug of ['Con Espacios', 'ñandú', 'a', '-guion', 'doble--guion', 'x'.repeat(49), '../admin']) {
      const refused = await patch(owner.cookie, { slug })
      expect(refused.statusCode, slug).toBe(400)
      expect(refused.json().error.fields.slug, slug).toEqual(['accounts.business.errors.slugInvalid'])
    }
    expect((await visit(`/m/${owner.slug}`)).statusCode).toBe(200)
  })

  it('refuses an unknown time zone and a phone with letters at their fields, saving nothing', async () => {
    const owner = await newOwner(app)
    const refused = await patch(owner.cookie, {
      timeZone: 'America/Atlantis',
      contactPhone: 'llámame',
      name: 'No se guarda',
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toEqual({
      timeZone: ['settings.errors.timeZoneUnknown'],
      contactPhone: ['accounts.business.errors.phoneInvalid'],
    })
    const me = await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: owner.cookie } })
    expect(me.json().user.business).toMatchObject({ timeZone: 'America/Bogota', contactPhone: '' })
  })

  it('answers 401 without a session, whatever was sent', async () => {
    const response = await app.inject({ method: 'PATCH', url: '/api/business', payload: { slug: 'X X' } })
    expect(response.statusCode).toBe(401)
  })
})
