import { eq, inArray, like } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { appointments, outbox, whatsappMessages } from '../../db/schema.ts'
import { type FakeWhatsAppApi, startFakeWhatsAppApi } from '../../test/fake-whatsapp-api.ts'
import { createTestApp, createTestApps } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from '../reservations/test-reservations.ts'
import { FAST_WHATSAPP, whatsAppConfigFor } from './test-whatsapp.ts'

// The reminder by WhatsApp, written in the reminder sweep's transaction: once on one server, and once however
// many servers sweep one database (PostgreSQL, TEST_DATABASE_URL). The clock: Wednesday 2026-12-02 10:00 in
// Bogotá (UTC−5); reminders 24 h before.

const onPostgres = Boolean(inject('postgresUrl'))
let api: FakeWhatsAppApi

beforeAll(async () => {
  api = await startFakeWhatsAppApi()
})
afterAll(async () => {
  await api.close()
})
beforeEach(() => api.reset())

/** A confirmed booking on 2026-12-03 at `time` whose diner ticked the WhatsApp box; its id. */
async function consentedBooking(app: FastifyInstance, owner: TestOwner, time: string, email: string) {
  const booked = await owner.call(
    'POST',
    '/api/appointments',
    appointmentInput('2026-12-03', time, { email }),
  )
  expect(booked.statusCode, booked.body).toBe(201)
  const id = booked.json().appointment.id as string
  await app.database.db.update(appointments).set({ whatsappConsent: true }).where(eq(appointments.id, id))
  return id
}

const reminderRows = (app: FastifyInstance, ids: string[]) =>
  app.database.db.select().from(whatsappMessages).where(inArray(whatsappMessages.appointmentId, ids))

describe('the reminder by WhatsApp', () => {
  it('goes instead of the e-mail, once, when its time comes', async () => {
    const clock = createTestClock()
    const app = await createTestApp(
      { whatsapp: whatsAppConfigFor(api) },
      { clock: clock.now, reminderIntervalMs: 100, whatsapp: FAST_WHATSAPP },
    )
    try {
      const owner = await createOwnerWithRules(app, { recordatorioHoras: 24 }, { label: 'recuerdo' })
      const id = await consentedBooking(app, owner, '20:00', 'recuerdo@example.com')
      // 20:00 on the 3rd in Bogotá is 01:00Z on the 4th: due from 01:00Z on the 3rd.
      clock.set('2026-12-03T01:00:00Z')
      await expect
        .poll(async () => (await reminderRows(app, [id]))[0]?.status, { timeout: 8000 })
        .toBe('sent')
      const [row] = await reminderRows(app, [id])
      expect(row).toMatchObject({
        template: 'recordatorio_reserva',
        language: 'es',
        recipient: '573000000000',
      })
      expect(row?.variables.slice(0, 4)).toEqual([
        'Ana Pérez',
        expect.any(String),
        'jueves, 3 de diciembre de 2026 a las 20:00',
        '2 personas',
      ])
      expect(row?.fallbackMail?.subject).toMatch(/^Recordatorio: tu reserva en /)
      expect(api.requests).toHaveLength(1)
      expect(api.requests[0]?.body).toMatchObject({ template: { name: 'recordatorio_reserva' } })
      // No reminder e-mail was written (without SMTP it would wait in the mail outbox).
      const mails = await app.database.db.select().from(outbox).where(like(outbox.subject, 'Recordatorio%'))
      expect(mails).toEqual([])
    } finally {
      await app.close()
    }
  })

  it.skipIf(!onPostgres)('is sent once per booking by two servers sweeping one database', async () => {
    const clock = createTestClock()
    const servers = await createTestApps(
      2,
      { whatsapp: whatsAppConfigFor(api) },
      { clock: clock.now, reminderIntervalMs: 100, whatsapp: FAST_WHATSAPP },
    )
    const [first, second] = servers as [FastifyInstance, FastifyInstance]
    try {
      const owner = await createOwnerWithRules(first, { recordatorioHoras: 24 }, { label: 'dos-servidores' })
      const ids: string[] = []
      for (const [n, time] of ['20:00', '20:30', '21:00', '21:30', '22:00', '22:30'].entries()) {
        ids.push(await consentedBooking(first, owner, time, `dos${n}@example.com`))
      }
      clock.set('2026-12-03T04:00:00Z')
      await expect
        .poll(async () => (await reminderRows(second, ids)).filter((row) => row.status === 'sent').length, {
          timeout: 15_000,
        })
        .toBe(ids.length)
      const rows = await reminderRows(first, ids)
      expect(rows.map((row) => row.appointmentId).sort()).toEqual([...ids].sort())
      expect(api.requests).toHaveLength(ids.length)
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })
})
