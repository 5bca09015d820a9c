import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEvents } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { sweepAuditEvents } from './audit-sweep.ts'
import { storedEvents } from './test-audit.ts'

// The log keeps a year (365 days) on the app's clock: older events are deleted by a periodic job, every
// business's at once (decision 073).

const DAY_MS = 24 * 60 * 60 * 1000
const now = Date.parse('2026-12-06T12:00:00.000Z')
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: () => now })
})
afterAll(async () => {
  await app.close()
})

const event = (businessId: string, subject: string, createdAt: number) => ({
  businessId,
  actorName: 'Alguien',
  action: 'client.deleted',
  subject,
  createdAt: new Date(createdAt),
})

const subjectsOf = async (businessId: string, on = app) =>
  (await storedEvents(on, businessId)).map((row) => row.subject)

describe('the audit log’s clean-up', () => {
  it('deletes the events older than 365 days at the clock’s time, and keeps the rest', async () => {
    const owner = await registerTestOwner(app, 'limpieza')
    const other = await registerTestOwner(app, 'limpieza-otra')
    const start = now
    await app.database.db
      .insert(auditEvents)
      .values([
        event(owner.businessId, 'viejo', start - 365 * DAY_MS - 1),
        event(owner.businessId, 'justo un año', start - 365 * DAY_MS),
        event(owner.businessId, 'reciente', start - DAY_MS),
        event(other.businessId, 'viejo de otro', start - 400 * DAY_MS),
      ])
    expect(await sweepAuditEvents(app.database.db, now)).toBe(2)
    expect(await subjectsOf(owner.businessId)).toEqual(['justo un año', 'reciente'])
    expect(await subjectsOf(other.businessId)).toEqual([])
  })

  it('runs periodically on the app’s clock', async () => {
    let clock = Date.parse('2026-12-06T12:00:00.000Z')
    const swept = await createTestApp({}, { clock: () => clock, auditSweepEveryMs: 100 })
    try {
      const owner = await registerTestOwner(swept, 'limpieza-periodica')
      await swept.database.db
        .insert(auditEvents)
        .values([
          event(owner.businessId, 'hace un año', clock - 365 * DAY_MS + 1000),
          event(owner.businessId, 'ayer', clock - DAY_MS),
        ])
      // The clock a day on: the job deletes the now year-old event, and yesterday's stays.
      clock += DAY_MS
      await vi.waitFor(async () => expect(await subjectsOf(owner.businessId, swept)).toEqual(['ayer']), {
        timeout: 5000,
      })
    } finally {
      await swept.close()
    }
  })
})
