import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { businesses, users } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

// The sitemap with a page size of 5 addresses, so that a handful of businesses already make an index.

const ORIGIN = 'https://vitrina.example'
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({ publicUrl: ORIGIN }, { sitemapPageSize: 5 })
})
afterAll(async () => {
  await app.close()
})

const open = (url: string) => app.inject({ method: 'GET', url })
const path = (address: string) => address.replace(ORIGIN, '').replaceAll('&amp;', '&')

async function slugOf(owner: TestOwner): Promise<string> {
  const [row] = await app.database.db.select().from(businesses).where(eq(businesses.id, owner.businessId))
  return row!.slug
}

/** An owner with a menu (an active catalogue) and, when asked, public bookings. */
async function ownerWith({ menu = true, bookings = false, isVerified = true } = {}) {
  const owner = await registerTestOwner(app, 'sitemap', { isVerified })
  if (menu)
    expect((await owner.call('POST', '/api/catalogues', { template: 'clasico' })).statusCode).toBe(201)
  if (bookings) {
    const rules = { ...DEFAULT_BOOKING_RULES, reservasPublicas: true }
    expect((await owner.call('PUT', '/api/booking-rules', rules)).statusCode).toBe(200)
  }
  return { owner, slug: await slugOf(owner) }
}

type Url = { loc: string; lastmod: string | undefined; alternates: Record<string, string> }

function urlsOf(xml: string): Url[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url = '']) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(url)?.[1] ?? '',
    lastmod: /<lastmod>(.*?)<\/lastmod>/.exec(url)?.[1],
    alternates: Object.fromEntries(
      [...url.matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/g)].map(
        ([, hreflang = '', href = '']) => [hreflang, href],
      ),
    ),
  }))
}

/** Every address of the sitemap, through its index and lists. */
async function readSitemap(): Promise<{ urls: Url[]; lists: string[] }> {
  const root = await open('/sitemap.xml')
  expect(root.statusCode).toBe(200)
  expect(root.headers['content-type']).toBe('application/xml; charset=utf-8')
  const lists = [...root.body.matchAll(/<sitemap><loc>(.*?)<\/loc>/g)].map(([, loc = '']) => loc)
  if (lists.length === 0) return { urls: urlsOf(root.body), lists }
  expect(root.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const pages = await Promise.all(lists.map((list) => open(path(list))))
  for (const page of pages) {
    expect(page.statusCode).toBe(200)
    expect(urlsOf(page.body).length).toBeLessThanOrEqual(5)
  }
  return { urls: pages.flatMap((page) => urlsOf(page.body)), lists }
}

describe('the sitemap', () => {
  it('lists the landing and every live menu and booking page in both languages, and no other', async () => {
    const menuOnly = await ownerWith()
    const both = await ownerWith({ bookings: true })
    const bookingOnly = await ownerWith({ menu: false, bookings: true })
    const unconfirmed = await ownerWith({ bookings: true, isVerified: false })
    const deleted = await ownerWith()
    await app.database.db.delete(users).where(eq(users.id, deleted.owner.user.id))

    const { urls, lists } = await readSitemap()
    const locs = urls.map((url) => path(url.loc))
    expect(locs.slice(0, 2)).toEqual(['/', '/?lang=en'])
    for (const { slug } of [menuOnly, both]) {
      expect(locs).toContain(`/m/${slug}`)
      expect(locs).toContain(`/m/${slug}?lang=en`)
    }
    for (const { slug } of [both, bookingOnly]) {
      expect(locs).toContain(`/m/${slug}/reservar`)
      expect(locs).toContain(`/m/${slug}/reservar?lang=en`)
    }
    expect(locs).not.toContain(`/m/${menuOnly.slug}/reservar`)
    expect(locs).not.toContain(`/m/${bookingOnly.slug}`)
    expect(locs.some((loc) => loc.includes(unconfirmed.slug))).toBe(false)
    expect(locs.some((loc) => loc.includes(deleted.slug))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)

    // 2 + 4 + 2 + 2 addresses: past 5 it is an index of two lists, and there is no third.
    expect(locs).toHaveLength(10)
    expect(lists).toEqual([`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`])
    expect((await open('/sitemap-3.xml')).statusCode).toBe(404)
    expect((await open('/sitemap-0.xml')).statusCode).toBe(404)
  })

  it('names each page’s versions and last change, as the page itself names them', async () => {
    const { slug } = await ownerWith({ bookings: true })
    const { urls } = await readSitemap()
    const menu = urls.find((url) => url.loc === `${ORIGIN}/m/${slug}`)
    expect(menu?.alternates).toEqual({
      es: `${ORIGIN}/m/${slug}`,
      en: `${ORIGIN}/m/${slug}?lang=en`,
      'x-default': `${ORIGIN}/m/${slug}`,
    })
    expect(menu?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    for (const url of urls.filter((entry) => entry.loc.includes(`/m/${slug}`))) {
      const page = (await open(path(url.loc))).body
      expect(page).toContain(`<link rel="canonical" href="${url.loc.replaceAll('&amp;', '&')}">`)
      expect(page).not.toContain('noindex')
      for (const [hreflang, href] of Object.entries(url.alternates))
        expect(page).toContain(
          `<link rel="alternate" hreflang="${hreflang}" href="${href.replaceAll('&amp;', '&')}">`,
        )
    }
    // A diner's own steps of the booking page stay out of search engines.
    const chosen = await open(`/m/${slug}/reservar?date=2030-01-02&party=2`)
    expect(chosen.body).toContain('<meta name="robots" content="noindex">')
    expect(chosen.body).not.toContain('rel="canonical"')
  })
})

describe('robots.txt', () => {
  it('points crawlers at the sitemap and keeps them out of the API and the dashboard', async () => {
    const robots = await open('/robots.txt')
    expect(robots.statusCode).toBe(200)
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
    expect(robots.body).toContain('Disallow: /api/')
    expect(robots.body).toContain('Disallow: /dashboard')
  })
})
