import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { businesses } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'

// "Menú de hoy": today's courses published in one request, the diner's menu showing them at once, each day
// kept under the business's date as the history to reuse (and in the account's download), a second publish
// the same day replacing that day's; a dish or another business's menu answers 404.

let app: FastifyInstance
let now = Date.parse('2026-12-07T09:00:00Z') // Monday 10:00 in Madrid

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

async function ownerWithMenu() {
  const owner = await registerTestOwner(app, 'today')
  await app.database.db
    .update(businesses)
    .set({ currency: 'EUR', timeZone: 'Europe/Madrid' })
    .where(eq(businesses.id, owner.businessId))
  const catalogue = (await owner.call('POST', '/api/catalogues', { template: 'clasico' })).json()
  await owner.call('POST', `/api/catalogues/${catalogue.id}/activate`)
  const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
  const menu = (
    await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
      categoryId: category.id,
      kind: 'menu',
      name: 'Menú del día',
      price: '12.50',
      courses: [
        { name: 'Primeros', choices: [{ name: 'Lentejas' }] },
        { name: 'Segundos', choices: [{ name: 'Merluza' }] },
      ],
    })
  ).json()
  return { ...owner, menu }
}

const day = (firsts: string[], seconds: string[]) => ({
  courses: [
    { name: 'Primeros', choices: firsts.map((name) => ({ name })) },
    { name: 'Segundos', choices: seconds.map((name) => ({ name })) },
  ],
})
const names = (courses: { choices: { name: string }[] }[]) =>
  courses.map((course) => course.choices.map((choice) => choice.name))

describe('today’s menu', () => {
  it('publishes the day’s courses at once and keeps each day as history, newest first', async () => {
    now = Date.parse('2026-12-07T09:00:00Z')
    const owner = await ownerWithMenu()
    const opened = await owner.call('GET', `/api/products/${owner.menu.id}/today`)
    expect(opened.statusCode, opened.body).toBe(200)
    expect(opened.json()).toMatchObject({ businessDay: '2026-12-07', history: [] })

    const monday = await owner.call(
      'PUT',
      `/api/products/${owner.menu.id}/today`,
      day(['Gazpacho'], ['Pollo']),
    )
    expect(monday.statusCode, monday.body).toBe(200)
    expect(names(monday.json().menu.courses)).toEqual([['Gazpacho'], ['Pollo']])
    // Published means on the diner's page at once.
    const slug = (await owner.call('GET', '/api/me')).json().user.business.slug
    const page = await app.inject({ method: 'GET', url: `/m/${slug}` })
    expect(page.body).toContain('<span class="cn">Gazpacho</span>')

    // A second publish the same day replaces that day.
    await owner.call('PUT', `/api/products/${owner.menu.id}/today`, day(['Salmorejo'], ['Pollo']))
    now = Date.parse('2026-12-08T09:00:00Z') // Tuesday
    await owner.call('PUT', `/api/products/${owner.menu.id}/today`, day(['Sopa'], ['Pescado']))
    now = Date.parse('2026-12-09T09:00:00Z') // Wednesday: the editor opens with yesterday's courses
    const wednesday = (await owner.call('GET', `/api/products/${owner.menu.id}/today`)).json()
    expect(wednesday.businessDay).toBe('2026-12-09')
    expect(names(wednesday.menu.courses)).toEqual([['Sopa'], ['Pescado']])
    expect(wednesday.history.map((entry: { businessDay: string }) => entry.businessDay)).toEqual([
      '2026-12-08',
      '2026-12-07',
    ])
    expect(names(wednesday.history[1].courses)).toEqual([['Salmorejo'], ['Pollo']])

    const download = await owner.call('GET', '/api/account/export')
    const files = unzipSync(new Uint8Array(download.rawPayload))
    const exported = JSON.parse(strFromU8(files['menus-del-dia.json'] as Uint8Array))
    expect(exported.map((row: { businessDay: string }) => row.businessDay)).toEqual([
      '2026-12-07',
      '2026-12-08',
    ])
  })

  it('refuses a course without choices at its field and publishes nothing', async () => {
    const owner = await ownerWithMenu()
    const refused = await owner.call('PUT', `/api/products/${owner.menu.id}/today`, {
      courses: [{ name: 'Primeros', choices: [] }],
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields['courses.0.choices']).toEqual(['menus.errors.choicesRequired'])
    const after = (await owner.call('GET', `/api/products/${owner.menu.id}/today`)).json()
    expect(names(after.menu.courses)).toEqual([['Lentejas'], ['Merluza']])
  })

  it('answers 404 for a dish and for another business’s menu, which stays as it was', async () => {
    const owner = await ownerWithMenu()
    const stranger = await ownerWithMenu()
    const attempt = await stranger.call(
      'PUT',
      `/api/products/${owner.menu.id}/today`,
      day(['Robado'], ['Robado']),
    )
    expect(attempt.statusCode).toBe(404)
    expect((await stranger.call('GET', `/api/products/${owner.menu.id}/today`)).statusCode).toBe(404)
    const catalogue = (await owner.call('GET', '/api/catalogues')).json()[0]
    const [category] = (await owner.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    const dish = (
      await owner.call('POST', `/api/catalogues/${catalogue.id}/products`, {
        categoryId: category.id,
        name: 'Croquetas',
        price: '6',
      })
    ).json()
    expect((await owner.call('GET', `/api/products/${dish.id}/today`)).statusCode).toBe(404)
    const kept = (await owner.call('GET', `/api/products/${owner.menu.id}/today`)).json()
    expect(names(kept.menu.courses)).toEqual([['Lentejas'], ['Merluza']])
  })
})
