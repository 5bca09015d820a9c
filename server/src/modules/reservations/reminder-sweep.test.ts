import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointments, outbox } from '../../db/schema.ts'
import { startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createMailer } from '../mail/index.ts'
import { sweepReminders } from './reminder-sweep.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

// Reminders are written out exactly once: claimed with FOR UPDATE SKIP LOCKED, written to the outbox and
// marked in one transaction. Runs on PGlite, and on PostgreSQL (where the two sweeps truly race) with
// TEST_DATABASE_URL. The clock: Wednesday 2026-12-02 10:00 in Bogotá (UTC−5); reminders 24 h before.

const clock = createTestClock()
let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let people = 0

beforeAll(async () => {
  mail = await startMailCatcher()
  // The app's own sweep waits an hour: the tests run theirs by hand.
  app = await createTestApp({ smtpUrl: mail.smtpUrl }, { clock: clock.now, reminderIntervalMs: 3_600_000 })
})
afterAll(async () => {
  await app.close()
  await mail.close()
})

/** A confirmed booking on 2026-12-03 at `time` (Bogotá) for a new e-mail address; its id and address. */
async function confirmedBooking(time: string, status: 'confirmed' | 'pending' = 'confirmed') {
  const owner = await createOwnerWithRules(app, { recordatorioHoras: 24 }, { label: 'recordatorio' })
  const email = `cliente${++people}@example.com`
  const booked = await owner.call(
    'POST',
    '/api/appointments',
    appointmentInput('2026-12-03', time, { email, status }),
  )
  expect(booked.statusCode, booked.body).toBe(201)
  return { id: booked.json().appointment.id as string, email, owner }
}

const sweep = (now: string, beforeCommit?: () => Promise<void>) =>
  sweepReminders({ db: app.database.db, publicUrl: app.config.publicUrl, now: new Date(now), beforeCommit })

const outboxTo = (email: string) => app.database.db.select().from(outbox).where(eq(outbox.recipient, email))

const remindedAt = async (id: string) =>
  (await app.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.remindedAt ?? null

describe('the reminder sweep', () => {
  it('waits until the reminder is due, then two sweeps at once write it once', async () => {
    // 20:00 on the 3rd in Bogotá is 01:00Z on the 4th: due from 01:00Z on the 3rd.
    const { id, email } = await confirmedBooking('20:00')
    await sweep('2026-12-03T00:59:00Z')
    expect(await outboxTo(email)).toHaveLength(0)
    const counts = await Promise.all([sweep('2026-12-03T01:00:00Z'), sweep('2026-12-03T01:00:00Z')])
    const rows = await outboxTo(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]?.subject).toMatch(/^Recordatorio: tu reserva en /)
    expect(rows[0]?.text).toContain('/reservar/cancelar?token=')
    expect(await remindedAt(id)).not.toBeNull()
    expect(counts.filter((count) => count > 0)).toHaveLength(1)
    // A later sweep finds nothing left to send.
    await sweep('2026-12-03T02:00:00Z')
    expect(await outboxTo(email)).toHaveLength(1)
  })

  it('leaves nothing written when a sweep dies before its commit, and the next one sends it once', async () => {
    const { id, email } = await confirmedBooking('21:00')
    const dying = sweep('2026-12-03T03:00:00Z', async () => {
      throw new Error('the server stopped')
    })
    await expect(dying).rejects.toThrow('the server stopped')
    expect(await outboxTo(email)).toHaveLength(0)
    expect(await remindedAt(id)).toBeNull()
    await sweep('2026-12-03T03:00:00Z')
    expect(await outboxTo(email)).toHaveLength(1)

    // The mailer then sends what the outbox holds, and empties it.
    const mailer = createMailer({ smtpUrl: mail.smtpUrl, db: app.database.db, log: app.log })
    try {
      expect(await mailer.deliverOutbox()).toBeGreaterThanOrEqual(1)
    } finally {
      mailer.close()
    }
    const received = await mail.nextMail(email, 5000, (caught) => caught.subject.startsWith('Recordatorio'))
    expect(received.subject).toMatch(/^Recordatorio: tu reserva en /)
    expect(received.text).toContain('jueves, 3 de diciembre de 2026')
    expect(await outboxTo(email)).toHaveLength(0)
  })

  it('reminds neither a pending nor a cancelled booking', async () => {
    const pending = await confirmedBooking('22:00', 'pending')
    const cancelled = await confirmedBooking('22:30')
    expect((await cancelled.owner.call('POST', `/api/appointments/${cancelled.id}/cancel`)).statusCode).toBe(
      200,
    )
    await sweep('2026-12-03T04:00:00Z')
    expect(await outboxTo(pending.email)).toHaveLength(0)
    expect(await outboxTo(cancelled.email)).toHaveLength(0)
    expect(await remindedAt(pending.id)).toBeNull()
  })

  it('runs by itself in the app, sends the reminder through SMTP, and stops with the app', async () => {
    const ownClock = createTestClock()
    const own = await createTestApp(
      { smtpUrl: mail.smtpUrl },
      { clock: ownClock.now, reminderIntervalMs: 100 },
    )
    try {
      const owner = await createOwnerWithRules(own, { recordatorioHoras: 2 }, { label: 'solo' })
      const email = `cliente${++people}@example.com`
      const booked = await owner.call(
        'POST',
        '/api/appointments',
        appointmentInput('2026-12-03', '13:00', { email }),
      )
      expect(booked.statusCode, booked.body).toBe(201)
      // 13:00 in Bogotá is 18:00Z: the reminder is due from 16:00Z.
      ownClock.set('2026-12-03T16:00:00Z')
      const reminder = await mail.nextMail(email, 5000, (caught) => caught.subject.startsWith('Recordatorio'))
      expect(reminder.text).toContain('13:00')
      // The outbox row goes in the transaction that sent it, which commits just after SMTP has taken the mail.
      await expect
        .poll(
          async () => (await own.database.db.select().from(outbox).where(eq(outbox.recipient, email))).length,
        )
        .toBe(0)
    } finally {
      await own.close()
    }
  })
})
