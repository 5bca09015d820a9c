import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

const clock = createTestClock()
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
})
afterEach(() => clock.set('2026-12-02T15:00:00Z'))

describe('booking rules', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    const owner = await registerTestOwner(app, 'reglas')
    expect((await owner.call('GET', '/api/booking-rules')).json()).toEqual({ rules: DEFAULT_BOOKING_RULES })
    const rules = { ...DEFAULT_BOOKING_RULES, reservasPublicas: true, capacidadPorIntervalo: 12 }
    const saved = await owner.call('PUT', '/api/booking-rules', rules)
    expect(saved.statusCode, saved.body).toBe(200)
    expect((await owner.call('GET', '/api/booking-rules')).json()).toEqual({ rules })
  })

  it('refuses rules that do not fit their schema, keeping the saved ones', async () => {
    const owner = await createOwnerWithRules(app, { capacidadPorIntervalo: 7 })
    const refused = await owner.call('PUT', '/api/booking-rules', {
      ...DEFAULT_BOOKING_RULES,
      intervaloMinutos: 0,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.fields).toHaveProperty('intervaloMinutos')
    expect((await owner.call('GET', '/api/booking-rules')).json().rules.capacidadPorIntervalo).toBe(7)
  })
})

describe('appointments', () => {
  it('books on the business clock, lists the period by start and answers the slots left', async () => {
    const owner = await createOwnerWithRules(app, { capacidadPorIntervalo: 6 })
    const late = await owner.call('POST', '/api/appointments', appointmentInput('2026-12-03', '21:00'))
    expect(late.statusCode, late.body).toBe(201)
    const early = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', '20:00', { partySize: 4 }),
    )
    expect(early.statusCode, early.body).toBe(201)
    expect(early.json().appointment).toMatchObject({
      date: '2026-12-03',
      time: '20:00',
      // Bogotá is UTC−5 all year.
      start: '2026-12-04T01:00:00.000Z',
      end: '2026-12-04T02:30:00.000Z',
      duration: 90,
      partySize: 4,
      status: 'confirmed',
      source: 'owner',
      service: null,
      color: 'orange',
    })
    const list = await owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')
    expect(list.json().appointments.map((a: { time: string }) => a.time)).toEqual(['20:00', '21:00'])
    const slots = await owner.call('GET', '/api/appointments/slots?date=2026-12-03&partySize=1')
    const left = Object.fromEntries(
      slots.json().slots.map((s: { time: string; left: number }) => [s.time, s.left]),
    )
    // 20:00 for 90 min overlaps the 4 at 20:00 and, from 21:00, the 2 at 21:00: 6 − 6 = 0 → not offered.
    expect(left['19:30']).toBeUndefined()
    expect(left['20:00']).toBeUndefined()
    expect(left['20:30']).toBeUndefined()
    expect(left['21:30']).toBe(4)
    expect(left['22:00']).toBe(4)
    expect(left['22:30']).toBe(6)
    expect(left['13:00']).toBe(6)
  })
})

describe('slots across clock changes (a Sunday range 01:00–04:00)', () => {
  const night = {
    horario: [{ dia: 7, desde: '01:00', hasta: '04:00' }],
    antelacionMinimaMinutos: 0,
    horizonteDias: 365,
  }
  const slotsOf = async (
    owner: { call: (m: 'GET', u: string) => Promise<{ json: () => unknown }> },
    date: string,
  ) =>
    (
      (await owner.call('GET', `/api/appointments/slots?date=${date}&partySize=2`)).json() as {
        slots: { time: string; start: string }[]
      }
    ).slots.map((slot) => `${slot.time} ${slot.start}`)

  it('answers Madrid local times: none in the hour skipped in March, the repeated hour once in October', async () => {
    clock.set('2026-03-01T12:00:00Z')
    const owner = await createOwnerWithRules(app, night, { timeZone: 'Europe/Madrid' })
    expect(await slotsOf(owner, '2026-03-29')).toEqual([
      '01:00 2026-03-29T00:00:00.000Z',
      '01:30 2026-03-29T00:30:00.000Z',
      '03:00 2026-03-29T01:00:00.000Z',
      '03:30 2026-03-29T01:30:00.000Z',
    ])
    const skipped = await owner.call('POST', '/api/appointments', appointmentInput('2026-03-29', '02:30'))
    expect(skipped.json().error.code).toBe('reservation_skipped_time')
    expect(await slotsOf(owner, '2026-10-25')).toEqual([
      '01:00 2026-10-24T23:00:00.000Z',
      '01:30 2026-10-24T23:30:00.000Z',
      '02:00 2026-10-25T00:00:00.000Z',
      '02:30 2026-10-25T00:30:00.000Z',
      '03:00 2026-10-25T02:00:00.000Z',
      '03:30 2026-10-25T02:30:00.000Z',
    ])
    // 02:00 is its first pass (CEST); 90 minutes on, the clock reads 02:30 again (CET).
    const booked = await owner.call('POST', '/api/appointments', appointmentInput('2026-10-25', '02:00'))
    expect(booked.json().appointment).toMatchObject({
      date: '2026-10-25',
      time: '02:00',
      start: '2026-10-25T00:00:00.000Z',
      end: '2026-10-25T01:30:00.000Z',
    })
    const listed = await owner.call('GET', '/api/appointments?from=2026-10-25&to=2026-10-25')
    expect(listed.json().appointments).toHaveLength(1)
  })

  it('answers every hour in Bogotá on the same nights', async () => {
    clock.set('2026-03-01T12:00:00Z')
    const owner = await createOwnerWithRules(app, night)
    for (const date of ['2026-03-29', '2026-10-25']) {
      const slots = await slotsOf(owner, date)
      expect(slots.map((slot) => slot.slice(0, 5))).toEqual([
        '01:00',
        '01:30',
        '02:00',
        '02:30',
        '03:00',
        '03:30',
      ])
      expect(slots[4]).toBe(`03:00 ${date}T08:00:00.000Z`)
    }
  })
})
