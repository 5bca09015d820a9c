import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WHATSAPP_MESSAGES, whatsAppLink } from '#domain/whatsapp/whatsapp-link.ts'
import type { WhatsAppConfig } from '../../config.ts'
import { appointments, clients } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createOwnerWithRules, createTestClock } from './test-reservations.ts'

// WhatsApp on the public booking page (decision 072): "Reservar por WhatsApp" posts the chosen day, time and
// party and lands on the chat with them written out (a 303, no script); the box asking for the confirmation
// and reminder on WhatsApp exists only where the deployment sends messages, and is stored only when ticked.
// The clock: Wednesday 2026-12-02 10:00 in Bogotá (UTC−5).

const clock = createTestClock()
/** A deployment without WhatsApp messages (the default), and one with the Cloud API configured. */
let plain: FastifyInstance
let messaging: FastifyInstance
let addresses = 0

const CLOUD_API: WhatsAppConfig = {
  // Nothing listens there: no message of these tests is meant to leave.
  apiUrl: 'http://127.0.0.1:9/v21.0',
  token: 'token-de-prueba',
  phoneNumberId: '123456789',
  appSecret: 'secreto-de-prueba',
  verifyToken: 'test-verify-token',
  hourlyLimit: 100,
  timeoutMs: 1000,
}

beforeAll(async () => {
  ;[plain, messaging] = await Promise.all([
    createTestApp({ bookingRateLimit: 2 }, { clock: clock.now }),
    createTestApp({ whatsapp: CLOUD_API }, { clock: clock.now }),
  ])
})
afterAll(async () => {
  await Promise.all([plain?.close(), messaging?.close()])
})

/** A business taking public bookings, named with signs that must be encoded, with a WhatsApp number. */
async function bookableOwner(app: FastifyInstance, business: object = {}) {
  const owner = await createOwnerWithRules(app, { reservasPublicas: true }, { label: 'whatsapp' })
  const saved = await owner.call('PATCH', '/api/business', {
    name: 'Casa Pepa & Co',
    whatsappNumber: '300 123 4567',
    ...business,
  })
  expect(saved.statusCode, saved.body).toBe(200)
  const slug: string = saved.json().business.slug
  return { owner, slug }
}

/** Posts a form of the booking page as a browser on our page does, from an address of its own. */
function post(app: FastifyInstance, url: string, fields: Record<string, string>, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: remoteAddress ?? `10.40.0.${++addresses}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl },
    payload: new URLSearchParams(fields).toString(),
  })
}

const chosen = { lang: 'es', date: '2026-12-03', time: '20:00', party: '2' }

describe('"Reservar por WhatsApp"', () => {
  it('is a second button of the details form, needing none of its fields, posting to the WhatsApp route', async () => {
    const { slug } = await bookableOwner(plain)
    const page = await plain.inject({
      method: 'GET',
      url: `/m/${slug}/reservar?date=2026-12-03&time=20:00&party=2`,
    })
    expect(page.body).toContain(
      `<button class="btn o go" type="submit" formaction="/m/${slug}/reservar/whatsapp?lang=es" formnovalidate aria-describedby="wa-h">Reservar por WhatsApp</button>`,
    )
    // The browser checks the 303's address against the page's form-action.
    expect(page.headers['content-security-policy']).toContain(
      "form-action 'self' https://wa.me https://api.whatsapp.com",
    )
  })

  it('answers 303 to the chat with the day, time and party written out in the page’s language', async () => {
    const { slug } = await bookableOwner(plain)
    const spanish = await post(plain, `/m/${slug}/reservar/whatsapp?lang=es`, {
      ...chosen,
      client: '',
      email: '',
    })
    expect(spanish.statusCode, spanish.body).toBe(303)
    expect(spanish.headers.location).toBe(
      whatsAppLink(
        '573001234567',
        WHATSAPP_MESSAGES.es.booking('Casa Pepa & Co', 'jueves, 3 de diciembre de 2026 a las 20:00', 2),
      ),
    )
    expect(spanish.headers.location).toContain('%20%26%20Co')
    const english = await post(plain, `/m/${slug}/reservar/whatsapp?lang=en`, {
      ...chosen,
      lang: 'en',
      party: '4',
    })
    expect(english.statusCode).toBe(303)
    expect(new URL(String(english.headers.location)).searchParams.get('text')).toBe(
      "Hello, Casa Pepa & Co. I'd like to book a table for 4 people on Thursday, 3 December 2026 at 20:00.",
    )
  })

  it('books nothing: the diner sends the message themselves', async () => {
    const { owner, slug } = await bookableOwner(plain)
    await post(plain, `/m/${slug}/reservar/whatsapp`, chosen)
    const rows = await plain.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.businessId, owner.businessId))
    expect(rows).toEqual([])
  })

  it('gives the booking page back with its refusal for a bad day or time, never a chat', async () => {
    const { slug } = await bookableOwner(plain)
    const url = `/m/${slug}/reservar/whatsapp`
    const badDate = await post(plain, url, { ...chosen, date: '2026-13-45' })
    expect(badDate.statusCode).toBe(400)
    expect(badDate.body).toContain('Escribe un día válido.')
    const past = await post(plain, url, { ...chosen, date: '2026-12-01' })
    expect(past.statusCode).toBe(400)
    expect(past.body).toContain('Ese día ya pasó. Elige otro.')
    const noTime = await post(plain, url, { ...chosen, time: '' })
    expect(noTime.statusCode).toBe(400)
    expect(noTime.body).toContain('Elige una de las horas libres.')
    const closedTime = await post(plain, url, { ...chosen, time: '04:00' })
    expect(closedTime.statusCode).toBe(409)
    const hugeParty = await post(plain, url, { ...chosen, party: '500' })
    expect(hugeParty.statusCode).toBe(400)
    expect(hugeParty.body).toContain('llama al local')
  })

  it('is counted in the address’s hourly bookings', async () => {
    const { slug } = await bookableOwner(plain)
    const url = `/m/${slug}/reservar/whatsapp`
    expect((await post(plain, url, chosen, '10.41.0.1')).statusCode).toBe(303)
    expect((await post(plain, url, chosen, '10.41.0.1')).statusCode).toBe(303)
    const third = await post(plain, url, chosen, '10.41.0.1')
    expect(third.statusCode).toBe(429)
    expect(third.headers['retry-after']).toBeDefined()
  })

  it('is no button and a 404 without a number, or with its switch off', async () => {
    const cases = [{ whatsappNumber: '' }, { whatsappUses: { booking: false } }]
    for (const business of cases) {
      const { slug } = await bookableOwner(plain, business)
      const page = await plain.inject({
        method: 'GET',
        url: `/m/${slug}/reservar?date=2026-12-03&time=20:00&party=2`,
      })
      expect(page.body).not.toContain('WhatsApp')
      expect(page.headers['content-security-policy']).toContain("form-action 'self';")
      expect((await post(plain, `/m/${slug}/reservar/whatsapp`, chosen)).statusCode).toBe(404)
    }
  })

  it('refuses a post from another site', async () => {
    const { slug } = await bookableOwner(plain)
    const response = await plain.inject({
      method: 'POST',
      url: `/m/${slug}/reservar/whatsapp`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://otro.example' },
      payload: new URLSearchParams(chosen).toString(),
    })
    expect(response.statusCode).toBe(403)
  })
})

const diner = (overrides: Record<string, string> = {}) => ({
  ...chosen,
  client: 'Lucía Gómez',
  phone: '+57 311 222 3333',
  email: `lucia${++addresses}@example.com`,
  notes: '',
  ...overrides,
})

async function storedConsent(app: FastifyInstance, businessId: string) {
  const [row] = await app.database.db
    .select({ consent: appointments.whatsappConsent, consentAt: clients.whatsappConsentAt })
    .from(appointments)
    .leftJoin(clients, and(eq(clients.id, appointments.clientId), eq(clients.businessId, businessId)))
    .where(eq(appointments.businessId, businessId))
  return row
}

describe('the booking form’s WhatsApp box', () => {
  it('is not there, and nothing is stored, where the deployment sends no WhatsApp messages', async () => {
    const { owner, slug } = await bookableOwner(plain)
    const page = await plain.inject({
      method: 'GET',
      url: `/m/${slug}/reservar?date=2026-12-03&time=20:00&party=2`,
    })
    expect(page.body).not.toContain('name="whatsapp"')
    const booked = await post(plain, `/m/${slug}/reservar`, diner({ whatsapp: '1' }))
    expect(booked.statusCode, booked.body).toBe(201)
    expect(await storedConsent(plain, owner.businessId)).toEqual({ consent: false, consentAt: null })
  })

  it('is offered unticked, in the page’s language, where it does', async () => {
    const { owner, slug } = await bookableOwner(messaging)
    const url = `/m/${slug}/reservar?date=2026-12-03&time=20:00&party=2`
    const spanish = await messaging.inject({ method: 'GET', url })
    expect(spanish.body).toContain(
      '<input type="checkbox" id="whatsapp" name="whatsapp" value="1" aria-describedby="whatsapp-h"><label for="whatsapp">Quiero recibir la confirmación y el recordatorio por WhatsApp</label>',
    )
    expect(spanish.body).toContain('responde BAJA')
    const english = await messaging.inject({ method: 'GET', url: `${url}&lang=en` })
    expect(english.body).toContain('Send me the confirmation and reminder on WhatsApp')
    const me = await owner.call('GET', '/api/me')
    expect(me.json().user.business.whatsappMessages).toBe(true)
  })

  it('stores the consent on the booking and its client only when ticked', async () => {
    const unticked = await bookableOwner(messaging)
    const left = await post(messaging, `/m/${unticked.slug}/reservar`, diner())
    expect(left.statusCode, left.body).toBe(201)
    expect(await storedConsent(messaging, unticked.owner.businessId)).toEqual({
      consent: false,
      consentAt: null,
    })

    const ticked = await bookableOwner(messaging)
    const given = await post(messaging, `/m/${ticked.slug}/reservar`, diner({ whatsapp: '1' }))
    expect(given.statusCode, given.body).toBe(201)
    expect(await storedConsent(messaging, ticked.owner.businessId)).toEqual({
      consent: true,
      consentAt: new Date(clock.now()),
    })
  })

  it('stays ticked when the page comes back with a refusal', async () => {
    const { slug } = await bookableOwner(messaging)
    const refused = await post(messaging, `/m/${slug}/reservar`, diner({ whatsapp: '1', client: '' }))
    expect(refused.statusCode).toBe(400)
    expect(refused.body).toContain('name="whatsapp" value="1" aria-describedby="whatsapp-h" checked>')
  })
})
