import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PublicBookingInputSchema } from '#domain/reservations/appointment.schema.ts'
import { appointments } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { SlotFullError } from './reservation-refusals.ts'
import {
  type AppointmentEvent,
  bookAppointment,
  cancelAppointment,
  findFreeSlots,
  type ReservationsDeps,
  readAppointment,
} from './reservations.service.ts'
import { createOwnerWithRules, createTestClock } from './test-reservations.ts'

// What the public booking page (booking-page.service.ts, booking-page.cancel.ts) and the e-mails call of the
// reservations service: the same checked, capacity-counted booking as the owner's routes, with the diner's
// language and the cancel link's nonce.

const clock = createTestClock()
let app: FastifyInstance
let events: AppointmentEvent[] = []
let deps: ReservationsDeps

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
  deps = {
    db: app.database.db,
    clock: clock.now,
    onAppointment: async (event) => {
      events.push(event)
    },
  }
})
afterAll(async () => {
  await app.close()
})

const request = (time: string, overrides: Record<string, unknown> = {}) =>
  PublicBookingInputSchema.parse({
    client: 'Lucía',
    email: 'lucia@example.com',
    phone: '+34 600 000 000',
    date: '2026-12-03',
    time,
    partySize: 2,
    ...overrides,
  })

describe('a diner’s booking', () => {
  it('is pending unless the business confirms automatically, in the diner’s language, told to the e-mails', async () => {
    events = []
    const owner = await createOwnerWithRules(app, { reservasPublicas: true })
    const booked = await bookAppointment(deps, owner.businessId, request('20:00'), 'public', 'en')
    expect(booked.appointment).toMatchObject({
      status: 'pending',
      source: 'public',
      time: '20:00',
      partySize: 2,
    })
    expect(booked).toMatchObject({ businessId: owner.businessId, language: 'en', timeZone: 'America/Bogota' })
    expect(booked.cancelNonce).toMatch(/^[\w-]{24}$/)
    expect(events.map((event) => [event.type, event.by])).toEqual([['booked', 'client']])
    expect(await readAppointment(app.database.db, owner.businessId, booked.appointment.id)).toEqual(booked)

    const automatic = await createOwnerWithRules(app, { reservasPublicas: true, autoConfirmar: true })
    const confirmed = await bookAppointment(deps, automatic.businessId, request('20:00'), 'public')
    expect(confirmed.appointment.status).toBe('confirmed')
    // Without a language of its own, the business's.
    expect(confirmed.language).toBe('es')
  })

  it('sets its reminder recordatorioHoras before the start, none when that moment has passed', async () => {
    const owner = await createOwnerWithRules(app, { recordatorioHoras: 24 })
    const reminderOf = async (id: string) =>
      (await app.database.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.reminderAt
    const tomorrow = await bookAppointment(deps, owner.businessId, request('20:00'), 'public')
    expect(await reminderOf(tomorrow.appointment.id)).toEqual(new Date('2026-12-03T01:00:00Z'))
    // Today 20:00 is 10 hours away: a reminder 24 hours before would already be late.
    const today = await bookAppointment(
      deps,
      owner.businessId,
      request('20:00', { date: '2026-12-02' }),
      'public',
    )
    expect(await reminderOf(today.appointment.id)).toBeNull()
  })

  it('is cancelled by its client only with the nonce of the link', async () => {
    events = []
    const owner = await createOwnerWithRules(app)
    const booked = await bookAppointment(deps, owner.businessId, request('21:00'), 'public')
    await expect(
      cancelAppointment(deps, owner.businessId, booked.appointment.id, {
        by: 'client',
        cancelNonce: 'wrong',
      }),
    ).rejects.toMatchObject({ code: 'not_found', statusCode: 404 })
    const other = await createOwnerWithRules(app)
    await expect(
      cancelAppointment(deps, other.businessId, booked.appointment.id, {
        by: 'client',
        cancelNonce: booked.cancelNonce,
      }),
    ).rejects.toMatchObject({ statusCode: 404 })
    const cancelled = await cancelAppointment(deps, owner.businessId, booked.appointment.id, {
      by: 'client',
      cancelNonce: booked.cancelNonce,
    })
    expect(cancelled.appointment.status).toBe('cancelled')
    expect(events.map((event) => [event.type, event.by])).toEqual([
      ['booked', 'client'],
      ['cancelled', 'client'],
    ])
  })

  it('shares the room with the owner’s bookings and answers the nearest free slots when full', async () => {
    const owner = await createOwnerWithRules(app, { capacidadPorIntervalo: 3, maxPersonas: 3 })
    await bookAppointment(deps, owner.businessId, request('20:00', { partySize: 3 }), 'public')
    expect(
      (
        await findFreeSlots(deps, owner.businessId, { date: '2026-12-03', partySize: 1, serviceId: null })
      ).map((s) => s.time),
    ).not.toContain('20:00')
    const full = await bookAppointment(deps, owner.businessId, request('20:30'), 'public').catch(
      (error) => error,
    )
    expect(full).toBeInstanceOf(SlotFullError)
    expect((full as SlotFullError).nearest.map((slot) => slot.time)).toEqual(['21:30', '22:00', '22:30'])
    await expect(
      findFreeSlots(deps, owner.businessId, { date: '2026-12-03', partySize: 4, serviceId: null }),
    ).rejects.toMatchObject({
      code: 'reservation_party_too_large',
    })
  })
})
