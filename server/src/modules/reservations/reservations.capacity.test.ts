import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { appointments } from '../../db/schema.ts'
import { createTestApp, createTestApps } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

// The bar bookings must clear: no double booking under concurrency. Every booking locks its business-local
// dates in the database before it counts the room and inserts (docs/decisions/036-reservations-capacity.md).

const clock = createTestClock()
const onPostgres = Boolean(inject('postgresUrl'))
let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp({}, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
})

const DATE = '2026-12-03'

/** Fills 18 of 20 covers at 20:00 (three parties of 6), leaving the last 2. */
async function ownerWithTwoCoversLeft(target: FastifyInstance) {
  const owner = await createOwnerWithRules(target, { capacidadPorIntervalo: 20, maxPersonas: 8 })
  for (let n = 0; n < 3; n++) {
    const booked = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput(DATE, '20:00', { partySize: 6 }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
  }
  return owner
}

async function coversTakenAt20(target: FastifyInstance, owner: TestOwner) {
  const rows = await target.database.db
    .select({ partySize: appointments.partySize })
    .from(appointments)
    .where(
      and(
        eq(appointments.businessId, owner.businessId),
        inArray(appointments.status, ['pending', 'confirmed']),
        eq(appointments.startAt, new Date('2026-12-04T01:00:00Z')),
      ),
    )
  return rows.reduce((sum, row) => sum + row.partySize, 0)
}

function expectExactlyTwoAccepted(responses: { statusCode: number; json: () => unknown }[]) {
  const accepted = responses.filter((response) => response.statusCode === 201)
  const full = responses.filter((response) => response.statusCode === 409)
  expect(accepted).toHaveLength(2)
  expect(full).toHaveLength(28)
  const refusal = full[0]?.json() as { error: { code: string; nearest: { time: string }[] } }
  expect(refusal.error.code).toBe('slot_full')
  // The nearest free times for one: 21:30 is the first whose 90 minutes miss the full 20:00–21:30.
  expect(refusal.error.nearest.map((slot) => slot.time)).toEqual(['21:30', '22:00', '22:30'])
}

describe('the last two covers of a slot', () => {
  it('go to exactly two of 30 simultaneous requests, the others answered with the nearest free slots', async () => {
    const owner = await ownerWithTwoCoversLeft(app)
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        owner.call(
          'POST',
          '/api/appointments',
          appointmentInput(DATE, '20:00', { partySize: 1, client: `C${n}` }),
        ),
      ),
    )
    expectExactlyTwoAccepted(responses)
    expect(await coversTakenAt20(app, owner)).toBe(20)
  })

  it('are not taken twice by bookings that only overlap it: 19:00 and 20:30 for 90 minutes each reach 20:00', async () => {
    const owner = await createOwnerWithRules(app, {
      capacidadPorIntervalo: 4,
      horario: [{ dia: 4, desde: '19:00', hasta: '23:00' }],
    })
    const requests = ['19:00', '20:30', '20:00'].flatMap((time) =>
      Array.from({ length: 4 }, () =>
        owner.call('POST', '/api/appointments', appointmentInput(DATE, time, { partySize: 2 })),
      ),
    )
    const responses = await Promise.all(requests)
    expect(responses.filter((response) => response.statusCode === 201).length).toBeGreaterThan(0)
    // Whatever won, no instant holds more than 4 covers.
    const rows = await app.database.db
      .select({ start: appointments.startAt, end: appointments.endAt, size: appointments.partySize })
      .from(appointments)
      .where(eq(appointments.businessId, owner.businessId))
    for (const row of rows) {
      const taken = rows
        .filter((other) => other.start <= row.start && row.start < other.end)
        .reduce((sum, other) => sum + other.size, 0)
      expect(taken).toBeLessThanOrEqual(4)
    }
  })
  it('are held across midnight: a booking from 23:30 and one at 00:00 the next date never both take them', async () => {
    const owner = await createOwnerWithRules(app, {
      capacidadPorIntervalo: 2,
      horario: [{ dia: 4, desde: '23:00', hasta: '01:00' }],
    })
    // [23:30, 01:00) on the 3rd and [00:00, 01:30) on the 4th overlap: only one party of 2 fits.
    const requests = Array.from({ length: 20 }, (_, n) =>
      owner.call(
        'POST',
        '/api/appointments',
        n % 2 === 0 ? appointmentInput(DATE, '23:30') : appointmentInput('2026-12-04', '00:00'),
      ),
    )
    const responses = await Promise.all(requests)
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(1)
  })
})

describe.runIf(onPostgres)('two servers on one PostgreSQL database', () => {
  let servers: FastifyInstance[] = []

  beforeAll(async () => {
    servers = await createTestApps(2, {}, { clock: clock.now })
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  it('give the last two covers to exactly two of 30 requests split between them', async () => {
    const [first, second] = servers as [FastifyInstance, FastifyInstance]
    const owner = await ownerWithTwoCoversLeft(first)
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        (n % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: '/api/appointments',
          payload: appointmentInput(DATE, '20:00', { partySize: 1, client: `C${n}` }),
          headers: { cookie: owner.cookie, 'accept-language': 'es' },
        }),
      ),
    )
    expectExactlyTwoAccepted(responses)
    expect(await coversTakenAt20(second, owner)).toBe(20)
  })
})
