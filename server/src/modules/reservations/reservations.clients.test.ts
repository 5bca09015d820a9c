import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { appointments } from '../../db/schema.ts'
import { createTestApp, createTestApps } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'
import { sweepVisits } from './visit-sweep.ts'

// Clients that fill themselves from reservations (docs/product-spec.md §2 "Clients"): every booking finds or
// makes its client, and a client's visits are their confirmed or completed reservations whose start passed.
// The clock: Wednesday 2026-12-02 10:00 in Bogotá (UTC−5); 2026-12-03 20:00 there is 2026-12-04T01:00Z.

const clock = createTestClock()
const onPostgres = Boolean(inject('postgresUrl'))
let app: FastifyInstance
let addresses = 0

beforeAll(async () => {
  // The app's own sweep is left to a later hour: each test sweeps when it moves the clock.
  app = await createTestApp({}, { clock: clock.now, reminderIntervalMs: 3_600_000 })
})
afterAll(async () => {
  await app.close()
})

type Listed = { id: string; nombreCompleto: string; visitas: number; ultimaVisita: string | null }

const slugOf = (owner: TestOwner) => (owner.user.business as unknown as { slug: string }).slug

async function listClients(owner: TestOwner): Promise<Listed[]> {
  return (await owner.call('GET', '/api/clients')).json().clients
}

/** Posts the public booking form as a diner's browser does. */
function bookPublicly(owner: TestOwner, fields: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: `/m/${slugOf(owner)}/reservar`,
    remoteAddress: `10.40.0.${++addresses}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl },
    payload: new URLSearchParams({ lang: 'es', date: '2026-12-03', party: '2', ...fields }).toString(),
  })
}

async function book(owner: TestOwner, time: string, overrides: Record<string, unknown> = {}) {
  const booked = await owner.call(
    'POST',
    '/api/appointments',
    appointmentInput('2026-12-03', time, overrides),
  )
  expect(booked.statusCode, booked.body).toBe(201)
  return booked.json().appointment as { id: string; clientId: string | null; start: string }
}

const sweepAt = (instant: string) => {
  clock.set(instant)
  return sweepVisits({ db: app.database.db, now: new Date(instant) })
}

describe('a booking', () => {
  it('from the public page makes a client the list shows, from the phone’s country', async () => {
    clock.set('2026-12-02T15:00:00Z')
    const owner = await createOwnerWithRules(app, { reservasPublicas: true }, { label: 'cli-publica' })
    const posted = await bookPublicly(owner, {
      time: '20:00',
      client: 'Lucía Gómez',
      phone: '+34 600 123 456',
      email: 'Lucia@Example.com',
    })
    expect(posted.statusCode, posted.body).toBe(201)
    const [client] = await listClients(owner)
    expect(client).toMatchObject({
      nombreCompleto: 'Lucía Gómez',
      telefono: '+34 600 123 456',
      email: 'Lucia@Example.com',
      pais: 'ES',
      estado: 'Activo',
      visitas: 0,
      ultimaVisita: null,
    })
    const listed = await owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')
    expect(listed.json().appointments).toMatchObject([{ client: 'Lucía Gómez', clientId: client?.id }])
  })

  it('by a known e-mail in another case, or the same phone written differently, links the same client', async () => {
    clock.set('2026-12-02T15:00:00Z')
    const owner = await createOwnerWithRules(app, {}, { label: 'cli-mismo' })
    const first = await book(owner, '13:00', {
      client: 'Ana Pérez',
      phone: '300 123 4567',
      email: 'ana@example.com',
    })
    const byEmail = await book(owner, '14:00', { client: 'Anita', phone: '', email: 'ANA@Example.COM' })
    const byPhone = await book(owner, '15:00', {
      client: 'A. Pérez',
      phone: '+57 (300) 123-45-67',
      email: '',
    })
    expect(first.clientId).not.toBeNull()
    expect([byEmail.clientId, byPhone.clientId]).toEqual([first.clientId, first.clientId])
    // The client keeps their own fields: a booking's other spelling of the name changes nothing.
    expect(await listClients(owner)).toMatchObject([
      { nombreCompleto: 'Ana Pérez', telefono: '300 123 4567', email: 'ana@example.com', pais: 'CO' },
    ])
  })

  it('fills a found client’s empty phone or e-mail, and makes no client without either', async () => {
    clock.set('2026-12-02T15:00:00Z')
    const owner = await createOwnerWithRules(app, {}, { label: 'cli-llenar' })
    const byPhone = await book(owner, '13:00', { client: 'Pablo Ruiz', phone: '311 555 0000', email: '' })
    const withEmail = await book(owner, '14:00', { phone: '3115550000', email: 'pablo@example.com' })
    expect(withEmail.clientId).toBe(byPhone.clientId)
    expect(await listClients(owner)).toMatchObject([
      { nombreCompleto: 'Pablo Ruiz', telefono: '311 555 0000', email: 'pablo@example.com' },
    ])
    const anonymous = await book(owner, '15:00', { client: 'Sin datos', phone: '', email: '' })
    expect(anonymous.clientId).toBeNull()
    expect(await listClients(owner)).toHaveLength(1)
  })

  it('follows an edit of its contact to another client, and keeps its client through other edits', async () => {
    clock.set('2026-12-02T15:00:00Z')
    const owner = await createOwnerWithRules(app, {}, { label: 'cli-editar' })
    const booked = await book(owner, '20:00', { client: 'Rosa', phone: '', email: 'rosa@example.com' })
    const renamed = await owner.call(
      'PUT',
      `/api/appointments/${booked.id}`,
      appointmentInput('2026-12-03', '20:00', {
        client: 'Rosa M.',
        phone: '',
        email: 'rosa@example.com',
        notes: 'Ventana',
      }),
    )
    expect(renamed.json().appointment.clientId).toBe(booked.clientId)
    const moved = await owner.call(
      'PUT',
      `/api/appointments/${booked.id}`,
      appointmentInput('2026-12-03', '20:00', { client: 'Marta', phone: '', email: 'marta@example.com' }),
    )
    expect(moved.statusCode, moved.body).toBe(200)
    const marta = (await listClients(owner)).find((client) => client.nombreCompleto === 'Marta')
    expect(moved.json().appointment.clientId).toBe(marta?.id)
  })
})

describe('a client’s visits', () => {
  it('count confirmed and completed reservations once their start has passed, never cancelled ones', async () => {
    clock.set('2026-12-02T15:00:00Z')
    const owner = await createOwnerWithRules(app, {}, { label: 'cli-visitas' })
    const contact = { client: 'Eva Ríos', phone: '320 000 1111', email: 'eva@example.com' }
    const lunch = await book(owner, '13:00', contact)
    const dinner = await book(owner, '20:00', contact)
    const cancelled = await book(owner, '21:00', contact)
    await book(owner, '22:00', { ...contact, status: 'pending' })
    expect((await owner.call('POST', `/api/appointments/${cancelled.id}/cancel`)).statusCode).toBe(200)
    expect(await listClients(owner)).toMatchObject([{ visitas: 0, ultimaVisita: null }])

    // Lunch has started (13:00 in Bogotá is 18:00Z); dinner has not.
    expect(await sweepAt('2026-12-03T18:30:00Z')).toBeGreaterThanOrEqual(1)
    expect(await listClients(owner)).toMatchObject([{ visitas: 1, ultimaVisita: lunch.start }])
    // Everything has passed: the cancelled one and the request never confirmed do not count.
    await sweepAt('2026-12-04T05:00:00Z')
    expect(await listClients(owner)).toMatchObject([{ visitas: 2, ultimaVisita: dinner.start }])
    // Each is counted once: a second sweep finds nothing left.
    expect(await sweepAt('2026-12-04T05:01:00Z')).toBe(0)
    const [row] = await app.database.db.select().from(appointments).where(eq(appointments.id, dinner.id))
    expect(row?.visitCounted).toBe(true)

    // A status change recounts at once: dinner marked a no-show leaves lunch.
    expect((await owner.call('POST', `/api/appointments/${dinner.id}/no-show`)).statusCode).toBe(200)
    expect(await listClients(owner)).toMatchObject([{ visitas: 1, ultimaVisita: lunch.start }])
    expect((await owner.call('POST', `/api/appointments/${dinner.id}/complete`)).statusCode).toBe(200)
    expect(await listClients(owner)).toMatchObject([{ visitas: 2, ultimaVisita: dinner.start }])
  })

  it('are swept by the app itself once a start passes', async () => {
    const ownClock = createTestClock()
    const own = await createTestApp({}, { clock: ownClock.now, reminderIntervalMs: 100 })
    try {
      const owner = await createOwnerWithRules(own, {}, { label: 'cli-solo' })
      const booked = await owner.call(
        'POST',
        '/api/appointments',
        appointmentInput('2026-12-03', '13:00', { email: 'solo@example.com' }),
      )
      expect(booked.statusCode, booked.body).toBe(201)
      ownClock.set('2026-12-03T19:00:00Z')
      await expect
        .poll(async () => (await owner.call('GET', '/api/clients')).json().clients[0]?.visitas, {
          timeout: 5000,
        })
        .toBe(1)
    } finally {
      await own.close()
    }
  })
})

describe('a client’s reservations', () => {
  it('are listed newest first, and stay, unlinked, when the client is deleted', async () => {
    clock.set('2026-12-02T15:00:00Z')
    const owner = await createOwnerWithRules(app, {}, { label: 'cli-detalle' })
    const contact = { client: 'Iñaki', phone: '', email: 'inaki@example.com' }
    const early = await book(owner, '13:00', contact)
    const late = await book(owner, '21:00', contact)
    await book(owner, '20:00', { client: 'Otro', phone: '', email: 'otro@example.com' })
    const clientId = early.clientId
    const listed = await owner.call('GET', `/api/clients/${clientId}/appointments`)
    expect(listed.statusCode).toBe(200)
    expect(listed.json().appointments.map((appointment: { id: string }) => appointment.id)).toEqual([
      late.id,
      early.id,
    ])
    expect((await owner.call('DELETE', `/api/clients/${clientId}`)).statusCode).toBe(204)
    expect((await owner.call('GET', `/api/clients/${clientId}/appointments`)).statusCode).toBe(404)
    const day = (await owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')).json()
    expect(day.appointments).toHaveLength(3)
    expect(
      day.appointments.find((appointment: { id: string }) => appointment.id === late.id).clientId,
    ).toBeNull()
  })
})

describe.runIf(onPostgres)('two servers on one PostgreSQL database', () => {
  let servers: FastifyInstance[] = []
  const serverClock = createTestClock()

  beforeAll(async () => {
    servers = await createTestApps(2, {}, { clock: serverClock.now, reminderIntervalMs: 3_600_000 })
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
  })

  it('make one client of 10 racing bookings by one new phone on 10 dates, and count each visit once', async () => {
    const [first, second] = servers as [FastifyInstance, FastifyInstance]
    const owner = await createOwnerWithRules(first, {}, { label: 'cli-dos' })
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        (n % 2 === 0 ? first : second).inject({
          method: 'POST',
          url: '/api/appointments',
          // The same number, written two ways, on dates of their own (no booking's date lock orders them); no
          // e-mail, so only the phone can match them.
          payload: appointmentInput(`2026-12-${String(3 + n).padStart(2, '0')}`, '13:00', {
            client: `Mesa ${n}`,
            phone: n % 2 === 0 ? '315 000 9999' : '+57 3150009999',
            email: '',
          }),
          headers: { cookie: owner.cookie, 'accept-language': 'es' },
        }),
      ),
    )
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201))
    const ids = new Set(responses.map((response) => response.json().appointment.clientId))
    expect(ids.size).toBe(1)
    const now = new Date('2026-12-13T19:00:00Z')
    const swept = await Promise.all(servers.map((server) => sweepVisits({ db: server.database.db, now })))
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(10)
    const clients = (await owner.call('GET', '/api/clients')).json().clients
    expect(clients).toMatchObject([{ visitas: 10 }])
  })
})
