import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AuditEvent } from '#domain/team/audit.ts'
import { auditEvents } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { memberOf, readLog } from './test-audit.ts'

// Reading the log (decision 073): newest first, 50 a page, paged by the last event's time without skipping
// any that share it; only the session's business's events; owners and managers only.

let app: FastifyInstance
let owner: TestOwner
let other: TestOwner

beforeAll(async () => {
  app = await createTestApp()
  owner = await registerTestOwner(app, 'registro')
  other = await registerTestOwner(app, 'registro-otro')
})
afterAll(async () => {
  await app.close()
})

const start = Date.parse('2026-11-01T12:00:00.000Z')

/** `count` events of the business, one a minute from `start` unless `at` says when (subjects "n"). */
async function insertEvents(businessId: string, count: number, at = (n: number) => start + n * 60_000) {
  const rows = Array.from({ length: count }, (_, n) => ({
    businessId,
    actorName: 'Alguien',
    action: 'client.deleted',
    subject: String(n),
    createdAt: new Date(at(n)),
  }))
  await app.database.db.insert(auditEvents).values(rows)
}

/** Every page of the log, following each answer's `next` as the dashboard does, until it says the log ends. */
async function readAllPages(reader: TestOwner, limit = 50) {
  const pages: string[][] = []
  let before: string | null = ''
  while (before !== null) {
    const response = await reader.call(
      'GET',
      `/api/audit-events?limit=${limit}${before && `&before=${encodeURIComponent(before)}`}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    const page: { events: AuditEvent[]; next: string | null } = response.json()
    pages.push(page.events.map((event) => event.subject))
    before = page.next
  }
  return pages
}

describe('the audit log', () => {
  it('is listed newest first, 50 a page, every event once, and only the session’s business’s', async () => {
    await insertEvents(owner.businessId, 120)
    await insertEvents(other.businessId, 5)
    const pages = await readAllPages(owner)
    expect(pages.map((page) => page.length)).toEqual([50, 50, 20])
    const expected = Array.from({ length: 120 }, (_, n) => String(119 - n))
    expect(pages.flat()).toEqual(expected)
    const [first] = await readLog(owner, '?limit=1')
    expect(first).toEqual({
      id: expect.any(String),
      at: new Date(start + 119 * 60_000).toISOString(),
      actorName: 'Alguien',
      action: 'client.deleted',
      subject: '119',
      details: {},
    })
    expect((await readAllPages(other)).flat()).toEqual(['4', '3', '2', '1', '0'])
  })

  it('pages without skipping events that share an instant across a page’s end', async () => {
    const business = await registerTestOwner(app, 'registro-mismo-instante')
    // Events 0–1 a minute apart, 2–5 at one instant, 6 a minute later: pages of 3 end inside the shared instant.
    await insertEvents(
      business.businessId,
      7,
      (n) => start + Math.min(Math.max(n, 1), 2) * 60_000 + (n === 6 ? 60_000 : 0),
    )
    const pages = await readAllPages(business, 3)
    // The first page stops short of the shared instant, and its answer still says more follow.
    // (Events of one instant come in no set order among themselves.)
    expect(pages.map((page) => [...page].sort())).toEqual([['6'], ['2', '3', '4', '5'], ['0', '1']])
  })

  it('is read by owners and managers, refused to staff and viewers, and needs a session', async () => {
    const business = await registerTestOwner(app, 'registro-roles')
    await insertEvents(business.businessId, 1)
    const manager = await memberOf(app, business, 'manager')
    expect(await readLog(manager)).toHaveLength(1)
    for (const role of ['staff', 'viewer'] as const) {
      const member = await memberOf(app, business, role)
      const refused = await member.call('GET', '/api/audit-events')
      expect(refused.statusCode).toBe(403)
      expect(refused.json().error.code).toBe('forbidden')
    }
    const signedOut = await app.inject({ method: 'GET', url: '/api/audit-events' })
    expect(signedOut.statusCode).toBe(401)
  })

  it('refuses a page asked for with a time that is not one, or too many events', async () => {
    expect((await owner.call('GET', '/api/audit-events?before=ayer')).statusCode).toBe(400)
    expect((await owner.call('GET', '/api/audit-events?limit=51')).statusCode).toBe(400)
  })
})
