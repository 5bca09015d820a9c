import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appointments, outbox } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { sweepReminders } from './reminder-sweep.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

// The reminders to a business's clients obey its owner's toggle (Configuración → Notificaciones →
// appointment reminders). The clock: Wednesday 2026-12-02 10:00 in Bogotá; reminders 24 h before.

const clock = createTestClock()
let app: FastifyInstance
let addresses = 0

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now, reminderIntervalMs: 3_600_000 })
})
afterAll(async () => {
  await app.close()
})

const notifications = (owner: TestOwner, changes: object) =>
  owner.call('PATCH', '/api/settings', { notifications: changes })

describe('reminders to the owner’s clients (notifications.appointmentReminders)', () => {
  // Without SMTP every mail waits in the outbox (the booking's confirmation too): only reminders count here.
  const outboxTo = async (email: string) =>
    (await app.database.db.select().from(outbox).where(eq(outbox.recipient, email))).filter((row) =>
      row.subject.startsWith('Recordatorio'),
    )
  const remindedAt = async (id: string) =>
    (await app.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.remindedAt

  async function bookingTomorrow(owner: TestOwner, time: string) {
    const email = `cliente${++addresses}@example.com`
    const booked = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', time, { email, status: 'confirmed' }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    return { id: booked.json().appointment.id as string, email }
  }
  const sweep = (now: string) =>
    sweepReminders({ db: app.database.db, publicUrl: app.config.publicUrl, now: new Date(now) })

  it('are not written while off, the appointment marked all the same; and are while on', async () => {
    const quiet = await createOwnerWithRules(app, { recordatorioHoras: 24 }, { label: 'sin-recordatorio' })
    const loud = await createOwnerWithRules(app, { recordatorioHoras: 24 }, { label: 'con-recordatorio' })
    await notifications(quiet, { appointmentReminders: false })
    const skipped = await bookingTomorrow(quiet, '20:00')
    const reminded = await bookingTomorrow(loud, '20:00')
    await sweep('2026-12-03T01:30:00Z')
    expect(await outboxTo(skipped.email)).toHaveLength(0)
    expect(await remindedAt(skipped.id)).not.toBeNull()
    const [written] = await outboxTo(reminded.email)
    expect(written?.subject).toMatch(/^Recordatorio: tu reserva en /)
    // Turning them back on later sends no reminder twice: the skipped one stays marked.
    await notifications(quiet, { appointmentReminders: true })
    await sweep('2026-12-03T01:45:00Z')
    expect(await outboxTo(skipped.email)).toHaveLength(0)
  })
})
