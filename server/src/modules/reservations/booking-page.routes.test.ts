import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_RULES } from '#domain/reservations/booking-rules.schema.ts'
import { type CaughtMail, startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { newOwner } from '../public-menu/test-menu.ts'
import { appointmentInput, createOwnerWithRules, createTestClock } from './test-reservations.ts'

// The public booking page end to end through app.inject: its steps as plain forms, each refusal shown in the
// visitor's language with what they typed and the nearest free times, the e-mails a real SMTP listener
// receives, and the signed cancel link. The clock: Wednesday 2026-12-02 10:00 in Bogotá (UTC−5).

const clock = createTestClock()
let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let addresses = 0

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp({ smtpUrl: mail.smtpUrl, bookingRateLimit: 3 }, { clock: clock.now })
})
afterAll(async () => {
  await app.close()
  await mail.close()
})

const slugOf = (owner: TestOwner) => (owner.user.business as unknown as { slug: string }).slug

async function bookableOwner(rules: Record<string, unknown> = {}) {
  const owner = await createOwnerWithRules(app, { reservasPublicas: true, ...rules }, { label: 'publica' })
  return { owner, slug: slugOf(owner) }
}

const diner = (overrides: Record<string, string> = {}) => ({
  lang: 'es',
  date: '2026-12-03',
  time: '20:00',
  party: '2',
  client: 'Lucía Gómez',
  phone: '+57 311 222 3333',
  email: `lucia${++addresses}@example.com`,
  notes: 'Una trona, por favor',
  ...overrides,
})

/** Posts the booking form as a browser on our page does (its Origin), from an address of its own. */
function postBooking(slug: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/m/${slug}/reservar`,
    remoteAddress: `10.30.0.${++addresses}`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: app.config.publicUrl,
      ...headers,
    },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** The next mail to the owner about a booking (their sign-up's confirmation code mail is left aside). */
const ownerMail = (owner: TestOwner) =>
  mail.nextMail(owner.account.email, 5000, (caught) => caught.subject.includes('eserva'))

const cancelLinkIn = (caught: CaughtMail) => {
  const link = caught.text.match(/https?:\/\/\S+\/reservar\/cancelar\?token=\S+/)?.[0]
  expect(link, caught.text).toBeTruthy()
  return new URL(link as string)
}

describe('the booking page', () => {
  it('is linked from the public menu while public bookings are on', async () => {
    const owner = await newOwner(app, 'Carta')
    const before = await app.inject({ method: 'GET', url: `/m/${owner.slug}` })
    expect(before.body).not.toContain('/reservar')
    await owner.call('PUT', '/api/booking-rules', { ...DEFAULT_BOOKING_RULES, reservasPublicas: true })
    const after = await app.inject({ method: 'GET', url: `/m/${owner.slug}?lang=en` })
    expect(after.body).toContain(`href="/m/${owner.slug}/reservar?lang=en">Book a table</a>`)
  })

  it('is a 404 page, in the visitor language, while the business takes no public bookings', async () => {
    const owner = await createOwnerWithRules(app, {}, { label: 'cerrada' })
    const page = await app.inject({ method: 'GET', url: `/m/${slugOf(owner)}/reservar?lang=en` })
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('This place does not take bookings online')
    const spanish = await app.inject({ method: 'GET', url: `/m/${slugOf(owner)}/reservar` })
    expect(spanish.body).toContain('Este local no acepta reservas por internet')
    const unknown = await app.inject({ method: 'GET', url: '/m/no-existe-esto/reservar' })
    expect(unknown.statusCode).toBe(404)
  })

  it('shows the day and party form, then the free times of the day as buttons, with no script', async () => {
    const { slug } = await bookableOwner({ capacidadPorIntervalo: 20 })
    const first = await app.inject({ method: 'GET', url: `/m/${slug}/reservar` })
    expect(first.statusCode).toBe(200)
    expect(first.headers['content-security-policy']).toContain("form-action 'self'")
    expect(first.headers['content-security-policy']).not.toContain('script-src')
    expect(first.headers['referrer-policy']).toBe('same-origin')
    expect(first.body).toContain('1. Día y personas')
    expect(first.body).not.toContain('<script')
    expect(first.body).toContain('min="2026-12-02"')

    const day = await app.inject({
      method: 'GET',
      url: `/m/${slug}/reservar?date=2026-12-03&party=4&lang=en`,
    })
    expect(day.body).toContain('Free times on Thursday, 3 December 2026')
    expect(day.body).toContain('name="time" value="13:00"')
    // Dinner runs 20:00–23:30: its last start is 23:00.
    expect(day.body).toContain('name="time" value="23:00"')
    expect(day.body).not.toContain('name="time" value="23:30"')
    // Step 3 appears once a time is chosen, with the choice kept in hidden fields.
    const chosen = await app.inject({
      method: 'GET',
      url: `/m/${slug}/reservar?date=2026-12-03&party=4&time=20:30&lang=en`,
    })
    expect(chosen.body).toContain('3. Your details')
    expect(chosen.body).toContain('Thursday, 3 December 2026 at 20:30')
    expect(chosen.body).toContain('<input type="hidden" name="time" value="20:30">')
  })

  it('says a closed day and a party too large in the visitor language, keeping the choice and offering the nearest day', async () => {
    const { slug } = await bookableOwner({ diasCerrados: ['2026-12-05'], maxPersonas: 6 })
    const closed = await app.inject({ method: 'GET', url: `/m/${slug}/reservar?date=2026-12-05&party=3` })
    expect(closed.body).toContain('Ese día está cerrado. Elige otro.')
    expect(closed.body).toContain('value="2026-12-05"')
    expect(closed.body).toContain('Horas libres más cercanas')
    expect(closed.body).toContain('domingo, 6 de diciembre de 2026')
    const tooMany = await app.inject({
      method: 'GET',
      url: `/m/${slug}/reservar?date=2026-12-04&party=9&lang=en`,
    })
    expect(tooMany.body).toContain('For more than 6 people, please call.')
    expect(tooMany.body).toContain('<option selected>9</option>')
    const gone = await app.inject({ method: 'GET', url: `/m/${slug}/reservar?date=2026-12-01&party=2` })
    expect(gone.body).toContain('Ese día ya pasó. Elige otro.')
    // Today's lunch is still ahead at 10:00: the nearest free times are today's.
    expect(gone.body).toContain('miércoles, 2 de diciembre de 2026')
  })
})

describe('a booking request', () => {
  it('is pending: the page says it was received, the owner and the diner are mailed', async () => {
    const { owner, slug } = await bookableOwner()
    const fields = diner()
    const posted = await postBooking(slug, fields)
    expect(posted.statusCode, posted.body).toBe(201)
    expect(posted.body).toContain('Solicitud recibida')
    expect(posted.body).toContain('jueves, 3 de diciembre de 2026 a las 20:00')
    const toOwner = await ownerMail(owner)
    expect(toOwner.subject).toBe('Nueva reserva: Lucía Gómez, jueves, 3 de diciembre de 2026 a las 20:00')
    expect(toOwner.text).toContain('Está pendiente')
    expect(toOwner.text).toContain('Una trona, por favor')
    const toDiner = await mail.nextMail(fields.email)
    expect(toDiner.subject).toContain('Hemos recibido tu solicitud')
    cancelLinkIn(toDiner)
    const listed = await owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')
    expect(listed.json().appointments).toMatchObject([
      { client: 'Lucía Gómez', status: 'pending', source: 'public', partySize: 2, time: '20:00' },
    ])
  })

  it('once the owner confirms, mails the diner a calendar file on the business clock, in their language', async () => {
    const { owner, slug } = await bookableOwner()
    const fields = diner({ lang: 'en', time: '21:30' })
    expect((await postBooking(slug, fields)).statusCode).toBe(201)
    await ownerMail(owner)
    await mail.nextMail(fields.email)
    const [appointment] = (await owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')).json()
      .appointments
    const confirmed = await owner.call('POST', `/api/appointments/${appointment.id}/confirm`)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const toDiner = await mail.nextMail(fields.email)
    expect(toDiner.subject).toMatch(/^Booking confirmed at /)
    const [ics] = toDiner.attachments
    expect(ics?.contentType).toMatch(/^text\/calendar/)
    expect(ics?.content).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Bogota')
    expect(ics?.content).toContain('DTSTART;TZID=America/Bogota:20261203T213000')
    expect(ics?.content).toContain('DTEND;TZID=America/Bogota:20261203T230000')
    cancelLinkIn(toDiner)
  })

  it('is confirmed at once when the business confirms automatically', async () => {
    const { slug } = await bookableOwner({ autoConfirmar: true })
    const fields = diner()
    const posted = await postBooking(slug, fields)
    expect(posted.body).toContain('Reserva confirmada')
    const toDiner = await mail.nextMail(fields.email)
    expect(toDiner.subject).toMatch(/^Reserva confirmada en /)
    expect(toDiner.attachments[0]?.filename).toBe('reserva.ics')
  })

  it('refuses a past time, a missing e-mail and a full slot with the page again, what was typed kept', async () => {
    const { owner, slug } = await bookableOwner({ capacidadPorIntervalo: 4 })
    const past = await postBooking(slug, diner({ date: '2026-12-02', time: '08:00' }))
    expect(past.statusCode).toBe(400)
    expect(past.body).toContain('Esa hora ya pasó. Elige otra.')
    expect(past.body).toContain('value="Lucía Gómez"')
    expect(past.body).toContain('name="slot" value="2026-12-02T13:00"')
    const missing = await postBooking(slug, diner({ email: '', client: 'Pedro Páramo' }))
    expect(missing.statusCode).toBe(400)
    expect(missing.body).toContain('Escribe un correo válido.')
    expect(missing.body).toContain('value="Pedro Páramo"')
    expect(missing.body).toContain('aria-invalid="true"')

    const taken = await owner.call(
      'POST',
      '/api/appointments',
      appointmentInput('2026-12-03', '20:00', { partySize: 4 }),
    )
    expect(taken.statusCode, taken.body).toBe(201)
    const full = await postBooking(slug, diner({ lang: 'en', client: 'Ana Late' }))
    expect(full.statusCode).toBe(409)
    expect(full.body).toContain('That time has just filled up')
    expect(full.body).toContain('Ana Late')
    expect(full.body).toContain('Nearest free times')
    expect(full.body).toContain('name="slot" value="2026-12-03T21:30"')
    const list = () => owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')
    expect((await list()).json().appointments).toHaveLength(1)
    // Picking one of them posts again with everything typed kept.
    const picked = await postBooking(
      slug,
      diner({ lang: 'en', client: 'Ana Late', slot: '2026-12-03T21:30' }),
    )
    expect(picked.statusCode, picked.body).toBe(201)
    const times = (await list()).json().appointments.map((a: { time: string }) => a.time)
    expect(times).toEqual(['20:00', '21:30'])
  })

  it('refuses a post from another site, and past the hourly allowance of an address', async () => {
    const { slug } = await bookableOwner()
    const forged = await postBooking(slug, diner(), { origin: 'https://evil.example' })
    expect(forged.statusCode).toBe(403)
    const crossSite = await postBooking(slug, diner(), { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.statusCode).toBe(403)
    const send = (time: string) =>
      app.inject({
        method: 'POST',
        url: `/m/${slug}/reservar`,
        remoteAddress: '10.31.0.1',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl },
        payload: new URLSearchParams(diner({ time })).toString(),
      })
    for (const time of ['13:00', '13:30', '14:00']) expect((await send(time)).statusCode).toBe(201)
    const refused = await send('14:30')
    expect(refused.statusCode).toBe(429)
    expect(refused.body).toContain('Has hecho muchas reservas seguidas')
    expect(refused.headers['retry-after']).toBeDefined()
  })
})

describe('a salon', () => {
  it('books a service, its length the service own, one place of the slot', async () => {
    const id = '0b8f6a52-3c1d-4e7f-9a2b-5c6d7e8f9a01'
    const { owner, slug } = await bookableOwner({
      tipo: 'servicios',
      capacidadPorIntervalo: 1,
      autoConfirmar: true,
      servicios: [{ id, nombre: 'Corte de pelo', duracion: 45 }],
    })
    const page = await app.inject({ method: 'GET', url: `/m/${slug}/reservar?date=2026-12-03&service=${id}` })
    expect(page.body).toContain('Corte de pelo · 45 min</option>')
    expect(page.body).not.toContain('id="party"')
    expect(page.body).toContain('name="time" value="13:00"')
    const chosen = await app.inject({
      method: 'GET',
      url: `/m/${slug}/reservar?date=2026-12-03&service=${id}&time=13:00`,
    })
    expect(chosen.body).toContain('a las 13:00 · Corte de pelo')
    const posted = await postBooking(slug, diner({ party: '', service: id, time: '13:00' }))
    expect(posted.statusCode, posted.body).toBe(201)
    const listed = await owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')
    expect(listed.json().appointments).toMatchObject([
      { service: 'Corte de pelo', duration: 45, status: 'confirmed', time: '13:00' },
    ])
    // Its one place is taken until 13:45: 13:00 and 13:30 are gone, 14:00 is free.
    const after = await app.inject({
      method: 'GET',
      url: `/m/${slug}/reservar?date=2026-12-03&service=${id}`,
    })
    expect(after.body).not.toContain('name="time" value="13:30"')
    expect(after.body).toContain('name="time" value="14:00"')
  })
})

describe('the cancel link', () => {
  it('shows the booking, cancels it on the button, and tells the diner and the owner', async () => {
    const { owner, slug } = await bookableOwner({ autoConfirmar: true })
    const fields = diner({ time: '13:30' })
    await postBooking(slug, fields)
    await ownerMail(owner)
    const link = cancelLinkIn(await mail.nextMail(fields.email))
    const token = link.searchParams.get('token') as string
    const page = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Cancelar la reserva')

    // Altered in one character: refused, nothing changed.
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const bad = await app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl },
      payload: new URLSearchParams({ token: forged }).toString(),
    })
    expect(bad.statusCode).toBe(404)
    expect(bad.body).toContain('Enlace no válido')
    const list = () => owner.call('GET', '/api/appointments?from=2026-12-03&to=2026-12-03')
    expect((await list()).json().appointments[0].status).toBe('confirmed')

    const done = await app.inject({
      method: 'POST',
      url: link.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl },
      payload: new URLSearchParams({ token }).toString(),
    })
    expect(done.statusCode).toBe(200)
    expect(done.body).toContain('Reserva cancelada')
    expect((await list()).json().appointments[0].status).toBe('cancelled')
    expect((await mail.nextMail(fields.email)).subject).toMatch(/^Reserva cancelada en /)
    expect((await ownerMail(owner)).subject).toMatch(/^Reserva cancelada por el cliente/)
    const again = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
    expect(again.body).toContain('ya no está activa')
  })

  it('is refused once the booking has started, and when it belongs to another business', async () => {
    const { owner, slug } = await bookableOwner({ autoConfirmar: true })
    const other = await bookableOwner()
    const fields = diner({ time: '14:00' })
    await postBooking(slug, fields)
    await ownerMail(owner)
    const link = cancelLinkIn(await mail.nextMail(fields.email))
    const elsewhere = await app.inject({
      method: 'GET',
      url: `/m/${other.slug}/reservar/cancelar${link.search}`,
    })
    expect(elsewhere.statusCode).toBe(404)
    clock.set('2026-12-03T19:00:01Z')
    try {
      const late = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` })
      expect(late.statusCode).toBe(410)
      expect(late.body).toContain('Enlace caducado')
    } finally {
      clock.set('2026-12-02T15:00:00Z')
    }
  })
})
