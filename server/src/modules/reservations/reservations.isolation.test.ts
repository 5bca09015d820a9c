import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

const clock = createTestClock()
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
})

describe('another business', () => {
  it('gets 404 on every route of our appointment, sees none of them and changes nothing', async () => {
    const owner = await createOwnerWithRules(app, { capacidadPorIntervalo: 2 }, { label: 'res-owner' })
    const intruder = await createOwnerWithRules(app, { capacidadPorIntervalo: 2 }, { label: 'res-intruder' })
    const booked = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', '20:00', { status: 'pending' }),
    )
    const { appointment } = booked.json()
    const attempts: [Parameters<TestOwner['call']>[0], string, object?][] = [
      ['PUT', `/api/appointments/${appointment.id}`, appointmentInput('2026-12-03', '21:00')],
      ['POST', `/api/appointments/${appointment.id}/confirm`],
      ['POST', `/api/appointments/${appointment.id}/cancel`],
      ['POST', `/api/appointments/${appointment.id}/complete`],
      ['POST', `/api/appointments/${appointment.id}/no-show`],
    ]
    // Once its start has passed too, so complete and no-show would be allowed to the owner.
    for (const now of ['2026-12-02T15:00:00Z', '2026-12-04T02:00:00Z']) {
      clock.set(now)
      for (const [method, url, body] of attempts) {
        const response = await intruder.call(method, url, body)
        expect(response.statusCode, `${method} ${url}`).toBe(404)
        expect(response.json().error.code).toBe('not_found')
      }
    }
    clock.set('2026-12-02T15:00:00Z')
    const theirs = await intruder.call('GET', '/api/appointments?from=2026-12-01&to=2026-12-31')
    expect(theirs.json()).toEqual({ appointments: [] })
    // Our full slot is not theirs: their 20:00 still has both places.
    const slots = await intruder.call('GET', '/api/appointments/slots?date=2026-12-03&partySize=2')
    expect(slots.json().slots).toContainEqual(expect.objectContaining({ time: '20:00', left: 2 }))
    const ours = await owner.call('GET', '/api/appointments?from=2026-12-01&to=2026-12-31')
    expect(ours.json()).toEqual({ appointments: [appointment] })
  })

  it('answers 401 without a session, whatever was sent', async () => {
    for (const [method, url] of [
      ['GET', '/api/booking-rules'],
      ['PUT', '/api/booking-rules'],
      ['GET', '/api/appointments?from=x'],
      ['POST', '/api/appointments'],
      ['POST', '/api/appointments/not-an-id/cancel'],
    ] as const) {
      const response = await app.inject({ method, url, payload: method === 'GET' ? undefined : {} })
      expect(response.statusCode, `${method} ${url}`).toBe(401)
    }
  })
})
