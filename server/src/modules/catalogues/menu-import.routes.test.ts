import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTemplateDesign } from '#domain/catalogues/templates.ts'
import type { ReviewedMenuInput } from '#domain/menu-analyses/reviewed-menu.schema.ts'
import { catalogues, categories, products } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { appendMenu, insertMenuCatalogue } from './menu-import.repository.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

/** A new owner, and what one of their catalogues holds: categories with their products' names and prices. */
async function newOwner() {
  const { call, businessId } = await registerTestOwner(app, 'menu-import')
  const contents = async (catalogueId: string) => {
    const cats = (await call('GET', `/api/catalogues/${catalogueId}/categories`)).json()
    const prods = (await call('GET', `/api/catalogues/${catalogueId}/products`)).json()
    return cats.map((category: { id: string; name: string }) => ({
      name: category.name,
      products: prods
        .filter((product: { categoryId: string }) => product.categoryId === category.id)
        .map((product: { name: string; price: string; available: boolean }) => [
          product.name,
          product.price,
          product.available,
        ]),
    }))
  }
  return { call, businessId, contents }
}

const item = (name: string, price: string, description = '') => ({ name, price, description, variants: [] })

const fonda: ReviewedMenuInput = {
  restaurantName: 'La Fonda',
  currency: 'COP',
  sections: [
    { name: 'Entradas', items: [item('Empanada', '$2.500', 'de pipián'), item('Arepa', '$ 3.000')] },
    { name: 'Platos fuertes', items: [item('Bandeja paisa', '$12.000'), item('Pesca del día', '')] },
    { name: 'Postres', items: [item('Crêpe', '12,50 €')] },
  ],
}

describe('POST /api/catalogues/from-menu', () => {
  it('makes the sections categories and the items products with exact prices, in order', async () => {
    const owner = await newOwner()
    const created = await owner.call('POST', '/api/catalogues/from-menu', fonda)
    expect(created.statusCode).toBe(201)
    expect(created.json()).toMatchObject({ nombre: 'La Fonda', template: 'clasico', activo: true })

    expect(await owner.contents(created.json().id)).toEqual([
      {
        name: 'Entradas',
        products: [
          ['Empanada', '2500', true],
          ['Arepa', '3000', true],
        ],
      },
      {
        name: 'Platos fuertes',
        products: [
          ['Bandeja paisa', '12000', true],
          // No price was read: kept without one (null, never 0) and still available.
          ['Pesca del día', null, true],
        ],
      },
      { name: 'Postres', products: [['Crêpe', '12.5', true]] },
    ])
    const [empanada] = (await owner.call('GET', `/api/catalogues/${created.json().id}/products`)).json()
    expect(empanada.description).toBe('de pipián')
  })

  it('makes a set menu of a menú del día read with its courses, ready for Menú de hoy', async () => {
    const owner = await newOwner()
    const dayMenu = {
      restaurantName: 'Casa Pepa',
      currency: '',
      sections: [
        {
          name: 'Menú del día',
          items: [
            {
              name: 'Menú del día',
              price: '12,50 €',
              description: '',
              includes: ['Pan', 'Bebida'],
              courses: [
                { name: 'Primeros', choices: [{ name: 'Lentejas' }, { name: 'Ensalada mixta' }] },
                { name: 'Segundos', choices: [{ name: 'Merluza', allergens: ['pescado'] }] },
              ],
            },
          ],
        },
      ],
    }
    const created = await owner.call('POST', '/api/catalogues/from-menu', dayMenu)
    expect(created.statusCode, created.body).toBe(201)
    const [menu] = (await owner.call('GET', `/api/catalogues/${created.json().id}/products`)).json()
    expect(menu).toMatchObject({ kind: 'menu', price: '12.5', includes: ['Pan', 'Bebida'] })
    expect(menu.courses[1]).toMatchObject({
      id: expect.any(String),
      name: 'Segundos',
      choices: [{ id: expect.any(String), name: 'Merluza', allergens: ['pescado'], productId: null }],
    })
    expect((await owner.call('GET', `/api/products/${menu.id}/today`)).statusCode).toBe(200)
  })

  it('gives a new business the template’s design without taking the restaurant’s name as its own', async () => {
    const owner = await newOwner()
    const first = (await owner.call('POST', '/api/catalogues/from-menu', fonda)).json()
    // The design's name is empty, so the public menu shows the business's own name (decision 015).
    expect((await owner.call('GET', `/api/catalogues/${first.id}/design`)).json()).toEqual(
      getTemplateDesign('clasico'),
    )

    const nameless = await owner.call('POST', '/api/catalogues/from-menu', { ...fonda, restaurantName: ' ' })
    // Only a business's first catalogue is made active.
    expect(nameless.json()).toMatchObject({ nombre: 'Mi menú', activo: false })
  })

  it('takes the current design by default, or a fresh template that keeps the business’s name', async () => {
    const owner = await newOwner()
    const active = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    const own = { businessName: 'Casa Dueña', titleColour: '#123456', slogan: 'Desde 1990' }
    expect((await owner.call('PUT', `/api/catalogues/${active.id}/design`, own)).statusCode).toBe(200)
    const current = (await owner.call('GET', `/api/catalogues/${active.id}/design`)).json()

    const copied = (await owner.call('POST', '/api/catalogues/from-menu', fonda)).json()
    expect(copied).toMatchObject({ template: 'moderno', activo: false })
    expect((await owner.call('GET', `/api/catalogues/${copied.id}/design`)).json()).toEqual(current)

    const fresh = await owner.call('POST', '/api/catalogues/from-menu', { ...fonda, design: 'template' })
    expect(fresh.json()).toMatchObject({ template: 'clasico' })
    expect((await owner.call('GET', `/api/catalogues/${fresh.json().id}/design`)).json()).toEqual({
      ...getTemplateDesign('clasico'),
      businessName: 'Casa Dueña',
    })
    const unknown = await owner.call('POST', '/api/catalogues/from-menu', { ...fonda, design: 'menu' })
    expect(unknown.statusCode).toBe(400)
  })

  it('never renames the business when its imported catalogue is activated', async () => {
    const owner = await newOwner()
    const slug: string = (await owner.call('GET', '/api/me')).json().user.business.slug
    const businessName: string = (await owner.call('GET', '/api/me')).json().user.business.name
    await owner.call('POST', '/api/catalogues', { template: 'moderno' })
    for (const design of ['current', 'template']) {
      const imported = (await owner.call('POST', '/api/catalogues/from-menu', { ...fonda, design })).json()
      const activated = await owner.call('POST', `/api/catalogues/${imported.id}/activate`)
      expect(activated.json()).toMatchObject({ id: imported.id, activo: true })
      const page = (await app.inject({ method: 'GET', url: `/m/${slug}` })).body
      expect(page).toContain(`<title>${businessName}</title>`)
      expect(page).not.toContain('La Fonda')
      expect(page).toContain('Consultar precio')
      expect(page).not.toContain('$0')
      expect((await owner.call('GET', '/api/me')).json().user.business.name).toBe(businessName)
    }
  })

  it('makes one catalogue of a menu sent twice with the same Idempotency-Key, even at once', async () => {
    const owner = await newOwner()
    const key = { 'idempotency-key': crypto.randomUUID() }
    const [first, second] = await Promise.all([
      owner.call('POST', '/api/catalogues/from-menu', fonda, key),
      owner.call('POST', '/api/catalogues/from-menu', fonda, key),
    ])
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(second.json().id).toBe(first.json().id)
    const retried = await owner.call('POST', '/api/catalogues/from-menu', fonda, key)
    expect(retried.json().id).toBe(first.json().id)
    expect((await owner.call('GET', '/api/catalogues')).json()).toHaveLength(1)
    expect(await owner.contents(first.json().id)).toHaveLength(3)

    // The key is this business's: another owner's menu with the same key is their own catalogue.
    const other = await newOwner()
    const theirs = await other.call('POST', '/api/catalogues/from-menu', fonda, key)
    expect(theirs.json().id).not.toBe(first.json().id)
    // Another key (another kept menu) is another catalogue; a malformed key is refused.
    const another = await owner.call('POST', '/api/catalogues/from-menu', fonda, {
      'idempotency-key': crypto.randomUUID(),
    })
    expect(another.json().id).not.toBe(first.json().id)
    const malformed = await owner.call('POST', '/api/catalogues/from-menu', fonda, { 'idempotency-key': 'x' })
    expect(malformed.statusCode).toBe(400)
  })

  it('refuses a menu without sections, an item without a name and a malformed body, writing nothing', async () => {
    const owner = await newOwner()
    const post = (body: object) => owner.call('POST', '/api/catalogues/from-menu', body)
    const noSections = await post({ ...fonda, sections: [] })
    expect(noSections.statusCode).toBe(400)
    expect(noSections.json().error.code).toBe('validation_failed')
    const nameless = { ...fonda, sections: [{ name: 'Entradas', items: [item(' ', '$2.500')] }] }
    expect((await post(nameless)).statusCode).toBe(400)
    expect((await post({ restaurantName: 'X' })).statusCode).toBe(400)
    expect((await owner.call('GET', '/api/catalogues')).json()).toEqual([])
  })

  it("keeps the sizes read as the product's variants, labels and prices in printed order", async () => {
    const owner = await newOwner()
    const pizzas: ReviewedMenuInput = {
      restaurantName: 'Pizzería',
      currency: 'EUR',
      sections: [
        {
          name: 'Pizzas',
          items: [
            {
              ...item('Margarita', '8,50'),
              variants: [
                { label: 'Pequeña', price: '8,50' },
                { label: 'Mediana', price: '12,00' },
                { label: 'Familiar', price: '15,50' },
              ],
            },
            item('Calzone', '11'),
            {
              ...item('Napolitana', '9,00'),
              variants: [
                { label: 'pequeña', price: '9,00' },
                { label: 'Familiar', price: '16,00' },
              ],
            },
          ],
        },
      ],
    }
    const created = await owner.call('POST', '/api/catalogues/from-menu', pizzas)
    expect(created.statusCode).toBe(201)
    const [margarita, calzone] = (
      await owner.call('GET', `/api/catalogues/${created.json().id}/products`)
    ).json()
    expect(margarita).toMatchObject({ name: 'Margarita', price: '8.5', specialPrice: null, optionGroups: [] })
    expect(
      margarita.variants.map(({ label, price }: { label: string; price: string }) => [label, price]),
    ).toEqual([
      ['Pequeña', '8.5'],
      ['Mediana', '12'],
      ['Familiar', '15.5'],
    ])
    expect(new Set(margarita.variants.map((variant: { id: string }) => variant.id)).size).toBe(3)
    expect(calzone.variants).toEqual([
      { id: expect.any(String), label: '', price: '11', specialPrice: null, translations: {} },
    ])
    // The size table on paper becomes the category's shared sizes, so the public menu prints it as a table.
    const [category] = (await owner.call('GET', `/api/catalogues/${created.json().id}/categories`)).json()
    expect(category.variantLabels).toEqual(['Pequeña', 'Mediana', 'Familiar'])
  })

  it('keeps the allergens and the English read from the menu on its products and categories', async () => {
    const owner = await newOwner()
    const bilingual: ReviewedMenuInput = {
      restaurantName: 'Mesón',
      currency: 'EUR',
      sections: [
        {
          name: 'Raciones',
          translations: { en: { name: 'Portions' } },
          items: [
            {
              ...item('Croquetas', '8,50', 'de jamón'),
              allergens: ['lacteos', 'gluten'],
              allergenTraces: ['frutos-de-cascara'],
              translations: { en: { name: 'Croquettes', description: 'with ham' } },
            },
            item('Pan', '1,50'),
          ],
        },
      ],
    }
    const created = await owner.call('POST', '/api/catalogues/from-menu', bilingual)
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const [croquetas, pan] = (await owner.call('GET', `/api/catalogues/${id}/products`)).json()
    expect(croquetas).toMatchObject({
      allergens: ['gluten', 'lacteos'],
      allergenTraces: ['frutos-de-cascara'],
      translations: { en: { name: 'Croquettes', description: 'with ham' } },
    })
    expect(pan).toMatchObject({ allergens: [], allergenTraces: [], translations: {} })
    const [category] = (await owner.call('GET', `/api/catalogues/${id}/categories`)).json()
    expect(category.translations).toEqual({ en: { name: 'Portions' } })
  })

  it('answers 401 without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/catalogues/from-menu', payload: fonda })
    expect(response.statusCode).toBe(401)
  })
})

describe('POST /api/catalogues/:id/menu-import', () => {
  const more: ReviewedMenuInput = {
    restaurantName: 'Otro nombre',
    currency: '',
    sections: [
      { name: 'BEBIDAS', items: [item('Limonada', '$4.000')] },
      { name: 'Postres', items: [item('Tres leches', '$9.500')] },
      { name: 'bebidas', items: [item('Café', '$2.000')] },
    ],
  }

  it('adds items to the categories of the same name and the other sections after the categories', async () => {
    const owner = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'moderno' })).json()
    const [entradas] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: entradas.id,
      name: 'Patacón',
      price: '7000',
    })

    const imported = await owner.call('POST', `/api/catalogues/${catalogue.id}/menu-import`, more)
    expect(imported.statusCode).toBe(200)
    // The catalogue keeps its own name and design.
    expect(imported.json()).toMatchObject({ id: catalogue.id, nombre: 'Catálogo Moderno' })
    expect((await owner.call('GET', `/api/catalogues/${catalogue.id}/design`)).json().businessName).toBe('')

    expect(await owner.contents(catalogue.id)).toEqual([
      { name: 'Entradas', products: [['Patacón', '7000', true]] },
      { name: 'Fuertes', products: [] },
      {
        name: 'Bebidas',
        products: [
          ['Limonada', '4000', true],
          ['Café', '2000', true],
        ],
      },
      { name: 'Postres', products: [['Tres leches', '9500', true]] },
    ])
  })

  it('answers 404 for another business’s catalogue and leaves it as it was', async () => {
    const owner = await newOwner()
    const intruder = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues/from-menu', fonda)).json()
    const before = await owner.contents(catalogue.id)
    const response = await intruder.call('POST', `/api/catalogues/${catalogue.id}/menu-import`, more)
    expect(response.statusCode).toBe(404)
    const unknown = '00000000-0000-4000-8000-000000000000'
    expect((await owner.call('POST', `/api/catalogues/${unknown}/menu-import`, more)).statusCode).toBe(404)
    expect(await owner.contents(catalogue.id)).toEqual(before)
  })

  it('refuses a menu without sections and a bad id', async () => {
    const owner = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues/from-menu', fonda)).json()
    const url = `/api/catalogues/${catalogue.id}/menu-import`
    expect((await owner.call('POST', url, { ...more, sections: [] })).statusCode).toBe(400)
    expect((await owner.call('POST', '/api/catalogues/not-an-id/menu-import', more)).statusCode).toBe(400)
  })
})

describe('a product the database refuses', () => {
  // The reviewed menu's schema keeps such products from the API (a product without a name): the repository is
  // called directly with one, as a failure halfway (a lost connection, a constraint) would leave it.
  const product = (name: string) => ({
    name,
    variants: [{ label: '', price: '3000' }],
    description: '',
    available: true,
    allergens: [],
    allergenTraces: [],
    translations: {},
    kind: 'dish' as const,
    courses: [],
    includes: [],
  })
  const broken = [
    { name: 'Entradas', variantLabels: [], translations: {}, products: [product('Arepa')] },
    { name: 'Postres', variantLabels: [], translations: {}, products: [product(null as unknown as string)] },
  ]

  it('leaves no catalogue, category or product of a new catalogue behind', async () => {
    const owner = await newOwner()
    const values = { businessId: owner.businessId, nombre: 'Roto', template: 'clasico' }
    await expect(
      insertMenuCatalogue(app.database.db, values, getTemplateDesign('clasico'), broken),
    ).rejects.toThrow()
    const db = app.database.db
    expect(await db.select().from(catalogues).where(eq(catalogues.businessId, owner.businessId))).toEqual([])
    expect(await db.select().from(categories).where(eq(categories.businessId, owner.businessId))).toEqual([])
    expect(await db.select().from(products).where(eq(products.businessId, owner.businessId))).toEqual([])
  })

  it('adds nothing to an existing catalogue', async () => {
    const owner = await newOwner()
    const catalogue = (await owner.call('POST', '/api/catalogues/from-menu', fonda)).json()
    const before = await owner.contents(catalogue.id)
    await expect(appendMenu(app.database.db, owner.businessId, catalogue.id, broken)).rejects.toThrow()
    expect(await owner.contents(catalogue.id)).toEqual(before)
  })
})
