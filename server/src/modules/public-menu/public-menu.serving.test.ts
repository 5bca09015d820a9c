import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { newOwner } from './test-menu.ts'

// The diner's menu on the business's clock: a set menu served Monday to Friday 13:00–16:00 in Madrid, a dish
// sold out until midnight, a breakfast category; the cached page turns at each edge with no write in
// between. The app's clock is moved instead of waiting.

let app: FastifyInstance
let now = Date.parse('2026-12-07T11:00:00Z') // Monday 12:00 in Madrid

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

const page = async (slug: string, query = '') =>
  (await app.inject({ method: 'GET', url: `/m/${slug}${query}` })).body
const at = (iso: string) => {
  now = Date.parse(iso)
}
/** The card of the dish named `name` (in the page's language or the menu's own): its article. */
const cardOf = (body: string, name: string) => {
  const end = body.search(new RegExp(`<h3>(<span lang="es">)?${name}<`))
  if (end < 0) return undefined
  return body.slice(body.lastIndexOf('<article', end), body.indexOf('</article>', end))
}

const lunch = { windows: [{ dias: [1, 2, 3, 4, 5], desde: '13:00', hasta: '16:00' }], hideWhenClosed: true }
const courses = [
  { name: 'Primeros', choices: [{ name: 'Lentejas' }, { name: 'Ensalada', allergens: ['huevos'] }] },
  { name: 'Segundos', choices: [{ name: 'Merluza', allergens: ['pescado'] }, { name: 'Pollo asado' }] },
  { name: 'Postre o café', choices: [{ name: 'Flan', allergens: ['huevos', 'lacteos'] }, { name: 'Café' }] },
]

async function madridOwner() {
  const owner = await newOwner(app, 'Casa', 'ES')
  const menu = await owner.addProduct({
    name: 'Menú del día',
    kind: 'menu',
    price: '12.50',
    courses,
    includes: ['Pan', 'Bebida'],
    availability: lunch,
  })
  await owner.addProduct({ name: 'Croquetas', price: '7' })
  return { ...owner, menu }
}

describe('a set menu served on weekdays 13:00–16:00 in Madrid', () => {
  it('says when it opens, shows its courses while served, and is gone after, each edge turning the cached page', async () => {
    at('2026-12-07T11:00:00Z') // 12:00
    const owner = await madridOwner()
    const before = await page(owner.slug)
    expect(cardOf(before, 'Menú del día')).toContain('Desde las 13:00')
    // What is served now comes first, before the owner's order.
    expect(before.indexOf('Croquetas</h3>')).toBeLessThan(before.indexOf('Menú del día</h3>'))

    at('2026-12-07T12:00:00Z') // 13:00, no write in between
    const during = await page(owner.slug)
    const card = cardOf(during, 'Menú del día')!
    expect(card).not.toContain('Desde las')
    expect(card).toContain('<p class="inc">Incluye: Pan, Bebida</p>')
    expect(card).toMatch(/<h4>Primeros<\/h4><ul class="ch"><li><span class="cn">Lentejas<\/span>/)
    expect(card).toContain('<h4>Postre o café</h4>')
    // Both served: the owner's order again.
    expect(during.indexOf('Menú del día</h3>')).toBeLessThan(during.indexOf('Croquetas</h3>'))

    at('2026-12-07T15:00:00Z') // 16:00: over for the day, and its owner hides it then
    expect(cardOf(await page(owner.slug), 'Menú del día')).toBeUndefined()
    at('2026-12-12T12:00:00Z') // Saturday 13:00
    expect(cardOf(await page(owner.slug), 'Menú del día')).toBeUndefined()
    at('2026-12-14T12:30:00Z') // Monday again
    expect(cardOf(await page(owner.slug), 'Menú del día')).toBeDefined()
  })

  it('keeps its local hours across the spring clock change', async () => {
    at('2026-03-30T10:59:00Z') // Monday 12:59 in summer time (UTC+2)
    const owner = await madridOwner()
    expect(cardOf(await page(owner.slug), 'Menú del día')).toContain('Desde las 13:00')
    at('2026-03-30T11:00:00Z')
    expect(cardOf(await page(owner.slug), 'Menú del día')).not.toContain('Desde las')
  })

  it('is hidden by the allergen filter only when a course leaves nothing to choose', async () => {
    at('2026-12-07T12:30:00Z')
    const owner = await madridOwner()
    // Eggs can be avoided (lentils, then coffee); fish too (chicken).
    const withoutEggs = await page(owner.slug, '?sin=huevos')
    expect(withoutEggs).toMatch(/<article class="p card sm" data-t="" data-a="" data-r="">/)
    await owner.call('PATCH', `/api/products/${owner.menu.id}`, {
      courses: [
        courses[0],
        { name: 'Segundos', choices: [{ name: 'Merluza', allergens: ['pescado'] }] },
        courses[2],
      ],
    })
    const withoutFish = await page(owner.slug, '?sin=pescado')
    expect(withoutFish).toMatch(/<article class="p card sm" data-t="" data-a="pescado" data-r="" hidden>/)
  })
})

describe('hours that run past midnight', () => {
  it('serves Friday night’s drinks until 02:00 on Saturday, the night the clocks go back included', async () => {
    // Friday 2026-10-23, 23:30 in Madrid (UTC+2).
    at('2026-10-23T21:30:00Z')
    const owner = await newOwner(app, 'Bar', 'ES')
    await owner.addProduct({
      name: 'Gin tonic',
      price: '9',
      availability: { windows: [{ dias: [5, 6], desde: '22:00', hasta: '02:00' }], hideWhenClosed: true },
    })
    await owner.addProduct({ name: 'Agua', price: '2' })
    expect(cardOf(await page(owner.slug), 'Gin tonic')).toBeDefined()
    at('2026-10-23T23:59:00Z') // Saturday 01:59, still Friday's night
    expect(cardOf(await page(owner.slug), 'Gin tonic')).toBeDefined()
    at('2026-10-24T00:00:00Z') // 02:00: over until Saturday 22:00, which comes later the same day
    expect(cardOf(await page(owner.slug), 'Gin tonic')).toContain('Desde las 22:00')
    // Saturday night into Sunday 2026-10-25, when 03:00 CEST becomes 02:00 CET: closed at the first 02:00.
    at('2026-10-24T23:30:00Z') // Sunday 01:30 CEST
    expect(cardOf(await page(owner.slug), 'Gin tonic')).toBeDefined()
    at('2026-10-25T00:00:00Z') // 02:00 CEST, the first time the clock reads 02:00
    expect(cardOf(await page(owner.slug), 'Gin tonic')).toBeUndefined()
  })
})

describe('agotado hoy on the diner’s menu', () => {
  it('greys a dish until the business’s midnight and brings it back after, with no write', async () => {
    at('2026-12-07T20:00:00Z') // 21:00 in Madrid
    const owner = await madridOwner()
    const dish = await owner.addProduct({ name: 'Rabo de toro', price: '18' })
    await owner.call('PUT', `/api/products/${dish.id}/sold-out`, { soldOut: true })
    const card = cardOf(await page(owner.slug), 'Rabo de toro')!
    expect(card).toContain('class="p card off so"')
    expect(card).toContain('<li class="x">Agotado hoy</li>')
    expect(cardOf(await page(owner.slug, '?lang=en'), 'Rabo de toro')).toContain('Sold out today')
    at('2026-12-07T22:59:59Z')
    expect(cardOf(await page(owner.slug), 'Rabo de toro')).toContain('Agotado hoy')
    at('2026-12-07T23:00:00Z') // midnight in Madrid
    const back = cardOf(await page(owner.slug), 'Rabo de toro')!
    expect(back).not.toContain('Agotado hoy')
    expect(back).toContain('class="p card"')
  })

  it('strikes one choice of the set menu, and a catalogue dish sold out in every menu that offers it', async () => {
    at('2026-12-07T12:30:00Z')
    const owner = await madridOwner()
    const flan = owner.menu.courses[2].choices[0]
    await owner.call('PUT', `/api/products/${owner.menu.id}/sold-out`, { soldOut: true, choiceId: flan.id })
    const card = cardOf(await page(owner.slug), 'Menú del día')!
    expect(card).toContain('<li class="so"><span class="cn">Flan</span> <span class="xo">Agotado hoy</span>')
    expect(card).not.toContain('class="p card off')

    const stew = await owner.addProduct({ name: 'Cocido madrileño', price: '14', allergens: ['apio'] })
    await owner.call('PATCH', `/api/products/${owner.menu.id}`, {
      courses: [...courses, { name: 'Especial', choices: [{ productId: stew.id, name: 'Cocido' }] }],
    })
    await owner.call('PUT', `/api/products/${stew.id}/sold-out`, { soldOut: true })
    const linked = cardOf(await page(owner.slug), 'Menú del día')!
    // The catalogue's dish as it is now: its own name and allergens, and its mark.
    expect(linked).toMatch(
      /<li class="so"><span class="cn">Cocido madrileño<\/span> <span class="xo">Agotado hoy<\/span><ul class="al"/,
    )
  })
})

describe('the allergen table', () => {
  it('lists each choice of a set menu under the menu’s and the course’s names', async () => {
    at('2026-12-07T12:30:00Z')
    const owner = await madridOwner()
    const table = await page(owner.slug, '/alergenos')
    expect(table).toContain('<th scope="row">Menú del día · Postre o café: Flan</th>')
  })
})
