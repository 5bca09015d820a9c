import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

const START = '2026-12-02T15:00:00Z'
const clock = createTestClock(Date.parse(START))
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
})
afterEach(() => clock.set(START))

describe('an appointment moves along', () => {
  it('from pending to confirmed, and once started to completed or no-show, each move once', async () => {
    const owner = await createOwnerWithRules(app)
    const booked = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', '20:00', { status: 'pending' }),
    )
    const { id } = booked.json().appointment
    const act = (action: string) => owner.call('POST', `/api/appointments/${id}/${action}`)

    expect((await act('confirm')).json().appointment.status).toBe('confirmed')
    const again = await act('confirm')
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('appointment_wrong_status')

    const early = await act('complete')
    expect(early.statusCode).toBe(409)
    expect(early.json().error.code).toBe('appointment_not_started')
    expect((await act('no-show')).json().error.code).toBe('appointment_not_started')

    // 20:00 in Bogotá is 01:00 UTC the next day.
    clock.set('2026-12-04T01:00:00Z')
    expect((await act('complete')).json().appointment.status).toBe('completed')
    expect((await act('no-show')).json().appointment.status).toBe('no_show')
    expect((await act('cancel')).json().error.code).toBe('appointment_wrong_status')
    const edit = await owner.call(
      'PUT',
      `/api/appointments/${id}`,
      appointmentInput('2026-12-03', '20:00', { notes: 'x' }),
    )
    expect(edit.statusCode).toBe(409)
  })

  it('is cancelled once, and its room is free again', async () => {
    const owner = await createOwnerWithRules(app, { capacidadPorIntervalo: 2 })
    const booked = await owner.call('POST', '/api/appointments', appointmentInput('2026-12-03', '20:00'))
    const { id } = booked.json().appointment
    const slotsAt20 = async () =>
      (await owner.call('GET', '/api/appointments/slots?date=2026-12-03&partySize=1'))
        .json()
        .slots.find((slot: { time: string }) => slot.time === '20:00')
    expect(await slotsAt20()).toBeUndefined()
    expect((await owner.call('POST', `/api/appointments/${id}/cancel`)).json().appointment.status).toBe(
      'cancelled',
    )
    expect((await owner.call('POST', `/api/appointments/${id}/cancel`)).statusCode).toBe(409)
    expect((await owner.call('POST', `/api/appointments/${id}/confirm`)).statusCode).toBe(409)
    expect(await slotsAt20()).toMatchObject({ time: '20:00', left: 2 })
    // A cancelled appointment is listed still, with its status.
    const list = await owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')
    expect(list.json().appointments.map((a: { status: string }) => a.status)).toEqual(['cancelled'])
  })

  it('is edited in place: moved when the new time has room, its own room aside', async () => {
    const owner = await createOwnerWithRules(app, { capacidadPorIntervalo: 4 })
    const { appointment } = (
      await owner.call('POST', '/api/appointments', appointmentInput('2026-12-03', '20:00', { partySize: 4 }))
    ).json()
    // Growing in place would need 6 of 4; moving 30 minutes on overlaps only itself.
    const grown = await owner.call(
      'PUT',
      `/api/appointments/${appointment.id}`,
      appointmentInput('2026-12-03', '20:00', { partySize: 6 }),
    )
    expect(grown.json().error.code).toBe('slot_full')
    const moved = await owner.call(
      'PUT',
      `/api/appointments/${appointment.id}`,
      appointmentInput('2026-12-03', '20:30', { partySize: 4, color: 'blue', notes: 'Ventana' }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().appointment).toMatchObject({
      id: appointment.id,
      time: '20:30',
      start: '2026-12-04T01:30:00.000Z',
      color: 'blue',
      notes: 'Ventana',
      createdAt: appointment.createdAt,
    })
    // With the capacity lowered below its party since, its note can still be fixed; moving it cannot.
    const lowered = await owner.call('GET', '/api/booking-rules')
    await owner.call('PUT', '/api/booking-rules', { ...lowered.json().rules, capacidadPorIntervalo: 2 })
    const note = appointmentInput('2026-12-03', '20:30', { partySize: 4, notes: 'Terraza' })
    expect((await owner.call('PUT', `/api/appointments/${appointment.id}`, note)).statusCode).toBe(200)
    const later = await owner.call('PUT', `/api/appointments/${appointment.id}`, { ...note, time: '21:00' })
    expect(later.json().error.code).toBe('slot_full')
  })
})
