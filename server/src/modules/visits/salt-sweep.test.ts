import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { menuVisitorSketches, visitSalts } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { sweepVisitSalts } from './salt-sweep.ts'
import { createMenuOwner, newAddress, openServedMenu, readReport } from './test-visits.ts'
import { DaySalts } from './visitor-hash.ts'
import { estimateVisitors } from './visitor-sketch.ts'

// A day's salt goes once the day is over in every time zone: that day's sketch of visitors stays countable,
// but its hashes can never be made again, nor matched with the next day's (decision 052).

let now = Date.parse('2026-06-10T15:00:00Z') // the 10th everywhere from UTC−10 to UTC+8
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

const saltDays = async () =>
  (await app.database.db.select({ day: visitSalts.day }).from(visitSalts)).map((row) => row.day).sort()
const readSalts = () => app.database.db.select().from(visitSalts)

describe('the visitor salts', () => {
  it('are made on the first visit of a day and deleted once that day is over everywhere', async () => {
    const owner = await createMenuOwner(app, 'salts')
    const address = newAddress()
    await openServedMenu(app, owner.slug, '?src=qr', { address })
    await readReport(owner)
    expect(await saltDays()).toEqual(['2026-06-10'])
    const [firstSalt] = await readSalts()

    // 11:59 UTC on the 11th: still the 10th at UTC−12, so its salt stays.
    now = Date.parse('2026-06-11T11:59:00Z')
    expect(await sweepVisitSalts(app.database.db, new DaySalts(), now)).toBe(0)
    expect(await saltDays()).toEqual(['2026-06-10'])

    now = Date.parse('2026-06-11T12:00:00Z')
    expect(await sweepVisitSalts(app.database.db, new DaySalts(), now)).toBe(1)
    expect(await saltDays()).toEqual([])

    // The same phone the next day: counted under the new day's salt, in the new day's sketch.
    await openServedMenu(app, owner.slug, '?src=qr', { address })
    await readReport(owner)
    const sketches = await app.database.db
      .select({ day: menuVisitorSketches.day, registers: menuVisitorSketches.registers })
      .from(menuVisitorSketches)
      .where(eq(menuVisitorSketches.businessId, owner.businessId))
      .orderBy(menuVisitorSketches.day)
    expect(sketches.map((row) => [row.day, estimateVisitors(row.registers)])).toEqual([
      ['2026-06-10', 1],
      ['2026-06-11', 1],
    ])
    const [nextSalt] = await readSalts()
    expect(nextSalt?.day).toBe('2026-06-11')
    expect(nextSalt?.salt).not.toBe(firstSalt?.salt)
  })

  it('are swept by a periodic job the app offers (one server a period)', async () => {
    expect(await app.jobs.getQueue('visit-salts-sweep')).toMatchObject({ name: 'visit-salts-sweep' })
  })
})
