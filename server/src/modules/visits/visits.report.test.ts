import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORT_DAYS } from '#domain/visits/visits-report.schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createMenuOwner, openServedMenu, readReport, today } from './test-visits.ts'

// The owner's report and the business's clock: a day is the business's, not the server's (decision 052).

let now = Date.parse('2026-03-01T03:30:00Z') // 04:30 on the 1st in Madrid, 22:30 on the 28th in Bogotá
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

describe('GET /api/visits', () => {
  it('answers every one of the last 30 days of the business’s clock, zeros included, oldest first', async () => {
    const owner = await createMenuOwner(app, 'report')
    const report = await readReport(owner)
    expect(report.isCounting).toBe(true)
    expect(report.days).toHaveLength(REPORT_DAYS)
    // A Colombian account's business is on Bogotá's clock, where it is still the 28th of February.
    expect(report.days[0]).toEqual({ day: '2026-01-30', qr: 0, direct: 0, other: 0, visitors: 0 })
    expect(report.days.at(-1)).toEqual({ day: '2026-02-28', qr: 0, direct: 0, other: 0, visitors: 0 })
    expect(report.categories).toEqual([])
    // No promotion cards in the catalogue: nothing to list.
    expect(report.promotions).toEqual([])
  })

  it('counts a visit on the day of the business’s clock, and the next day starts at its midnight', async () => {
    const madrid = await createMenuOwner(app, 'madrid')
    const changed = await madrid.call('PATCH', '/api/business', { timeZone: 'Europe/Madrid' })
    expect(changed.statusCode, changed.body).toBe(200)
    const bogota = await createMenuOwner(app, 'bogota')
    await openServedMenu(app, madrid.slug, '?src=qr')
    await openServedMenu(app, bogota.slug, '?src=qr')
    expect(today(await readReport(madrid))).toMatchObject({ day: '2026-03-01', qr: 1, visitors: 1 })
    expect(today(await readReport(bogota))).toMatchObject({ day: '2026-02-28', qr: 1, visitors: 1 })

    // 00:30 on the 1st in Bogotá: a new day there, with its own count; the 28th keeps its visit.
    now = Date.parse('2026-03-01T05:30:00Z')
    await openServedMenu(app, bogota.slug)
    const report = await readReport(bogota)
    expect(report.days.slice(-2)).toEqual([
      { day: '2026-02-28', qr: 1, direct: 0, other: 0, visitors: 1 },
      { day: '2026-03-01', qr: 0, direct: 1, other: 0, visitors: 1 },
    ])
  })
})
