import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'

// Set menus, "agotado hoy" and serving hours through the API: a menu's courses round trip with stable ids,
// bad input is refused at its field with nothing saved, the sold-out mark ends at the business's midnight on
// the app's clock, and another business can neither read nor change any of it.

let app: FastifyInstance
// Monday 2026-12-07 at 12:30 in Madrid (UTC+1).
let now = Date.parse('2026-12-07T11:30:00Z')

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

async function ownerInMadrid() {
  const owner = await registerTestOwner(app, 'menus')
  await app.database.db
    .update(businesses)
    .set({ currency: 'EUR', timeZone: 'Europe/Madrid' })
    .where(eq(businesses.id, owner.businessId))
  const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
  const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
  const create = (body: object) =>
    owner.call('POST', `/api/catalogues/${catalogue.id}/products`, { categoryId: category.id, ...body })
  const products = async () => (await owner.call('GET', `/api/catalogues/${catalogue.id}/products`)).json()
  return {
    ...owner,
    catalogueId: catalogue.id as string,
    categoryId: category.id as string,
    create,
    products,
  }
}

const threeCourses = [
  {
    name: 'Primeros',
    choices: [{ name: 'Lentejas estofadas' }, { name: 'Ensalada mixta', allergens: ['huevos'] }],
  },
  { name: 'Segundos', choices: [{ name: 'Merluza a la romana', allergens: ['pescado', 'gluten'] }] },
  {
    name: 'Postre o café',
    choices: [{ name: 'Flan casero', allergens: ['huevos', 'lacteos'] }, { name: 'Café' }],
  },
]

describe('a set menu', () => {
  it('is created with its courses, price and what it includes, each course and choice with an id', async () => {
    const owner = await ownerInMadrid()
    const created = await owner.create({
      name: 'Menú del día',
      kind: 'menu',
      variants: [
        { label: 'Menú', price: '12.50' },
        { label: 'Medio menú', price: '8' },
      ],
      courses: threeCourses,
      includes: ['Pan', 'Bebida'],
    })
    expect(created.statusCode, created.body).toBe(201)
    const menu = created.json()
    expect(menu).toMatchObject({
      kind: 'menu',
      includes: ['Pan', 'Bebida'],
      price: '12.5',
      soldOutUntil: null,
    })
    expect(menu.courses.map((course: { name: string }) => course.name)).toEqual([
      'Primeros',
      'Segundos',
      'Postre o café',
    ])
    expect(menu.courses[2].choices[0]).toEqual({
      id: expect.any(String),
      productId: null,
      name: 'Flan casero',
      description: '',
      allergens: ['huevos', 'lacteos'],
      allergenTraces: [],
      translations: {},
      soldOutUntil: null,
    })

    // Today's dishes change; the ids sent back keep their course and choice.
    const [firsts] = menu.courses
    const changed = await owner.call('PATCH', `/api/products/${menu.id}`, {
      courses: [
        { id: firsts.id, name: 'Primeros', choices: [{ id: firsts.choices[0].id, name: 'Gazpacho' }] },
        ...threeCourses.slice(1),
      ],
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().courses[0]).toMatchObject({
      id: firsts.id,
      choices: [{ id: firsts.choices[0].id, name: 'Gazpacho' }],
    })
  })

  it('offers a dish of the catalogue, and refuses one of another catalogue or business at its field', async () => {
    const owner = await ownerInMadrid()
    const other = await ownerInMadrid()
    const dish = (
      await owner.create({ name: 'Croquetas', price: '6', allergens: ['gluten', 'lacteos'] })
    ).json()
    const foreign = (await other.create({ name: 'Tortilla', price: '5' })).json()
    const withDish = await owner.create({
      name: 'Menú',
      kind: 'menu',
      price: '12',
      courses: [{ name: 'Primeros', choices: [{ productId: dish.id, name: 'Croquetas' }] }],
    })
    expect(withDish.statusCode, withDish.body).toBe(201)
    expect(withDish.json().courses[0].choices[0].productId).toBe(dish.id)

    const before = (await owner.products()).length
    const stolen = await owner.create({
      name: 'Menú',
      kind: 'menu',
      price: '12',
      courses: [
        { name: 'Primeros', choices: [{ name: 'Sopa' }, { productId: foreign.id, name: 'Tortilla' }] },
      ],
    })
    expect(stolen.statusCode).toBe(400)
    expect(stolen.json().error.fields).toEqual({
      'courses.0.choices.1.productId': ['menus.errors.choiceNotInCatalogue'],
    })
    expect((await owner.products()).length).toBe(before)
  })

  it.each([
    [
      'a course with no choices',
      { courses: [{ name: 'Primeros', choices: [] }] },
      'courses.0.choices',
      'menus.errors.choicesRequired',
    ],
    ['a menu without courses', { courses: [] }, 'courses', 'menus.errors.coursesRequired'],
    [
      'a course without a name',
      { courses: [{ name: ' ', choices: [{ name: 'Sopa' }] }] },
      'courses.0.name',
      'menus.errors.courseNameRequired',
    ],
    [
      'a price finer than the currency',
      { price: '12.505', courses: threeCourses },
      'price',
      'products.errors.price',
    ],
  ])('refuses %s at its field and saves nothing', async (_case, body, field, message) => {
    const owner = await ownerInMadrid()
    const before = (await owner.products()).length
    const refused = await owner.create({ name: 'Menú del día', kind: 'menu', price: '12', ...body })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields[field]).toContain(message)
    expect((await owner.products()).length).toBe(before)
  })

  it('refuses courses on a dish, on creation and on change', async () => {
    const owner = await ownerInMadrid()
    const refused = await owner.create({ name: 'Lentejas', price: '6', courses: threeCourses })
    expect(refused.json().error.fields.courses).toEqual(['menus.errors.coursesOfDish'])
    const dish = (await owner.create({ name: 'Lentejas', price: '6' })).json()
    const change = await owner.call('PATCH', `/api/products/${dish.id}`, { courses: threeCourses })
    expect(change.statusCode).toBe(400)
    expect(change.json().error.fields.courses).toEqual(['menus.errors.coursesOfDish'])
    const menu = (
      await owner.create({ name: 'Menú', kind: 'menu', price: '12', courses: threeCourses })
    ).json()
    const emptied = await owner.call('PATCH', `/api/products/${menu.id}`, { courses: [] })
    expect(emptied.json().error.fields.courses).toEqual(['menus.errors.coursesRequired'])
    expect((await owner.products()).find((p: { id: string }) => p.id === menu.id).courses).toHaveLength(3)
  })
})

describe('agotado hoy', () => {
  it('lasts until the business’s midnight, by the app’s clock, and is cleared by a second tap', async () => {
    now = Date.parse('2026-12-07T21:30:00Z') // 22:30 in Madrid
    const owner = await ownerInMadrid()
    const dish = (await owner.create({ name: 'Rabo de toro', price: '18' })).json()
    const marked = await owner.call('PUT', `/api/products/${dish.id}/sold-out`, { soldOut: true })
    expect(marked.statusCode, marked.body).toBe(200)
    // Midnight in Madrid is 23:00Z.
    expect(marked.json().soldOutUntil).toBe('2026-12-07T23:00:00.000Z')
    const cleared = await owner.call('PUT', `/api/products/${dish.id}/sold-out`, { soldOut: false })
    expect(cleared.json().soldOutUntil).toBeNull()
  })

  it('marks one choice of a set menu, and answers 404 for a choice the menu does not have', async () => {
    now = Date.parse('2026-12-07T11:30:00Z')
    const owner = await ownerInMadrid()
    const menu = (
      await owner.create({ name: 'Menú', kind: 'menu', price: '12', courses: threeCourses })
    ).json()
    const flan = menu.courses[2].choices[0]
    const marked = await owner.call('PUT', `/api/products/${menu.id}/sold-out`, {
      soldOut: true,
      choiceId: flan.id,
    })
    expect(marked.statusCode, marked.body).toBe(200)
    expect(marked.json().courses[2].choices[0].soldOutUntil).toBe('2026-12-07T23:00:00.000Z')
    expect(marked.json().soldOutUntil).toBeNull()
    // Editing the day's courses keeps the mark of a choice sent back with its id.
    const kept = await owner.call('PATCH', `/api/products/${menu.id}`, { courses: marked.json().courses })
    expect(kept.json().courses[2].choices[0].soldOutUntil).toBe('2026-12-07T23:00:00.000Z')
    const unknown = await owner.call('PUT', `/api/products/${menu.id}/sold-out`, {
      soldOut: true,
      choiceId: '00000000-0000-4000-8000-000000000000',
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('is refused on another business’s product, which stays as it was', async () => {
    const owner = await ownerInMadrid()
    const stranger = await ownerInMadrid()
    const dish = (await owner.create({ name: 'Pulpo', price: '20' })).json()
    const attempt = await stranger.call('PUT', `/api/products/${dish.id}/sold-out`, { soldOut: true })
    expect(attempt.statusCode).toBe(404)
    expect((await owner.products())[0].soldOutUntil).toBeNull()
  })
})

describe('serving hours', () => {
  const lunch = {
    windows: [{ dias: [1, 2, 3, 4, 5], desde: '13:00', hasta: '16:00' }],
    dates: [],
    hideWhenClosed: true,
  }

  it('round-trip on products and categories, and default to always', async () => {
    const owner = await ownerInMadrid()
    const dish = (await owner.create({ name: 'Cocido', price: '14', availability: lunch })).json()
    expect(dish.availability).toEqual(lunch)
    expect((await owner.create({ name: 'Agua', price: '1' })).json().availability).toEqual({
      windows: [],
      dates: [],
      hideWhenClosed: false,
    })
    const category = await owner.call('PATCH', `/api/categories/${owner.categoryId}`, {
      availability: { dates: [{ from: '2026-06-01', to: '2026-09-30' }] },
    })
    expect(category.statusCode, category.body).toBe(200)
    expect(category.json().availability).toEqual({
      windows: [],
      dates: [{ from: '2026-06-01', to: '2026-09-30' }],
      hideWhenClosed: false,
    })
  })

  it('refuse a date range that ends before it starts, and a window that opens and closes at once', async () => {
    const owner = await ownerInMadrid()
    const backwards = await owner.call('PATCH', `/api/categories/${owner.categoryId}`, {
      availability: { dates: [{ from: '2026-09-30', to: '2026-06-01' }] },
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().error.fields['availability.dates.0.to']).toEqual([
      'availability.errors.rangeOrder',
    ])
    const empty = await owner.create({
      name: 'Cocido',
      price: '14',
      availability: { windows: [{ dias: [1], desde: '13:00', hasta: '13:00' }] },
    })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.fields['availability.windows.0.hasta']).toEqual([
      'promotions.errors.windowEmpty',
    ])
  })
})
