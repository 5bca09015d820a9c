import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
