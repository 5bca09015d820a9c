import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CaughtMail, startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import type { TestOwner } from '../../test/test-owner.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import type { Mail, Mailer } from '../mail/index.ts'
import { createOwnerWithRules, createTestClock } from '../reservations/test-reservations.ts'
import { sendProductNews } from './product-news.ts'

// Every e-mail the product sends checks its toggle (Configuración → Notificaciones): the owner's booking
// notices `email`, product news `marketing` (the reminders' toggle: reservations/reminder-sweep.toggle.test.ts);
// each non-essential one carries a one-click unsubscribe (RFC 8058). The clock: Wednesday 2026-12-02, Bogotá.

const clock = createTestClock()
let app: FastifyInstance
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let addresses = 0

beforeAll(async () => {
  mail = await startMailCatcher()
  app = await createTestApp({ smtpUrl: mail.smtpUrl }, { clock: clock.now, reminderIntervalMs: 3_600_000 })
})
afterAll(async () => {
  await app.close()
  await mail.close()
})

const slugOf = (owner: TestOwner) => (owner.user.business as unknown as { slug: string }).slug
const notifications = (owner: TestOwner, changes: object) =>
  owner.call('PATCH', '/api/settings', { notifications: changes })

/** A diner books on the owner's public page, as a browser on our page posts the form. */
async function dinerBooks(owner: TestOwner) {
  const email = `comensal${++addresses}@example.com`
  const fields = {
    lang: 'es',
    date: '2026-12-03',
    time: '20:00',
    party: '2',
    client: 'Lucía Gómez',
    phone: '+57 311 222 3333',
    email,
  }
  const booked = await app.inject({
    method: 'POST',
    url: `/m/${slugOf(owner)}/reservar`,
    remoteAddress: `10.44.0.${addresses}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: app.config.publicUrl },
    payload: new URLSearchParams(fields).toString(),
  })
  expect(booked.statusCode, booked.body).toBe(201)
  return email
}

const isBookingNotice = (caught: CaughtMail) => caught.subject.includes('eserva')
const unsubscribePath = (url: string) => new URL(url).pathname

describe('the owner’s booking notices (notifications.email)', () => {
  it('go with a one-click unsubscribe while on, and not at all once off', async () => {
    const owner = await createOwnerWithRules(app, { reservasPublicas: true }, { label: 'avisos' })
    // Sign-up's confirmation code goes first; only booking notices are counted after it.
    await mail.nextMail(owner.account.email, 5000, (caught) => caught.subject.includes('Confirma'))
    await dinerBooks(owner)
    const notice = await mail.nextMail(owner.account.email, 5000, isBookingNotice)
    const url = notice.headers['list-unsubscribe']?.replace(/^<|>$/g, '') ?? ''
    expect(url).toMatch(/^http.*\/unsubscribe\/[\w-]+\.email\.[\w-]+$/)
    expect(notice.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(notice.text).toContain(`Dejar de recibir estos avisos: ${url}`)

    expect((await notifications(owner, { email: false })).statusCode).toBe(200)
    const diner = await dinerBooks(owner)
    // The diner's own mail still goes (it is theirs, not the owner's notice); the owner hears nothing.
    await mail.nextMail(diner)
    expect(mail.hasMail(owner.account.email)).toBe(false)
  })
})

describe('product news (notifications.marketing)', () => {
  it('goes only to confirmed owners who turned it on, in their language, with its way out', async () => {
    const sent: Mail[] = []
    const mailer: Mailer = {
      send: async (m) => void sent.push(m),
      deliverOutbox: async () => 0,
      close: () => {},
    }
    const reader = await registerTestOwner(app, 'novedades')
    const english = await registerTestOwner(app, 'novedades')
    const notAsked = await registerTestOwner(app, 'novedades')
    const unconfirmed = await registerTestOwner(app, 'novedades', { isVerified: false })
    await notifications(reader, { marketing: true })
    await english.call('PATCH', '/api/settings', {
      notifications: { marketing: true },
      preferences: { language: 'en' },
    })
    await notifications(notAsked, { email: true })
    await notifications(unconfirmed, { marketing: true })
    const news = {
      es: { subject: 'Novedades de Vitrina', body: 'Ya puedes <cambiar> tu foto.\n\nGracias.' },
      en: { subject: 'Vitrina news', body: 'You can now change your photo.' },
    }
    const count = await sendProductNews(
      { db: app.database.db, mailer, publicUrl: app.config.publicUrl, log: app.log },
      news,
    )
    const ours = sent.filter((m) => m.to.startsWith('novedades'))
    expect(ours.map((m) => [m.to, m.subject]).sort()).toEqual(
      [
        [reader.account.email, 'Novedades de Vitrina'],
        [english.account.email, 'Vitrina news'],
      ].sort(),
    )
    expect(count).toBeGreaterThanOrEqual(2)
    const spanish = ours.find((m) => m.to === reader.account.email) as Mail
    expect(spanish.html).toContain('<p>Ya puedes &lt;cambiar&gt; tu foto.</p><p>Gracias.</p>')
    expect(spanish.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\/[\w-]+\.marketing\.[\w-]+>$/)
    expect(spanish.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(spanish.text).toContain('Dejar de recibir novedades: http')

    // Its link: opening it changes nothing; the one-click POST turns the news off; then none goes.
    const url = unsubscribePath(spanish.headers?.['List-Unsubscribe']?.slice(1, -1) ?? '')
    const page = await app.inject({ method: 'GET', url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('¿Dejar de recibir las novedades de Vitrina?')
    expect(page.body).toContain('<form method="post"><button type="submit">Sí, dejar de recibirlos</button>')
    expect((await reader.call('GET', '/api/settings')).json().notifications.marketing).toBe(true)
    const oneClick = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.body).toContain('href="/dashboard/configuracion/notificaciones"')
    expect((await reader.call('GET', '/api/settings')).json().notifications).toMatchObject({
      marketing: false,
      email: true,
    })
    sent.length = 0
    await sendProductNews(
      { db: app.database.db, mailer, publicUrl: app.config.publicUrl, log: app.log },
      news,
    )
    expect(sent.map((m) => m.to)).not.toContain(reader.account.email)
    expect(sent.map((m) => m.to)).toContain(english.account.email)
  })
})

describe('the unsubscribe page', () => {
  it('refuses a forged or altered token with a 400 page, changing nothing', async () => {
    const owner = await registerTestOwner(app, 'baja')
    const sent: Mail[] = []
    const mailer: Mailer = {
      send: async (m) => void sent.push(m),
      deliverOutbox: async () => 0,
      close: () => {},
    }
    await notifications(owner, { marketing: true })
    const news = { es: { subject: 'N', body: 'N' }, en: { subject: 'N', body: 'N' } }
    await sendProductNews(
      { db: app.database.db, mailer, publicUrl: app.config.publicUrl, log: app.log },
      news,
    )
    const link = sent.find((m) => m.to === owner.account.email)?.headers?.['List-Unsubscribe'] ?? ''
    const token = unsubscribePath(link.slice(1, -1)).split('/').pop() ?? ''
    const [userId, , signature] = token.split('.')
    const other = await registerTestOwner(app, 'baja')
    for (const forged of [
      `${userId}.email.${signature}`,
      `${other.user.id}.marketing.${signature}`,
      `${userId}.marketing.${signature?.slice(1)}x`,
      'nada',
      `${userId}.marketing`,
    ]) {
      for (const method of ['GET', 'POST'] as const) {
        const refused = await app.inject({
          method,
          url: `/unsubscribe/${forged}`,
          headers: { 'accept-language': 'en' },
        })
        expect(refused.statusCode, `${method} ${forged}`).toBe(400)
        expect(refused.body).toContain('Link not valid')
      }
    }
    expect((await owner.call('GET', '/api/settings')).json().notifications).toMatchObject({
      marketing: true,
      email: true,
    })
    expect((await other.call('GET', '/api/settings')).json().notifications.marketing).toBe(false)
  })
})
