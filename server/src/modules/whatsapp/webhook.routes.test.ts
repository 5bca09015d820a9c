import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whatsappMessages, whatsappOptOuts } from '../../db/schema.ts'
import { type FakeWhatsAppApi, signWebhookBody, startFakeWhatsAppApi } from '../../test/fake-whatsapp-api.ts'
import { startMailCatcher } from '../../test/mail-catcher.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createOwnerWithRules, createTestClock } from '../reservations/test-reservations.ts'
import { confirm, FAST_WHATSAPP, messagesOf, pendingBooking, whatsAppConfigFor } from './test-whatsapp.ts'

// The Cloud API's webhook: signed over its raw bytes with the app secret (401 otherwise, nothing changed),
// statuses moving a message forward only, the address check; and a deployment without the Cloud API, where
// the webhook is a 404 and bookings queue nothing.

const SECRET = 'test-app-secret-0123456789'
const clock = createTestClock()
let app: FastifyInstance
let api: FakeWhatsAppApi

beforeAll(async () => {
  api = await startFakeWhatsAppApi()
  app = await createTestApp(
    { whatsapp: whatsAppConfigFor(api, { appSecret: SECRET }) },
    { clock: clock.now, reminderIntervalMs: 3_600_000, whatsapp: FAST_WHATSAPP },
  )
})
afterAll(async () => {
  await app.close()
  await api.close()
})

const statusDelivery = (id: string, status: string, timestamp: number) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { phone_number_id: '109876543210' },
              statuses: [{ id, status, timestamp: String(timestamp), recipient_id: '573001234567' }],
            },
          },
        ],
      },
    ],
  })

const post = (payload: string, signature: string | undefined, target: FastifyInstance = app) =>
  target.inject({
    method: 'POST',
    url: '/api/whatsapp/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-hub-signature-256': signature }),
    },
    payload,
  })

/** A message the fake API accepted, as `sent` with its wamid; its row. */
async function sentMessage(label: string) {
  const owner = await createOwnerWithRules(app, {}, { label })
  const id = await pendingBooking(owner, app, '20:00', { email: `${label}@example.com` })
  await confirm(owner, id)
  await expect.poll(async () => (await messagesOf(app, id))[0]?.status, { timeout: 8000 }).toBe('sent')
  return (await messagesOf(app, id))[0] as NonNullable<Awaited<ReturnType<typeof messagesOf>>[0]>
}

const rowOf = async (id: string) =>
  (await app.database.db.select().from(whatsappMessages).where(eq(whatsappMessages.id, id)))[0]

describe('the WhatsApp webhook', () => {
  it('refuses a delivery unsigned, signed wrong or signed for other bytes (401), changing nothing', async () => {
    const message = await sentMessage('firma')
    const payload = statusDelivery(message.providerMessageId ?? '', 'read', 1796300000)
    const wrongSecret = signWebhookBody(payload, 'another-secret')
    const otherBytes = signWebhookBody(`${payload} `, SECRET)
    for (const signature of [undefined, '', 'sha256=', wrongSecret, otherBytes, 'sha1=abc']) {
      const answer = await post(payload, signature)
      expect(answer.statusCode, String(signature)).toBe(401)
      expect(answer.json().error.code).toBe('whatsapp_signature_invalid')
    }
    // Nor does an unsigned body that is not even JSON get further than the signature.
    expect((await post('{not json', undefined)).statusCode).toBe(401)
    expect(await rowOf(message.id)).toEqual(message)
  })

  it('moves a message forward only, with the status’s time, and ignores unknown ids', async () => {
    const message = await sentMessage('estados')
    const wamid = message.providerMessageId ?? ''
    const deliver = (status: string, timestamp: number) => {
      const payload = statusDelivery(wamid, status, timestamp)
      return post(payload, signWebhookBody(payload, SECRET))
    }
    expect((await deliver('delivered', 1796300000)).statusCode).toBe(200)
    expect(await rowOf(message.id)).toMatchObject({
      status: 'delivered',
      statusAt: new Date(1796300000 * 1000),
    })
    expect((await deliver('read', 1796300060)).statusCode).toBe(200)
    // A late "delivered" (Meta does not promise the order) never undoes "read".
    expect((await deliver('delivered', 1796300030)).statusCode).toBe(200)
    expect(await rowOf(message.id)).toMatchObject({ status: 'read', statusAt: new Date(1796300060 * 1000) })
    const unknown = statusDelivery('wamid.nobody', 'read', 1796300000)
    expect((await post(unknown, signWebhookBody(unknown, SECRET))).statusCode).toBe(200)
  })

  it('adds a diner who answers "STOP" to the opted-out numbers once, whatever they send again', async () => {
    const inbound = (body: string) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              {
                field: 'messages',
                value: {
                  messages: [
                    { from: '34600111222', id: 'wamid.in', timestamp: '1', type: 'text', text: { body } },
                  ],
                },
              },
            ],
          },
        ],
      })
    for (const text of ['Hola', 'STOP', 'stop', 'Cancelar suscripción']) {
      const payload = inbound(text)
      expect((await post(payload, signWebhookBody(payload, SECRET))).statusCode).toBe(200)
    }
    const rows = await app.database.db
      .select()
      .from(whatsappOptOuts)
      .where(eq(whatsappOptOuts.recipient, '34600111222'))
    expect(rows).toHaveLength(1)
  })

  it('refuses a signed delivery that is not the webhook’s shape (400)', async () => {
    const payload = JSON.stringify({ object: 'whatsapp_business_account', entry: 'nope' })
    expect((await post(payload, signWebhookBody(payload, SECRET))).statusCode).toBe(400)
  })

  it('refuses a signed delivery that would poison a prototype (400), and takes one past 1 MiB', async () => {
    const poisoned = '{"object":"whatsapp_business_account","entry":[],"__proto__":{"isAdmin":true}}'
    expect((await post(poisoned, signWebhookBody(poisoned, SECRET))).statusCode).toBe(400)
    // Meta batches its deliveries: 2 MiB of statuses for messages this server never sent.
    const statuses = Array.from({ length: 1000 }, (_, n) => ({
      id: `wamid.${String(n).padStart(4, '0')}${'x'.repeat(190)}`,
      status: 'delivered',
      timestamp: '1796300000',
      pricing: { note: 'y'.repeat(1900) },
    }))
    const large = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ changes: [{ field: 'messages', value: { statuses } }] }],
    })
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024)
    expect((await post(large, signWebhookBody(large, SECRET))).statusCode).toBe(200)
  })

  it('answers Meta’s check of the address with its challenge, and only with the verify token', async () => {
    const check = (token: string, mode = 'subscribe') =>
      app.inject({
        method: 'GET',
        url: `/api/whatsapp/webhook?${new URLSearchParams({ 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': '1158201444' })}`,
      })
    const right = await check('test-verify-token')
    expect(right.statusCode).toBe(200)
    expect(right.headers['content-type']).toMatch(/^text\/plain/)
    expect(right.body).toBe('1158201444')
    expect((await check('wrong-token')).statusCode).toBe(403)
    expect((await check('test-verify-token', 'unsubscribe')).statusCode).toBe(403)
  })
})

describe('a deployment without the Cloud API', () => {
  it('has no webhook (404) and queues nothing: the confirmation goes by e-mail', async () => {
    const mail = await startMailCatcher()
    const plain = await createTestApp({ smtpUrl: mail.smtpUrl }, { clock: clock.now })
    try {
      const payload = statusDelivery('wamid.x', 'read', 1)
      expect((await post(payload, signWebhookBody(payload, SECRET), plain)).statusCode).toBe(404)
      expect((await plain.inject({ method: 'GET', url: '/api/whatsapp/webhook' })).statusCode).toBe(404)
      const owner = await createOwnerWithRules(plain, {}, { label: 'sin-whatsapp' })
      const id = await pendingBooking(owner, plain, '20:00', { email: 'sin-whatsapp@example.com' })
      await confirm(owner, id)
      const caught = await mail.nextMail('sin-whatsapp@example.com', 5000, (m) =>
        m.subject.startsWith('Reserva confirmada'),
      )
      expect(caught.attachments.map((file) => file.filename)).toEqual(['reserva.ics'])
      expect(await plain.database.db.select().from(whatsappMessages)).toEqual([])
    } finally {
      await plain.close()
      await mail.close()
    }
  })
})
