import { gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCT_TAGS } from '#domain/catalogues/product.schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from './test-menu.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const open = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers })

describe('the public page cache', () => {
  it('answers 304 to a browser holding the current page, with must-revalidate caching', async () => {
    const owner = await newOwner(app)
    await owner.addProduct({ name: 'Arepa', price: '5000' })
    const first = await open(`/m/${owner.slug}`)
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await open(`/m/${owner.slug}`, { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    // The browser takes the 304's headers into its copy: the page's own policy must stay, not the app's.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect((await open(`/m/${owner.slug}`, { 'if-none-match': '"other"' })).statusCode).toBe(200)
    // Each language is its own page with its own tag.
    expect((await open(`/m/${owner.slug}?lang=en`)).headers.etag).not.toBe(etag)
  })

  it('shows an edit on the very next request', async () => {
    const owner = await newOwner(app)
    const product = await owner.addProduct({ name: 'Arepa', price: '5000' })
    const before = await open(`/m/${owner.slug}`)
    expect(before.body).toContain('$\u00a05.000')
    await owner.call('PATCH', `/api/products/${product.id}`, { name: 'Arepa de choclo', price: '7000' })
    const after = await open(`/m/${owner.slug}`, { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.body).toContain('<h3>Arepa de choclo</h3><p class="pr">$\u00a07.000</p>')
    await owner.call('PUT', `/api/catalogues/${owner.catalogue.id}/design`, { slogan: 'Nuevo lema' })
    expect((await open(`/m/${owner.slug}`)).body).toContain('Nuevo lema')
  })

  it('shows another catalogue as soon as it is activated', async () => {
    const owner = await newOwner(app)
    await owner.addProduct({ name: 'Desayuno', price: '9000' })
    expect((await open(`/m/${owner.slug}`)).body).toContain('Desayuno')
    const night = await owner.call('POST', '/api/catalogues', { template: 'moderno', nombre: 'Noche' })
    const [first] = await owner.call('GET', `/api/catalogues/${night.id}/categories`)
    await owner.call('POST', `/api/catalogues/${night.id}/products`, {
      categoryId: first.id,
      name: 'Cóctel',
      price: '15000',
    })
    // Not active yet: the public page still shows the first catalogue.
    expect((await open(`/m/${owner.slug}`)).body).toContain('Desayuno')
    await owner.call('POST', `/api/catalogues/${night.id}/activate`)
    const page = (await open(`/m/${owner.slug}`)).body
    expect(page).toContain('Cóctel')
    expect(page).not.toContain('Desayuno')
  })

  it('sends the page gzipped to browsers that take it', async () => {
    const owner = await newOwner(app)
    await owner.addProduct({ name: 'Arepa', price: '5000' })
    const response = await open(`/m/${owner.slug}`, { 'accept-encoding': 'gzip, br' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.rawPayload).toString()).toContain('<h3>Arepa</h3>')
  })

  it('weighs under 30 KB gzipped with 40 products and 5 promotions (HTML, CSS and script together)', async () => {
    const owner = await newOwner(app)
    const words = 'con queso costeño, hogao de la casa, aguacate y un toque de cilantro fresco'
    const productIds: string[] = []
    for (let n = 0; n < 40; n++) {
      const added = await owner.addProduct(
        {
          name: `Plato número ${n + 1} de la casa`,
          price: String(12000 + n * 500),
          specialPrice: n % 5 === 0 ? String(10000 + n * 500) : null,
          description: `Preparado ${words} (${n}).`,
          tags: [PRODUCT_TAGS[n % 6]!, PRODUCT_TAGS[(n + 2) % 6]!],
          availableDays: n % 4 === 0 ? 'Lun - Vie' : '',
        },
        owner.categories[n % 3]!.id,
      )
      productIds.push(added.id)
    }
    // Every kind a diner sees: discounts on two categories, a 2x1 on a tag, two normal promotions as cards.
    // The second dish is Picante: the 2x1 gives it free.
    const promotions = [
      { tipo: 'descuento', porcentaje: 15, categorias: [owner.categories[0]!.id] },
      { tipo: 'descuento', porcentaje: 30, categorias: [owner.categories[1]!.id] },
      { tipo: '2x1', etiquetas: ['Picante'], producto2x1: productIds[1] },
      { tipo: 'normal', precioNormal: '25000' },
      { tipo: 'normal' },
    ]
    for (const [n, promotion] of promotions.entries()) {
      await owner.call('POST', '/api/promotions', {
        catalogueId: owner.catalogue.id,
        nombre: `Promoción número ${n + 1} de la casa`,
        descripcion: `Solo esta semana: ${words}.`,
        ...promotion,
      })
    }
    const response = await open(`/m/${owner.slug}`, { 'accept-encoding': 'gzip' })
    const bytes = response.rawPayload.length
    const page = gunzipSync(response.rawPayload).toString()
    expect(page.match(/<article class="p /g)).toHaveLength(40)
    expect(page.match(/<article class="pc"/g)).toHaveLength(2)
    expect(page.match(/<s>/g)?.length).toBeGreaterThan(10)
    expect(page).toContain('<b aria-hidden="true">2x1</b>')
    expect(bytes).toBeLessThan(30 * 1024)
  })

  // With ordering on, each dish carries its hidden «Añadir» and the page its loader: still within the budget.
  it.each([
    ['', false],
    [', taking orders at the table and for pickup', true],
  ])(
    'weighs under 30 KB gzipped with 40 products in sizes, with extras, size tables and promotions%s',
    async (_, isOrdering) => {
      const owner = await newOwner(app)
      if (isOrdering) await owner.call('PUT', '/api/ordering-settings', { table: true, pickup: true })
      const [pizzas, vinos, postres] = owner.categories
      const SIZES = ['Pequeña', 'Mediana', 'Familiar']
      await owner.call('PATCH', `/api/categories/${pizzas!.id}`, { variantLabels: SIZES })
      const extras = {
        name: 'Ingredientes extra',
        min: 0,
        max: 3,
        options: ['bacon', 'queso', 'champiñones', 'aceitunas'].map((label, n) => ({
          label,
          priceDelta: String(2000 + n * 500),
        })),
      }
      const productIds: string[] = []
      for (let n = 0; n < 40; n++) {
        const category = [pizzas, vinos, postres][n % 3]!
        const base = 12000 + n * 500
        const variants =
          category === pizzas
            ? SIZES.map((label, size) => ({ label, price: String(base + size * 6000) }))
            : category === vinos
              ? [
                  {
                    label: 'Copa',
                    price: String(base),
                    specialPrice: n % 5 === 0 ? String(base - 1000) : null,
                  },
                  { label: 'Botella', price: String(base * 4) },
                ]
              : [{ label: '', price: String(base) }]
        const added = await owner.addProduct(
          {
            name: `Plato número ${n + 1} de la casa`,
            variants,
            optionGroups: category === pizzas ? [extras] : [],
            description: 'Preparado con queso costeño, hogao de la casa, aguacate y cilantro fresco.',
            tags: [PRODUCT_TAGS[n % 6]!],
          },
          category.id,
        )
        productIds.push(added.id)
      }
      for (const promotion of [
        { tipo: 'descuento', porcentaje: 15, categorias: [pizzas!.id] },
        // The second dish is a wine: the 2x1 gives it free.
        { tipo: '2x1', categorias: [vinos!.id], producto2x1: productIds[1] },
        { tipo: 'normal', precioNormal: '25000' },
      ]) {
        await owner.call('POST', '/api/promotions', {
          catalogueId: owner.catalogue.id,
          nombre: 'Promo',
          ...promotion,
        })
      }
      const response = await open(`/m/${owner.slug}`, { 'accept-encoding': 'gzip' })
      const bytes = response.rawPayload.length
      const page = gunzipSync(response.rawPayload).toString()
      expect(page.match(/<tbody class="p/g)).toHaveLength(14)
      expect(page.match(/<ul class="il vs">/g)).toHaveLength(13)
      expect(page.match(/<div class="og">/g)).toHaveLength(14)
      expect(page.match(/<button type="button" class="btn oa" data-o="[\w-]+" hidden>/g) ?? []).toHaveLength(
        isOrdering ? 40 : 0,
      )
      expect(bytes).toBeLessThan(30 * 1024)
    },
  )
})

describe('the owner preview', () => {
  it('shows any catalogue of the owner, active or not, and is never cached', async () => {
    const owner = await newOwner(app)
    const draft = await owner.call('POST', '/api/catalogues', { template: 'moderno', nombre: 'Borrador' })
    const [first] = await owner.call('GET', `/api/catalogues/${draft.id}/categories`)
    await owner.call('POST', `/api/catalogues/${draft.id}/products`, {
      categoryId: first.id,
      name: 'Plato secreto',
      price: '20000',
    })
    const url = `/m/${owner.slug}?preview=${draft.id}`
    const preview = await open(url, { cookie: owner.cookie })
    expect(preview.statusCode).toBe(200)
    expect(preview.headers['cache-control']).toBe('private, no-store')
    // Nothing of it for search engines or link previews: it says noindex, and shares no address or data.
    expect(preview.headers['x-robots-tag']).toBe('noindex')
    expect(preview.body).toContain('<meta name="robots" content="noindex">')
    expect(preview.body).not.toMatch(/rel="canonical"|application\/ld\+json|og:image/)
    expect(preview.body).toContain('Plato secreto')
    expect(preview.body).toContain(`href="?lang=en&amp;preview=${draft.id}"`)
    // The public page still shows the active catalogue.
    expect((await open(`/m/${owner.slug}`)).body).not.toContain('Plato secreto')
  })

  it('is a 404 for visitors, for other owners and for another business catalogue', async () => {
    const owner = await newOwner(app)
    const other = await newOwner(app)
    const url = `/m/${owner.slug}?preview=${owner.catalogue.id}`
    const anonymous = await open(url)
    expect(anonymous.statusCode).toBe(404)
    expect(anonymous.headers['cache-control']).toBe('private, no-store')
    expect((await open(url, { cookie: other.cookie })).statusCode).toBe(404)
    // Their own slug with someone else's catalogue finds nothing either.
    const mixed = `/m/${other.slug}?preview=${owner.catalogue.id}`
    expect((await open(mixed, { cookie: other.cookie })).statusCode).toBe(404)
    expect((await open(`/m/${owner.slug}?preview=nope`, { cookie: owner.cookie })).statusCode).toBe(404)
  })
})
