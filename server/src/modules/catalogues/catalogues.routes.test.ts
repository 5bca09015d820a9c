import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses, catalogues } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const newOwner = () => registerTestOwner(app, 'catalogues')

describe('catalogues', () => {
  it('starts a catalogue from a template with Entradas, Fuertes, Bebidas and the default design', async () => {
    const owner = await newOwner()
    const created = await owner.call('POST', '/api/catalogues', { template: 'moderno' })
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ nombre: 'Catálogo Moderno', activo: true, template: 'moderno' })
    const id = created.json().id
    const categories = (await owner.call('GET', `/api/catalogues/${id}/categories`)).json()
    // Each with its English name (decision 061), which the English menu shows.
    expect(
      categories.map(({ name, translations }: { name: string; translations: object }) => [
        name,
        translations,
      ]),
    ).toEqual([
      ['Entradas', { en: { name: 'Starters' } }],
      ['Fuertes', { en: { name: 'Mains' } }],
      ['Bebidas', { en: { name: 'Drinks' } }],
    ])
    const design = (await owner.call('GET', `/api/catalogues/${id}/design`)).json()
    expect(design).toMatchObject({ titleSize: 40, textSize: 15, font: 'Inter' })
  })

  it('keeps one active catalogue: activating another turns the first off', async () => {
    const owner = await newOwner()
    const first = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const second = (
      await owner.call('POST', '/api/catalogues', { template: 'minimalista', nombre: 'Carta de noche' })
    ).json()
    expect(second.activo).toBe(false)
    expect((await owner.call('POST', `/api/catalogues/${second.id}/activate`)).json().activo).toBe(true)
    const list = (await owner.call('GET', '/api/catalogues')).json() as { id: string; activo: boolean }[]
    expect(list.filter((c) => c.activo).map((c) => c.id)).toEqual([second.id])
    expect(list.find((c) => c.id === first.id)?.activo).toBe(false)
  })

  it('makes exactly one of several first catalogues created at the same instant active', async () => {
    const owner = await newOwner()
    const created = await Promise.all(
      ['clasico', 'moderno', 'minimalista'].map((template) =>
        owner.call('POST', '/api/catalogues', { template }),
      ),
    )
    expect(created.map((response) => response.statusCode)).toEqual([201, 201, 201])
    const list = (await owner.call('GET', '/api/catalogues')).json() as { activo: boolean }[]
    expect(list.filter((catalogue) => catalogue.activo)).toHaveLength(1)
  })

  it('is held to one active catalogue by the database itself', async () => {
    const owner = await newOwner()
    const values = { businessId: owner.businessId, nombre: 'A', template: 'clasico', activo: true }
    await app.database.db.insert(catalogues).values(values)
    await expect(app.database.db.insert(catalogues).values({ ...values, nombre: 'B' })).rejects.toThrow()
  })
})

describe('categories and products', () => {
  it('adds, renames and deletes categories; keeps prices exact', async () => {
    const owner = await newOwner()
    // A business priced in euros: its prices may have cents.
    await app.database.db
      .update(businesses)
      .set({ currency: 'EUR' })
      .where(eq(businesses.id, owner.businessId))
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const added = await owner.call('POST', `/api/catalogues/${catalogue.id}/categories`, {})
    expect(added.json()).toMatchObject({ name: 'Nueva categoría', isVisible: true, position: 3 })
    const renamed = await owner.call('PATCH', `/api/categories/${added.json().id}`, { name: 'Postres' })
    expect(renamed.json().name).toBe('Postres')

    const product = await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: added.json().id,
      name: 'Tres leches',
      price: '12000',
      specialPrice: '9500.5',
      tags: ['Recomendado', 'Sin gluten'],
      availableDays: 'Lun - Jue',
    })
    expect(product.statusCode).toBe(201)
    expect(product.json()).toMatchObject({ price: '12000', specialPrice: '9500.5', available: true })
    const changed = await owner.call('PATCH', `/api/products/${product.json().id}`, {
      price: '0.1',
      available: false,
    })
    expect(changed.json()).toMatchObject({ price: '0.1', available: false })

    expect((await owner.call('DELETE', `/api/categories/${added.json().id}`)).statusCode).toBe(204)
    expect((await owner.call('GET', `/api/catalogues/${catalogue.id}/products`)).json()).toEqual([])
  })

  it('refuses a price that is not one, a tag outside the six and a category of another catalogue', async () => {
    const owner = await newOwner()
    const one = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const other = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    const [category] = (await owner.call('GET', `/api/catalogues/${other.id}/categories`)).json()
    const product = { categoryId: category.id, name: 'Café', price: '2500' }
    const post = (body: object) => owner.call('POST', `/api/catalogues/${one.id}/products`, body)
    expect((await post({ ...product, price: '12,50' })).statusCode).toBe(400)
    expect((await post({ ...product, tags: ['Barato'] })).statusCode).toBe(400)
    expect((await post(product)).statusCode).toBe(400)
  })

  it('refuses an over-long or empty name whole, naming the field and its limit, and keeps nothing', async () => {
    const owner = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    const product = await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: category.id,
      name: 'N'.repeat(5000),
      price: '2500',
    })
    expect(product.statusCode).toBe(400)
    expect(product.json().error).toMatchObject({ code: 'validation_failed', limits: { name: 160 } })
    expect(Object.keys(product.json().error.fields)).toEqual(['name'])
    expect((await owner.call('GET', `/api/catalogues/${catalogue.id}/products`)).json()).toEqual([])

    const renamed = await owner.call('PATCH', `/api/categories/${category.id}`, { name: 'C'.repeat(121) })
    expect(renamed.json().error.limits).toEqual({ name: 120 })
    const unnamed = await owner.call('POST', `/api/catalogues/${catalogue.id}/categories`, { name: '  ' })
    expect(unnamed.statusCode).toBe(400)
    expect(unnamed.json().error.fields).toHaveProperty('name')
    expect(unnamed.json().error.limits).toBeUndefined()
    const design = await owner.call('PUT', `/api/catalogues/${catalogue.id}/design`, {
      businessName: 'B'.repeat(121),
    })
    expect(design.json().error.limits).toEqual({ businessName: 120 })
    const names = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    expect(names.map((c: { name: string }) => c.name)).toEqual(['Entradas', 'Fuertes', 'Bebidas'])
  })
})

describe('design', () => {
  it('saves colours and font, refuses a colour that is not one and any image address typed in', async () => {
    const owner = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const url = `/api/catalogues/${catalogue.id}/design`
    const saved = await owner.call('PUT', url, { titleColour: '#123abc', font: 'Lato', titleSize: 48 })
    expect(saved.json()).toMatchObject({ titleColour: '#123abc', font: 'Lato', titleSize: 48, textSize: 15 })
    expect((await owner.call('PUT', url, { titleColour: '#12345g' })).statusCode).toBe(400)
    expect((await owner.call('PUT', url, { logo: 'javascript:alert(1)' })).statusCode).toBe(400)
    expect((await owner.call('GET', url)).json().font).toBe('Lato')
  })

  it('changes only the fields a save names, keeping the template’s others', async () => {
    const owner = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    const url = `/api/catalogues/${catalogue.id}/design`
    const before = (await owner.call('GET', url)).json()
    const saved = (await owner.call('PUT', url, { businessName: 'Café de la Plaza' })).json()
    expect(saved).toEqual({ ...before, businessName: 'Café de la Plaza' })
    expect((await owner.call('GET', url)).json()).toEqual(saved)
  })
})

describe('another business', () => {
  it('gets 404 on every read and write of the first one’s ids, and changes nothing', async () => {
    const owner = await newOwner()
    const intruder = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
    const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    const product = (
      await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
        categoryId: category.id,
        name: 'Arepa',
        price: '8000',
      })
    ).json()
    const attempts: [Parameters<TestOwner['call']>[0], string, object?][] = [
      ['GET', `/api/catalogues/${catalogue.id}`],
      ['PATCH', `/api/catalogues/${catalogue.id}`, { nombre: 'Mío' }],
      ['POST', `/api/catalogues/${catalogue.id}/activate`],
      ['DELETE', `/api/catalogues/${catalogue.id}`],
      ['GET', `/api/catalogues/${catalogue.id}/categories`],
      ['POST', `/api/catalogues/${catalogue.id}/categories`, {}],
      ['PATCH', `/api/categories/${category.id}`, { name: 'Mía' }],
      ['DELETE', `/api/categories/${category.id}`],
      ['GET', `/api/catalogues/${catalogue.id}/products`],
      [
        'POST',
        `/api/catalogues/${catalogue.id}/products`,
        { categoryId: category.id, name: 'X', price: '1' },
      ],
      ['PATCH', `/api/products/${product.id}`, { name: 'Mía' }],
      ['DELETE', `/api/products/${product.id}`],
      ['GET', `/api/catalogues/${catalogue.id}/design`],
      ['PUT', `/api/catalogues/${catalogue.id}/design`, { font: 'Roboto' }],
    ]
    for (const [method, url, body] of attempts) {
      const response = await intruder.call(method, url, body)
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
    expect((await intruder.call('GET', '/api/catalogues')).json()).toEqual([])
    expect((await owner.call('GET', `/api/catalogues/${catalogue.id}`)).json()).toMatchObject({
      nombre: catalogue.nombre,
    })
    expect((await owner.call('GET', `/api/catalogues/${catalogue.id}/products`)).json()).toHaveLength(1)
    expect((await owner.call('GET', `/api/catalogues/${catalogue.id}/design`)).json().font).toBe('Lato')
  })

  it('answers 401 without a session', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/catalogues' })).statusCode).toBe(401)
  })
})

describe('templates', () => {
  it('starts each catalogue with its template’s design', async () => {
    const owner = await newOwner()
    const moderno = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    const minimalista = (await owner.call('POST', '/api/catalogues', { template: 'minimalista' })).json()
    expect((await owner.call('GET', `/api/catalogues/${moderno.id}/design`)).json()).toMatchObject({
      background: '#111827',
      titleColour: '#ffffff',
      buttonBackground: '#22d3ee',
      buttonStyle: 'pill',
      businessName: '',
    })
    expect((await owner.call('GET', `/api/catalogues/${minimalista.id}/design`)).json()).toMatchObject({
      background: '#ffffff',
      font: 'Open Sans',
      buttonStyle: 'square',
    })
    expect(minimalista.nombre).toBe('Catálogo Minimalista')
  })
})
