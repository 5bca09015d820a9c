import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { businesses, whatsappOptOuts } from '../../db/schema.ts'
import { signWebhookBody } from '../../test/fake-whatsapp-api.ts'
import { createOwnerWithRules } from '../reservations/test-reservations.ts'
import { confirm, messagesOf, pendingBooking, settledMessage, whatsAppTestApp } from './test-whatsapp.ts'

// The diner's confirmation through the Cloud API (a fake of it on a local port): the request exactly as
// documented, the fallback e-mail (a real SMTP listener) once after a refusal, a 5xx's retries or a timeout,
// the opt-out, the hourly limit and the owner's notice. The clock: Wednesday 2026-12-02 10:00 in Bogotá.

const whatsApp = whatsAppTestApp({ hourlyLimit: 3, timeoutMs: 1500 })
const { requests, confirmationMail } = whatsApp
const newEmail = () => whatsApp.newEmail('comensal')

describe('the diner’s confirmation by WhatsApp', () => {
  it('goes to the Cloud API as documented instead of the e-mail, and is sent once', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'whatsapp' })
    const email = newEmail()
    const id = await pendingBooking(owner, whatsApp.app(), '20:00', { email })
    await confirm(owner, id)
    const row = await settledMessage(whatsApp.app(), id)
    expect(row).toMatchObject({ status: 'sent', template: 'reserva_confirmada', language: 'es' })
    expect(row.providerMessageId).toMatch(/^wamid\./)
    expect(row.sentAt).not.toBeNull()

    expect(requests()).toHaveLength(1)
    const [request] = requests()
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v21.0/109876543210/messages')
    expect(request?.headers.authorization).toBe('Bearer test-token-0123456789')
    expect(request?.headers['content-type']).toBe('application/json')
    const [business] = await whatsApp
      .app()
      .database.db.select({ name: businesses.name })
      .from(businesses)
      .where(eq(businesses.id, owner.businessId))
    const body = request?.body as { template: { components: { parameters: { text: string }[] }[] } }
    const cancelUrl = body.template.components[0]?.parameters[4]?.text ?? ''
    expect(cancelUrl).toMatch(/^http:\/\/.+\/m\/.+\/reservar\/cancelar\?token=.+$/)
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'template',
      template: {
        name: 'reserva_confirmada',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana Pérez' },
              { type: 'text', text: business?.name },
              { type: 'text', text: 'jueves, 3 de diciembre de 2026 a las 20:00' },
              { type: 'text', text: '2 personas' },
              { type: 'text', text: cancelUrl },
            ],
          },
        ],
      },
    })
    // The cancel link works as the e-mail's does.
    const cancelPage = await whatsApp
      .app()
      .inject({ method: 'GET', url: cancelUrl.replace(/^https?:\/\/[^/]+/, '') })
    expect(cancelPage.statusCode).toBe(200)
    // The e-mail waits as the fallback and was never sent.
    expect(row.fallbackMail?.to).toBe(email)
    expect(row.fallbackMail?.attachments?.[0]?.filename).toBe('reserva.ics')
    expect(whatsApp.mail().hasMail(email)).toBe(false)
  })

  it('falls back to the e-mail once, with its calendar file, when the API refuses it (400)', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'rechazo' })
    const email = newEmail()
    const id = await pendingBooking(owner, whatsApp.app(), '20:00', { email })
    whatsApp.api().answer({ kind: 'refused', code: 131026, title: 'Message undeliverable' })
    await confirm(owner, id)
    const caught = await confirmationMail(email)
    expect(caught.attachments.map((file) => file.filename)).toEqual(['reserva.ics'])
    const row = await settledMessage(whatsApp.app(), id)
    expect(row.status).toBe('fell_back_to_email')
    expect(row.error).toBe('http_400 131026 Message undeliverable')
    expect(requests()).toHaveLength(1)
    expect(whatsApp.mail().hasMail(email)).toBe(false)
  })

  it('tries a 5xx again three times, then falls back to the e-mail once', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'caido' })
    const email = newEmail()
    const id = await pendingBooking(owner, whatsApp.app(), '20:00', { email })
    whatsApp.api().answer({ kind: 'broken' }, { kind: 'broken' }, { kind: 'broken' }, { kind: 'broken' })
    await confirm(owner, id)
    await confirmationMail(email)
    const row = await settledMessage(whatsApp.app(), id)
    expect(row).toMatchObject({ status: 'fell_back_to_email', providerMessageId: null })
    expect(row.error).toMatch(/^http_500/)
    expect(requests()).toHaveLength(4)
    expect(whatsApp.mail().hasMail(email)).toBe(false)
  })

  it('gives up a message the API never answers within its timeout, and the e-mail goes once', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'lento' })
    const email = newEmail()
    const id = await pendingBooking(owner, whatsApp.app(), '20:00', { email })
    const stall = { kind: 'stall', ms: 2500 } as const
    whatsApp.api().answer(stall, stall, stall, stall)
    await confirm(owner, id)
    await confirmationMail(email)
    const row = await settledMessage(whatsApp.app(), id)
    expect(row).toMatchObject({ status: 'fell_back_to_email', error: 'timeout' })
    expect(requests()).toHaveLength(4)
    expect(whatsApp.mail().hasMail(email)).toBe(false)
  })

  it('is sent by e-mail, with nothing queued, without the diner’s consent', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'sin-permiso' })
    const email = newEmail()
    const id = await pendingBooking(owner, whatsApp.app(), '20:00', { email, consent: false })
    await confirm(owner, id)
    await confirmationMail(email)
    expect(await messagesOf(whatsApp.app(), id)).toEqual([])
    expect(requests()).toHaveLength(0)
  })

  it('stops for a number that answered "BAJA": its next confirmation goes by e-mail', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'baja' })
    const phone = '+57 310 555 0101'
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '1',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  {
                    from: '573105550101',
                    id: 'wamid.in1',
                    timestamp: '1796300000',
                    type: 'text',
                    text: { body: ' Baja ' },
                  },
                ],
              },
            },
          ],
        },
      ],
    })
    const answer = await whatsApp.app().inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(payload, 'test-app-secret-0123456789'),
      },
      payload,
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const optedOut = await whatsApp.app().database.db.select().from(whatsappOptOuts)
    expect(optedOut.map((row) => row.recipient)).toContain('573105550101')

    const email = newEmail()
    const id = await pendingBooking(owner, whatsApp.app(), '20:00', { email, phone })
    await confirm(owner, id)
    await confirmationMail(email)
    // Recorded as skipped (the client's page shows why), with nothing left to fall back to.
    expect(await messagesOf(whatsApp.app(), id)).toEqual([
      expect.objectContaining({ status: 'skipped', error: 'opted_out', fallbackMail: null }),
    ])
    expect(requests()).toHaveLength(0)
  })

  it('goes by e-mail past the business’s hourly limit, a skipped message counting for nothing', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), {}, { label: 'limite' })
    await whatsApp.app().database.db.insert(whatsappOptOuts).values({ recipient: '573109990000' })
    const optedOut = await pendingBooking(owner, whatsApp.app(), '22:00', {
      email: newEmail(),
      phone: '+57 310 999 0000',
    })
    await confirm(owner, optedOut)
    const ids: string[] = []
    const emails: string[] = []
    for (const time of ['20:00', '20:30', '21:00', '21:30']) {
      emails.push(newEmail())
      const id = await pendingBooking(owner, whatsApp.app(), time, { email: emails.at(-1) ?? '' })
      await confirm(owner, id)
      ids.push(id)
    }
    // The limit is 3: the opted-out number's row did not use one of them.
    expect(await messagesOf(whatsApp.app(), optedOut)).toEqual([
      expect.objectContaining({ status: 'skipped', error: 'opted_out' }),
    ])
    for (const id of ids.slice(0, 3)) expect((await settledMessage(whatsApp.app(), id)).status).toBe('sent')
    expect(await messagesOf(whatsApp.app(), ids[3] ?? '')).toEqual([
      expect.objectContaining({ status: 'skipped', error: 'hourly_limit', fallbackMail: null }),
    ])
    expect(requests()).toHaveLength(3)
    await confirmationMail(emails.at(-1) ?? '')
  })
})

describe('the owner’s notice by WhatsApp', () => {
  it('goes to the business’s number, in its language, when a diner books from the public page', async () => {
    const owner = await createOwnerWithRules(whatsApp.app(), { reservasPublicas: true }, { label: 'aviso' })
    await whatsApp
      .app()
      .database.db.update(businesses)
      .set({
        whatsappNumber: '573001112233',
        whatsappUses: { menu: true, dish: false, booking: true, bookingNotices: true },
      })
      .where(eq(businesses.id, owner.businessId))
    const [business] = await whatsApp
      .app()
      .database.db.select()
      .from(businesses)
      .where(eq(businesses.id, owner.businessId))
    const fields = {
      lang: 'en',
      date: '2026-12-03',
      time: '20:00',
      party: '3',
      client: 'Lucía Gómez',
      phone: '+57 311 222 3333',
      email: newEmail(),
    }
    const posted = await whatsApp.app().inject({
      method: 'POST',
      url: `/m/${business?.slug}/reservar`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: whatsApp.app().config.publicUrl,
      },
      payload: new URLSearchParams(fields).toString(),
    })
    expect(posted.statusCode, posted.body).toBeLessThan(400)
    // The diner's request stays an e-mail ("received"): only confirmations and reminders go by WhatsApp.
    await whatsApp.mail().nextMail(fields.email)
    await expect.poll(() => requests().length, { timeout: 8000 }).toBe(1)
    const body = requests()[0]?.body as { to: string; template: Record<string, unknown> }
    expect(body.to).toBe('573001112233')
    expect(body.template).toEqual({
      name: 'nueva_reserva',
      language: { code: 'es' },
      components: [
        {
          type: 'body',
          parameters: [
            business?.name,
            'Lucía Gómez',
            '3 personas',
            'jueves, 3 de diciembre de 2026 a las 20:00',
            `${whatsApp.app().config.publicUrl}/dashboard/reservas`,
          ].map((text) => ({ type: 'text', text })),
        },
      ],
    })
  })
})
