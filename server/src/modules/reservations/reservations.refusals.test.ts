import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { translate } from '../../shared/i18n/messages.ts'
import { createTestApp } from '../../test/test-app.ts'
import {
  appointmentInput,
  countAppointments,
  createOwnerWithRules,
  createTestClock,
} from './test-reservations.ts'

// Each refusal of a booking: a 400 naming the field, the message in the caller's language, nothing written.
// The clock reads Wednesday 2026-12-02 10:00 in Bogotá.

const clock = createTestClock()
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
})

const rules = {
  antelacionMinimaMinutos: 240,
  horizonteDias: 10,
  diasCerrados: ['2026-12-08'],
  maxPersonas: 8,
}

describe('a booking the rules refuse', () => {
  it.each([
    ['a time already past', appointmentInput('2026-12-01', '20:00'), 'reservation_in_past', 'time'],
    [
      'a time inside the notice (13:00 is 3 h away, 4 h asked)',
      appointmentInput('2026-12-02', '13:00'),
      'reservation_too_soon',
      'time',
    ],
    [
      'a date beyond the horizon',
      appointmentInput('2026-12-13', '13:00'),
      'reservation_beyond_horizon',
      'date',
    ],
    ['a closed date', appointmentInput('2026-12-08', '13:00'), 'reservation_closed_date', 'date'],
    [
      'a time outside the hours',
      appointmentInput('2026-12-03', '17:00'),
      'reservation_outside_hours',
      'time',
    ],
    [
      'a time between two slots',
      appointmentInput('2026-12-03', '13:15'),
      'reservation_outside_hours',
      'time',
    ],
    [
      'a date the calendar lacks',
      appointmentInput('2026-02-30', '13:00'),
      'reservation_no_such_date',
      'date',
    ],
    [
      'a party above maxPersonas',
      appointmentInput('2026-12-03', '13:00', { partySize: 9 }),
      'reservation_party_too_large',
      'partySize',
    ],
    [
      'no client name',
      appointmentInput('2026-12-03', '13:00', { client: '  ' }),
      'validation_failed',
      'client',
    ],
    [
      'a wrong e-mail',
      appointmentInput('2026-12-03', '13:00', { email: 'ana@' }),
      'validation_failed',
      'email',
    ],
    ['a time that is no time', appointmentInput('2026-12-03', '24:00'), 'validation_failed', 'time'],
    [
      'a party of none',
      appointmentInput('2026-12-03', '13:00', { partySize: 0 }),
      'validation_failed',
      'partySize',
    ],
  ])('refuses %s at its field, with its message, writing nothing', async (_, input, code, field) => {
    const owner = await createOwnerWithRules(app, rules)
    for (const language of ['es', 'en'] as const) {
      const refused = await owner.call('POST', '/api/appointments', input, { 'accept-language': language })
      expect(refused.statusCode, refused.body).toBe(400)
      const { error } = refused.json()
      expect(error.code).toBe(code)
      expect(error.message).toBe(translate(code as Parameters<typeof translate>[0], language))
      expect(Object.keys(error.fields)).toEqual([field])
    }
    expect(await countAppointments(app, owner.businessId)).toBe(0)
  })

  it('lets the owner book outside the hours or on a closed date on purpose, not in the past', async () => {
    const owner = await createOwnerWithRules(app, rules)
    const outside = appointmentInput('2026-12-08', '17:15', { fueraDeHorario: true })
    const booked = await owner.call('POST', '/api/appointments', outside)
    expect(booked.statusCode, booked.body).toBe(201)
    expect(booked.json().appointment).toMatchObject({ date: '2026-12-08', time: '17:15' })
    const past = await owner.call('POST', '/api/appointments', { ...outside, date: '2026-12-01' })
    expect(past.json().error.code).toBe('reservation_in_past')
    expect(await countAppointments(app, owner.businessId)).toBe(1)
  })

  it('asks a salon for one of its services', async () => {
    const serviceId = '0b5c7f64-3f3e-4a55-9a52-0d2c3ad8a0a1'
    const owner = await createOwnerWithRules(app, {
      ...rules,
      tipo: 'servicios',
      servicios: [{ id: serviceId, nombre: 'Corte', duracion: 45 }],
    })
    const none = await owner.call('POST', '/api/appointments', appointmentInput('2026-12-03', '13:00'))
    expect(none.json().error).toMatchObject({
      code: 'reservation_service_required',
      fields: { serviceId: ['reservations.errors.serviceRequired'] },
    })
    const unknown = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', '13:00', { serviceId: '0b5c7f64-3f3e-4a55-9a52-0d2c3ad8a0a2' }),
    )
    expect(unknown.json().error.code).toBe('reservation_unknown_service')
    expect(await countAppointments(app, owner.businessId)).toBe(0)
    const noServiceSlots = await owner.call('GET', '/api/appointments/slots?date=2026-12-03&partySize=1')
    expect(noServiceSlots.json().error.code).toBe('reservation_service_required')
    const serviceSlots = await owner.call(
      'GET',
      `/api/appointments/slots?date=2026-12-03&partySize=1&serviceId=${serviceId}`,
    )
    // Each appointment takes one of the slot's 20 places, whatever its party.
    expect(serviceSlots.json().slots.at(-1)).toMatchObject({ time: '23:00', left: 20 })
    const booked = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', '13:00', { serviceId, partySize: 12 }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    // A service's own length; a party above maxPersonas still takes one place.
    expect(booked.json().appointment).toMatchObject({
      service: 'Corte',
      serviceId,
      duration: 45,
      end: '2026-12-03T18:45:00.000Z',
    })
  })

  it('refuses a full slot with 409 and the nearest free slots, writing nothing', async () => {
    const owner = await createOwnerWithRules(app, { ...rules, capacidadPorIntervalo: 4 })
    expect(
      (
        await owner.call(
          'POST',
          '/api/appointments',
          appointmentInput('2026-12-03', '20:00', { partySize: 4 }),
        )
      ).statusCode,
    ).toBe(201)
    const full = await owner.call('POST', '/api/appointments', appointmentInput('2026-12-03', '20:00'), {
      'accept-language': 'en',
    })
    expect(full.statusCode).toBe(409)
    expect(full.json().error).toMatchObject({
      code: 'slot_full',
      message: translate('slot_full', 'en'),
      nearest: [
        // 20:30 and 21:00 would overlap the full 20:00–21:30; lunch's last slot, 15:30, is further.
        { time: '21:30', left: 4 },
        { time: '22:00', left: 4 },
        { time: '22:30', left: 4 },
      ].map((slot) => expect.objectContaining(slot)),
    })
    expect(await countAppointments(app, owner.businessId)).toBe(1)
  })

  it('refuses an edit to a past time and keeps the appointment as it was', async () => {
    const owner = await createOwnerWithRules(app, rules)
    const { appointment } = (
      await owner.call('POST', '/api/appointments', appointmentInput('2026-12-03', '20:00'))
    ).json()
    const refused = await owner.call(
      'PUT',
      `/api/appointments/${appointment.id}`,
      appointmentInput('2026-12-01', '20:00'),
    )
    expect(refused.json().error.code).toBe('reservation_in_past')
    const list = await owner.call('GET', '/api/appointments?from=2026-12-01&to=2026-12-31')
    expect(list.json().appointments).toEqual([appointment])
  })

  it('refuses a period longer than 62 days or reversed', async () => {
    const owner = await createOwnerWithRules(app, rules)
    expect((await owner.call('GET', '/api/appointments?from=2026-12-01&to=2027-01-31')).statusCode).toBe(200)
    for (const query of [
      'from=2026-12-01&to=2027-02-01',
      'from=2026-12-02&to=2026-12-01',
      'from=2026-02-01&to=2026-02-30',
    ]) {
      const refused = await owner.call('GET', `/api/appointments?${query}`)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().error.code).toBe('reservation_range_invalid')
    }
  })

  it('refuses a closed date or a query date the calendar does not have, at the field, writing nothing', async () => {
    const owner = await createOwnerWithRules(app, rules)
    const saved = await owner.call('PUT', '/api/booking-rules', {
      ...DEFAULT_BOOKING_RULES,
      diasCerrados: ['2026-12-24', '2026-02-30'],
    })
    expect(saved.statusCode).toBe(400)
    expect(saved.json().error.fields).toEqual({ 'diasCerrados.1': ['reservations.errors.date'] })
    expect((await owner.call('GET', '/api/booking-rules')).json().rules.diasCerrados).toEqual(['2026-12-08'])

    for (const path of [
      '/api/appointments/slots?date=2026-02-31&partySize=2',
      '/api/appointments?from=2026-12-01&to=2026-11-31',
    ]) {
      const refused = await owner.call('GET', path)
      expect(refused.statusCode, path).toBe(400)
    }
  })
})
