import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { menuViewCounts } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { postPromotion } from '../promotions/test-promotions.ts'
import {
  createMenuOwner,
  estimateDiners,
  type MenuOwner,
  NAVIGATION,
  newAddress,
  openMenu,
  openServedMenu,
  PHONE,
  readReport,
  sendBeacon,
  sendTakenBeacon,
  today,
} from './test-visits.ts'

/** VISIT_RATE_LIMIT's default, which the test app runs with. */
const COUNTED_PER_MINUTE = loadConfig({}).visitRateLimit

let app: FastifyInstance
let owner: MenuOwner

beforeAll(async () => {
  app = await createTestApp()
  owner = await createMenuOwner(app)
})
afterAll(async () => {
  await app.close()
})

let loads = 0
/** A new page load's random id, as the page makes one. */
const newLoad = () => `load${++loads}`

type Diner = { address: string; userAgent: string }
const newDiners = (count: number): Diner[] =>
  Array.from({ length: count }, () => ({ address: newAddress(), userAgent: PHONE }))

/**
 * Today's views of the owner's report, and its visitors: the estimate of these diners' own sketch (their
 * number, but for two hashes sharing a register about once in a few thousand runs).
 */
async function expectCounted(owner: MenuOwner, views: object, diners: Diner[]) {
  const counted = today(await readReport(owner))
  expect(counted).toMatchObject(views)
  expect(counted?.visitors).toBe(await estimateDiners(app, owner.businessId, counted!.day, diners))
}

describe('views of GET /m/:slug', () => {
  it('counts each person opening the menu, by its source: the QR code, a link (other) and direct', async () => {
    const fresh = await createMenuOwner(app, 'sources')
    const [first, second, third, fourth] = newDiners(4)
    await openServedMenu(app, fresh.slug, '?src=qr', first)
    await openServedMenu(app, fresh.slug, '?src=qr&lang=en', second)
    await openServedMenu(app, fresh.slug, '', {
      ...third,
      headers: { referer: 'https://www.instagram.com/' },
    })
    await openServedMenu(app, fresh.slug, '', fourth)
    await expectCounted(fresh, { qr: 2, direct: 1, other: 1 }, [first!, second!, third!, fourth!])
  })

  it('counts a set menu’s day page, the link its owner shares, as an opening of the menu', async () => {
    const fresh = await createMenuOwner(app, 'day-menu')
    const [catalogue] = (await fresh.call('GET', '/api/catalogues')).json()
    const [category] = (await fresh.call('GET', `/api/catalogues/${catalogue.id}/categories`)).json()
    const menu = (
      await fresh.call('POST', `/api/catalogues/${catalogue.id}/products`, {
        categoryId: category.id,
        kind: 'menu',
        name: 'Menú del día',
        price: '15000',
        courses: [{ name: 'Sopa', choices: [{ name: 'Ajiaco' }] }],
      })
    ).json()
    const [diner] = newDiners(1)
    await openServedMenu(app, fresh.slug, `/menu-del-dia/${menu.id}`, {
      ...diner,
      headers: { referer: 'https://web.whatsapp.com/' },
    })
    await expectCounted(fresh, { other: 1 }, [diner!])
  })

  it('counts no view for what is not a person opening the page anew', async () => {
    const fresh = await createMenuOwner(app, 'not-views')
    const menu = `http://localhost:80/m/${fresh.slug}`
    const notViews: { query?: string; headers: Record<string, string | undefined> }[] = [
      // Link previews, crawlers and scripts fetch the address without a browser's Fetch Metadata.
      { headers: { 'sec-fetch-mode': undefined, 'sec-fetch-dest': undefined } },
      { headers: { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' } },
      // Shown in another site's frame, prefetched or prerendered: maybe never looked at.
      { headers: { 'sec-fetch-dest': 'iframe' } },
      { headers: { 'sec-purpose': 'prefetch' } },
      { headers: { 'sec-purpose': 'prefetch;prerender' } },
      // A reload, and the menu opened from itself (its language link, its allergen filter, the booking page).
      { headers: { 'cache-control': 'max-age=0' } },
      { query: '?lang=en', headers: { referer: `${menu}?src=qr` } },
      { query: '?sin=gluten', headers: { referer: menu } },
      { headers: { referer: `${menu}/reservar` } },
      // A crawler that runs pages as a browser does, a link preview, and a browser with no name.
      {
        headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      },
      { headers: { 'user-agent': 'WhatsApp/2.24.1 A' } },
      { headers: { 'user-agent': '' } },
    ]
    for (const { query, headers } of notViews) await openServedMenu(app, fresh.slug, query, { headers })
    expect(
      (await app.inject({ method: 'HEAD', url: `/m/${fresh.slug}`, headers: NAVIGATION })).statusCode,
    ).toBe(200)
    // Another menu of the same server as the referrer is another site's link; a CUBOT phone is a phone.
    const [linked] = newDiners(1)
    await openServedMenu(app, fresh.slug, '', { ...linked, headers: { referer: `${menu}-2` } })
    const cubot = {
      address: newAddress(),
      userAgent:
        'Mozilla/5.0 (Linux; Android 12; CUBOT X50) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    }
    await openServedMenu(app, fresh.slug, '?src=qr', cubot)
    await expectCounted(fresh, { qr: 1, direct: 0, other: 1 }, [linked!, cubot])
  })

  it('counts a page answered 304 (a diner opening the menu again) as a view too', async () => {
    const fresh = await createMenuOwner(app, 'revalidated')
    const first = await openMenu(app, fresh.slug, '?src=qr')
    const again = await openMenu(app, fresh.slug, '?src=qr', {
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(today(await readReport(fresh))).toMatchObject({ qr: 2 })
  })

  it('counts different visitors of a day: one address and browser is one visitor, however many views', async () => {
    const fresh = await createMenuOwner(app, 'visitors')
    const [phone, otherPhone] = newDiners(2)
    const otherBrowser = { ...phone!, userAgent: `${PHONE} Otro` }
    await openServedMenu(app, fresh.slug, '?src=qr', phone)
    await openServedMenu(app, fresh.slug, '', phone)
    await openServedMenu(app, fresh.slug, '?src=qr', otherBrowser)
    await openServedMenu(app, fresh.slug, '?src=qr', otherPhone)
    // Three diners, not four views.
    await expectCounted(fresh, { qr: 3, direct: 1 }, [phone!, otherBrowser, otherPhone!])
  })

  it('counts a menu’s visits for its business only: another owner never sees them', async () => {
    const first = await createMenuOwner(app, 'isolation-a')
    const second = await createMenuOwner(app, 'isolation-b')
    await openServedMenu(app, first.slug, '?src=qr')
    await sendTakenBeacon(app, { m: first.slug, v: newLoad(), c: [first.categories[0]!.id] })
    // A's category named on B's menu counts nowhere.
    await sendTakenBeacon(app, { m: second.slug, v: newLoad(), c: [first.categories[0]!.id] })

    expect(today(await readReport(first))).toMatchObject({ qr: 1, visitors: 1 })
    expect((await readReport(first)).categories).toHaveLength(1)
    const seen = await readReport(second)
    expect(seen.days.every((day) => day.qr + day.direct + day.other + day.visitors === 0)).toBe(true)
    expect(seen.categories).toEqual([])
    const signedOut = await app.inject({ method: 'GET', url: '/api/visits' })
    expect(signedOut.statusCode).toBe(401)
  })

  it(`counts ${COUNTED_PER_MINUTE} views a minute from one address, and still serves the page past them`, async () => {
    const fresh = await createMenuOwner(app, 'view-limit')
    const [busy, other] = newDiners(2)
    for (let opened = 0; opened <= COUNTED_PER_MINUTE; opened++) {
      await openServedMenu(app, fresh.slug, '?src=qr', busy)
    }
    await openServedMenu(app, fresh.slug, '?src=qr', other)
    await expectCounted(fresh, { qr: COUNTED_PER_MINUTE + 1 }, [busy!, other!])
  })
})

describe('POST /api/public/visits', () => {
  it('counts each category opened and card seen once per load, and only the menu’s own', async () => {
    const owner = await createMenuOwner(app, 'opened')
    const promotion = await postPromotion(owner, {
      catalogueId: owner.catalogueId,
      tipo: 'normal',
      nombre: 'Menú del día',
      precioNormal: '15000',
    })
    expect(promotion.statusCode, promotion.body).toBe(201)
    const promotionId = promotion.json().promotion.id as string
    const [entradas, fuertes] = owner.categories
    const load = newLoad()
    await sendTakenBeacon(app, { m: owner.slug, v: load, c: [entradas!.id, fuertes!.id], p: [promotionId] })
    // The same load's beacon again (sent twice, or retried): nothing more.
    await sendTakenBeacon(app, { m: owner.slug, v: load, c: [entradas!.id], p: [promotionId] })
    await sendTakenBeacon(app, { m: owner.slug, v: newLoad(), c: [entradas!.id] })
    // Ids the menu does not have (made up, or another business's) are not counted at all.
    const other = await createMenuOwner(app, 'visits-other')
    await sendTakenBeacon(app, { m: owner.slug, v: newLoad(), c: [randomUUID(), other.categories[0]!.id] })

    const report = await readReport(owner)
    expect(report.categories).toEqual([
      { id: entradas!.id, name: entradas!.name, views: 2 },
      { id: fuertes!.id, name: fuertes!.name, views: 1 },
    ])
    expect(report.promotions).toEqual([{ id: promotionId, name: 'Menú del día', views: 1 }])
    // A beacon is no view: views come from the page's own request.
    expect(today(report)).toMatchObject({ qr: 0, direct: 0, other: 0, visitors: 0 })
    const keys = await app.database.db
      .select({ key: menuViewCounts.key })
      .from(menuViewCounts)
      .where(and(eq(menuViewCounts.businessId, owner.businessId), eq(menuViewCounts.kind, 'category')))
    expect(keys.map((row) => row.key).sort()).toEqual([entradas!.id, fuertes!.id].sort())
  })

  it('counts nothing for crawlers, an unknown menu or a browser with no name, and still answers 204', async () => {
    const fresh = await createMenuOwner(app, 'crawlers')
    const category = [fresh.categories[0]!.id]
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    await sendTakenBeacon(app, { m: fresh.slug, v: newLoad(), c: category }, { userAgent: googlebot })
    await sendTakenBeacon(app, { m: fresh.slug, v: newLoad(), c: category }, { userAgent: '' })
    await sendTakenBeacon(app, { m: 'no-existe', v: newLoad(), c: category })
    await sendTakenBeacon(app, { m: fresh.slug, v: newLoad(), c: category })
    expect((await readReport(fresh)).categories.map((opened) => opened.views)).toEqual([1])
  })

  it('refuses what is not a beacon with 400, as JSON or as text', async () => {
    const bad = [
      { m: owner.slug, v: newLoad(), s: 'qr' },
      { m: owner.slug, v: 'NOT-AN-ID', c: [] },
      { m: owner.slug, v: newLoad(), c: ['entradas'] },
      { m: owner.slug, v: newLoad(), c: [], ip: '10.0.0.1' },
    ]
    for (const body of bad) expect((await sendBeacon(app, body)).statusCode).toBe(400)
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/public/visits',
      payload: 'hola',
      headers: { 'content-type': 'text/plain' },
    })
    expect(notJson.statusCode).toBe(400)
    const asJson = await app.inject({
      method: 'POST',
      url: '/api/public/visits',
      payload: { m: owner.slug, v: newLoad(), c: [] },
      headers: { 'user-agent': PHONE },
    })
    expect(asJson.statusCode).toBe(204)
  })

  it(`takes ${COUNTED_PER_MINUTE} beacons a minute from one address, then answers 429 with the wait`, async () => {
    const fresh = await createMenuOwner(app, 'limit')
    const address = newAddress()
    const category = [fresh.categories[0]!.id]
    for (let sent = 0; sent < COUNTED_PER_MINUTE; sent++) {
      await sendTakenBeacon(app, { m: fresh.slug, v: newLoad(), c: category }, { address })
    }
    const limited = await sendBeacon(app, { m: fresh.slug, v: newLoad(), c: category }, { address })
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    await sendTakenBeacon(app, { m: fresh.slug, v: newLoad(), c: category })
    expect((await readReport(fresh)).categories.map((opened) => opened.views)).toEqual([
      COUNTED_PER_MINUTE + 1,
    ])
  })
})
