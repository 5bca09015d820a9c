import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointments, auditEvents } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { readLinkSecret, signCancelToken } from './cancel-link.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

// A booking cancelled by its client through the signed link is in the business's audit log (decision 073):
// their name as booked is the actor, with no user, and the event says the client did it. A link refused
// records nothing. The clock: Wednesday 2026-12-02 10:00 in Bogotá.

const clock = createTestClock()
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
})

function postCancel(slug: string, token: string) {
  return app.inject({
    method: 'POST',
    url: `/m/${slug}/reservar/cancelar`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl },
    payload: new URLSearchParams({ token }).toString(),
  })
}

describe('the diner’s cancel link', () => {
  it('records the cancellation with the client as its actor, and nothing for a forged link', async () => {
    const owner = await createOwnerWithRules(app, { reservasPublicas: true }, { label: 'cancela-cliente' })
    const slug = (owner.user.business as unknown as { slug: string }).slug
    const booked = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', '20:00', { client: 'Lucía Gómez' }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const id = booked.json().appointment.id as string
    const [row] = await app.database.db.select().from(appointments).where(eq(appointments.id, id))
    const claim = {
      appointmentId: id,
      nonce: row?.cancelNonce ?? '',
      expiresAt: new Date('2026-12-04T00:00:00Z'),
    }
    const token = signCancelToken(await readLinkSecret(app.database.db), claim)
    const forged = signCancelToken('otra-clave', claim)
    expect((await postCancel(slug, forged)).statusCode).toBe(404)
    const done = await postCancel(slug, token)
    expect(done.statusCode).toBe(200)

    const events = await app.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.businessId, owner.businessId), eq(auditEvents.action, 'appointment.cancelled')),
      )
    expect(events).toEqual([
      expect.objectContaining({
        actorUserId: null,
        actorName: 'Lucía Gómez',
        action: 'appointment.cancelled',
        subject: 'Lucía Gómez',
        details: { appointmentId: id, startAt: '2026-12-04T01:00:00.000Z', by: 'client' },
      }),
    ])
    // Newest first: the cancellation, then the owner's saving the rules that took the booking.
    const log = await owner.call('GET', '/api/audit-events')
    expect(log.json().events.map((event: { actorName: string }) => event.actorName)).toEqual([
      'Lucía Gómez',
      owner.account.name,
    ])
  })
})
