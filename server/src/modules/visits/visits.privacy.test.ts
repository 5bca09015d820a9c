import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuViewCounts, menuVisitorSketches, visitSalts } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createMenuOwner, openServedMenu, readReport, sendTakenBeacon, today } from './test-visits.ts'
import { VISIT_BEACON_SCRIPT } from './visit-beacon.ts'

// Counting obeys the owner's privacy setting, and keeps nothing that points at a person (decision 052).

let now = Date.parse('2026-06-10T15:00:00Z')
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

const beaconHash = `'sha256-${createHash('sha256').update(VISIT_BEACON_SCRIPT).digest('base64')}'`
const fetchMenu = (slug: string) => app.inject({ method: 'GET', url: `/m/${slug}` })

describe('the privacy setting', () => {
  it('puts the beacon in the page while on; off, the page has none and the beacon counts nothing', async () => {
    const owner = await createMenuOwner(app, 'privacy')
    const counting = await fetchMenu(owner.slug)
    expect(counting.body).toContain(`<script>${VISIT_BEACON_SCRIPT}</script>`)
    expect(counting.body).toContain('<meta name="referrer" content="same-origin">')
    const policy = String(counting.headers['content-security-policy'])
    expect(policy).toContain(beaconHash)
    expect(policy).toContain("connect-src 'self'")

    const turnedOff = await owner.call('PATCH', '/api/settings', { privacy: { analytics: false } })
    expect(turnedOff.statusCode, turnedOff.body).toBe(200)
    const quiet = await fetchMenu(owner.slug)
    expect(quiet.body).not.toContain('/api/public/visits')
    expect(quiet.body).not.toContain('name="referrer"')
    expect(String(quiet.headers['content-security-policy'])).not.toContain('connect-src')

    // A beacon from a page loaded before the change, once the server has read the setting again.
    now += 6000
    await openServedMenu(app, owner.slug, '?src=qr')
    await sendTakenBeacon(app, { m: owner.slug, v: 'late1', c: [owner.categories[0]!.id] })
    const report = await readReport(owner)
    expect(report.isCounting).toBe(false)
    expect(today(report)).toMatchObject({ qr: 0, visitors: 0 })
    expect(report.categories).toEqual([])
  })

  it('leaves the owner’s preview without a beacon: the owner looking is not a visit', async () => {
    const owner = await createMenuOwner(app, 'preview')
    const preview = await app.inject({
      method: 'GET',
      url: `/m/${owner.slug}?preview=${owner.catalogueId}`,
      headers: { cookie: owner.cookie },
    })
    expect(preview.statusCode).toBe(200)
    expect(preview.body).not.toContain('/api/public/visits')
  })
})

describe('what is stored', () => {
  it('is counts and sketches of small numbers only: no address, no browser, no hash of either', async () => {
    const owner = await createMenuOwner(app, 'personal')
    const address = '203.0.113.77'
    const userAgent =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148 Safari/604.1 Rastro/9.9'
    await openServedMenu(app, owner.slug, '?src=qr', { address, userAgent })
    await sendTakenBeacon(
      app,
      { m: owner.slug, v: 'mine1', c: [owner.categories[0]!.id] },
      { address, userAgent },
    )
    await readReport(owner) // writes this server's counts

    const db = app.database.db
    const counts = await db.select().from(menuViewCounts)
    const sketches = await db.select().from(menuVisitorSketches)
    const salts = await db.select().from(visitSalts)
    // Every column of the three tables: adding one (an address, say) makes this test look at it.
    expect(Object.keys(counts[0]!).sort()).toEqual(['businessId', 'day', 'key', 'kind', 'views'])
    expect(Object.keys(sketches[0]!).sort()).toEqual(['businessId', 'day', 'registers'])
    expect(Object.keys(salts[0]!).sort()).toEqual(['day', 'salt'])

    const stored = JSON.stringify([counts, sketches, salts])
    for (const trace of [address, '203.0.113', 'Rastro', 'iPhone', 'Safari', 'mine1']) {
      expect(stored).not.toContain(trace)
    }
    expect(counts.map((row) => row.key).sort()).toEqual([owner.categories[0]!.id, 'qr'].sort())
    // The visitor is no hash at all: 4,096 ranks of 0 to 53, one of them set by this diner. Without the day's
    // salt (deleted once the day is over, salt-sweep.test.ts) no one can tell which register an address sets.
    const [sketch] = sketches.filter((row) => row.businessId === owner.businessId)
    expect(sketch!.registers).toHaveLength(4096)
    expect(sketch!.registers.every((rank) => Number.isInteger(rank) && rank >= 0 && rank <= 53)).toBe(true)
    expect(sketch!.registers.filter((rank) => rank > 0)).toHaveLength(1)
  })
})
