import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { businesses, orders, whatsappMessages, whatsappOptOuts } from '../../db/schema.ts'
import { type FakeWhatsAppApi, startFakeWhatsAppApi } from '../../test/fake-whatsapp-api.ts'
import { createTestApps } from '../../test/test-app.ts'
import { registerTestOwner } from '../../test/test-owner.ts'
import { createTestClock } from '../reservations/test-reservations.ts'
import { FAST_WHATSAPP, postWebhook, whatsAppConfigFor, whatsAppTestApp } from '../whatsapp/test-whatsapp.ts'
import { type OrderingBusiness, placeTestOrder, takeOrders } from './test-orders.ts'

// WhatsApp's "your order is ready" (decisions 072 and 074), with the Cloud API pointing at a fake: the pickup
// form and the ordering script offer the box, the consent is kept with the order and its client, and "ready"
// queues one message in its own transaction — exactly the documented request, once however often it is
// tapped (on two servers too, PostgreSQL only), none without consent, to a number that answered "BAJA", past
// the hourly limit, on a rejection or a delivery. With no e-mail behind it, a refused message ends `failed`.
// The clock: Wednesday 2026-12-02 10:00 in Bogotá.

const SECRET = 'test-app-secret-0123456789'
const whatsApp = whatsAppTestApp({ hourlyLimit: 2, appSecret: SECRET })
const { requests } = whatsApp
const onPostgres = Boolean(inject('postgresUrl'))

let addresses = 0
type PlacedOrder = { id: string; token: string; number: number }

/** A pickup order of one dish at 23:00 by Ana María, sent by the ordering script; as the staff see it. */
async function pickupOrder(
  app: FastifyInstance,
  business: OrderingBusiness,
  {
    consent,
    phone = '300 123 4567',
    language = 'es',
  }: { consent: boolean; phone?: string; language?: string },
): Promise<PlacedOrder> {
  addresses += 1
  const placed = await app.inject({
    method: 'POST',
    url: `/api/public/menus/${business.slug}/orders`,
    remoteAddress: `10.7.0.${addresses}`,
    payload: {
      idempotencyKey: randomUUID(),
      channel: 'pickup',
      pickup: { name: 'Ana  María', phone, time: '23:00', whatsappConsent: consent },
      lines: [{ productId: business.productId, variantId: business.variantId, quantity: 1 }],
      language,
    },
  })
  expect(placed.statusCode, placed.body).toBe(201)
  const { token, number } = placed.json().order as { token: string; number: number }
  return { id: await orderIdOf(app, token), token, number }
}

async function orderIdOf(app: FastifyInstance, token: string): Promise<string> {
  const [row] = await app.database.db.select({ id: orders.id }).from(orders).where(eq(orders.token, token))
  return row!.id
}

const act = (business: OrderingBusiness, order: PlacedOrder, action: string, body?: object) =>
  business.owner.call('POST', `/api/orders/${order.id}/${action}`, body)

async function accepted(business: OrderingBusiness, order: PlacedOrder) {
  const answer = await act(business, order, 'accept', { readyInMinutes: 15 })
  expect(answer.statusCode, answer.body).toBe(200)
}

/** The business's WhatsApp messages, oldest first. */
async function messagesOfBusiness(app: FastifyInstance, businessId: string) {
  const rows = await app.database.db
    .select()
    .from(whatsappMessages)
    .where(eq(whatsappMessages.businessId, businessId))
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
}

/** Waits until none of the business's messages is still queued; answers them. */
async function settledMessages(app: FastifyInstance, businessId: string) {
  await expect
    .poll(async () => (await messagesOfBusiness(app, businessId)).some((row) => row.status === 'queued'), {
      timeout: 15_000,
    })
    .toBe(false)
  return messagesOfBusiness(app, businessId)
}

async function businessNamed(app: FastifyInstance, id: string) {
  const [row] = await app.database.db
    .select({ name: businesses.name, slug: businesses.slug })
    .from(businesses)
    .where(eq(businesses.id, id))
  return row!
}

async function newBusiness(label: string) {
  return takeOrders(whatsApp.app(), await registerTestOwner(whatsApp.app(), label))
}

describe('the pickup’s WhatsApp box, where the deployment sends messages', () => {
  it('is on the plain form, unticked, in Spanish and English, and on the ordering script’s data', async () => {
    const business = await newBusiness('caja-listo')
    const es = await whatsApp.app().inject({ method: 'GET', url: `/m/${business.slug}/pedir` })
    expect(es.statusCode).toBe(200)
    expect(es.body).toContain(
      '<input type="checkbox" id="whatsapp" name="whatsapp" value="1" aria-describedby="whatsapp-h"><label for="whatsapp">Avisarme por WhatsApp cuando mi pedido esté listo</label>',
    )
    const en = await whatsApp.app().inject({ method: 'GET', url: `/m/${business.slug}/pedir?lang=en` })
    expect(en.body).toContain('<label for="whatsapp">Tell me on WhatsApp when my order is ready</label>')
    expect(en.body).toContain('Reply STOP to stop them.')
    const orderable = await whatsApp
      .app()
      .inject({ method: 'GET', url: `/api/public/menus/${business.slug}/orderable?lang=es` })
    expect(orderable.json()).toMatchObject({
      asksWhatsAppConsent: true,
      words: { whatsAppConsent: 'Avisarme por WhatsApp cuando mi pedido esté listo' },
    })
  })

  it('ticked on the plain form, keeps the consent with the order and its client; "ready" says so in English', async () => {
    const business = await newBusiness('formulario-listo')
    const form = await whatsApp.app().inject({ method: 'GET', url: `/m/${business.slug}/pedir?lang=en` })
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(form.body)?.[1] ?? ''
    const fields = {
      idempotencyKey: key,
      lang: 'en',
      [`q.${business.productId}.${business.variantId}`]: '2',
      name: 'Lucía',
      phone: '311 222 3333',
      time: '23:00',
      whatsapp: '1',
    }
    const posted = await whatsApp.app().inject({
      method: 'POST',
      url: `/m/${business.slug}/pedir`,
      remoteAddress: '10.7.1.1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    })
    expect(posted.statusCode, posted.body).toBe(303)
    const token = posted.headers.location?.split('/').at(-1) ?? ''
    const [row] = await whatsApp.app().database.db.select().from(orders).where(eq(orders.token, token))
    expect(row).toMatchObject({ whatsappConsent: true, language: 'en' })
    const clientId = row?.clientId ?? ''
    const record = await business.owner.call('GET', `/api/clients/${clientId}/whatsapp`)
    expect(record.json().consentAt).toBe('2026-12-02T15:00:00.000Z')

    const order = { id: row!.id, token, number: row!.number }
    await accepted(business, order)
    expect((await act(business, order, 'ready')).statusCode).toBe(200)
    const [message] = await settledMessages(whatsApp.app(), business.owner.businessId)
    expect(message).toMatchObject({ status: 'sent', template: 'pedido_listo', language: 'en', clientId })
    const { name, slug } = await businessNamed(whatsApp.app(), business.owner.businessId)
    // The client's page shows it, the order's link without the token that opens it.
    const shown = (await business.owner.call('GET', `/api/clients/${clientId}/whatsapp`)).json()
    expect(shown.messages).toEqual([
      expect.objectContaining({
        template: 'pedido_listo',
        status: 'sent',
        text: `Hi Lucía, your order #1 at ${name} is ready: you can come and pick it up. See it here: ${whatsApp.app().config.publicUrl}/m/${slug}/pedido/?lang=en Thank you!`,
      }),
    ])
  })
})

describe('the "ready" message of a pickup order', () => {
  it('goes once to the Cloud API as documented, however often "ready" is tapped', async () => {
    const business = await newBusiness('listo')
    const order = await pickupOrder(whatsApp.app(), business, { consent: true })
    await accepted(business, order)
    expect(await messagesOfBusiness(whatsApp.app(), business.owner.businessId)).toEqual([])
    const taps = await Promise.all([act(business, order, 'ready'), act(business, order, 'ready')])
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409])
    expect((await act(business, order, 'ready')).statusCode).toBe(409)

    const rows = await settledMessages(whatsApp.app(), business.owner.businessId)
    expect(rows).toEqual([
      expect.objectContaining({ status: 'sent', recipient: '573001234567', fallbackMail: null }),
    ])
    expect(requests()).toHaveLength(1)
    const [request] = requests()
    expect(request?.path).toBe('/v21.0/109876543210/messages')
    expect(request?.headers.authorization).toBe('Bearer test-token-0123456789')
    const { name, slug } = await businessNamed(whatsApp.app(), business.owner.businessId)
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '573001234567',
      type: 'template',
      template: {
        name: 'pedido_listo',
        language: { code: 'es' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Ana María' },
              { type: 'text', text: String(order.number) },
              { type: 'text', text: name },
              {
                type: 'text',
                text: `${whatsApp.app().config.publicUrl}/m/${slug}/pedido/${order.token}?lang=es`,
              },
            ],
          },
        ],
      },
    })
    // Delivering it afterwards sends nothing more.
    expect((await act(business, order, 'deliver')).statusCode).toBe(200)
    expect(await messagesOfBusiness(whatsApp.app(), business.owner.businessId)).toHaveLength(1)
  })

  it('is not sent without the diner’s consent, on a rejection, nor for a table’s order', async () => {
    const business = await newBusiness('sin-permiso-listo')
    const unasked = await pickupOrder(whatsApp.app(), business, { consent: false })
    await accepted(business, unasked)
    expect((await act(business, unasked, 'ready')).statusCode).toBe(200)
    expect((await act(business, unasked, 'deliver')).statusCode).toBe(200)
    const rejected = await pickupOrder(whatsApp.app(), business, { consent: true })
    expect((await act(business, rejected, 'reject', { reason: 'Sin gas' })).statusCode).toBe(200)
    const other = await pickupOrder(whatsApp.app(), business, { consent: true })
    await accepted(business, other)
    expect((await act(business, other, 'reject', { reason: 'Sin gas' })).statusCode).toBe(409)
    const atTable = await placeTestOrder(whatsApp.app(), business, 1)
    const table = { ...atTable, id: await orderIdOf(whatsApp.app(), atTable.token) }
    await accepted(business, table)
    expect((await act(business, table, 'ready')).statusCode).toBe(200)
    expect(await messagesOfBusiness(whatsApp.app(), business.owner.businessId)).toEqual([])
    expect(requests()).toHaveLength(0)
  })

  it('is recorded skipped, never sent, for a number that answered "BAJA" and past the hourly limit', async () => {
    const business = await newBusiness('baja-listo')
    await whatsApp.app().database.db.insert(whatsappOptOuts).values({ recipient: '573105550101' })
    const optedOut = await pickupOrder(whatsApp.app(), business, { consent: true, phone: '310 555 0101' })
    const placed: PlacedOrder[] = [optedOut]
    for (const phone of ['300 000 0001', '300 000 0002', '300 000 0003']) {
      placed.push(await pickupOrder(whatsApp.app(), business, { consent: true, phone }))
    }
    for (const order of placed) {
      await accepted(business, order)
      expect((await act(business, order, 'ready')).statusCode).toBe(200)
    }
    // The limit is 2 an hour: the opted-out number's row used none of it.
    const rows = await settledMessages(whatsApp.app(), business.owner.businessId)
    expect(rows.map(({ recipient, status, error }) => ({ recipient, status, error }))).toEqual([
      { recipient: '573105550101', status: 'skipped', error: 'opted_out' },
      { recipient: '573000000001', status: 'sent', error: null },
      { recipient: '573000000002', status: 'sent', error: null },
      { recipient: '573000000003', status: 'skipped', error: 'hourly_limit' },
    ])
    expect(requests().map((request) => (request.body as { to: string }).to)).toEqual([
      '573000000001',
      '573000000002',
    ])
  })

  it('ends failed with why, having no e-mail to fall back to, when the API refuses it or cannot deliver it', async () => {
    const business = await newBusiness('fallo-listo')
    const refused = await pickupOrder(whatsApp.app(), business, { consent: true })
    whatsApp.api().answer({ kind: 'refused', code: 131026, title: 'Message undeliverable' })
    await accepted(business, refused)
    expect((await act(business, refused, 'ready')).statusCode).toBe(200)
    expect(await settledMessages(whatsApp.app(), business.owner.businessId)).toEqual([
      expect.objectContaining({ status: 'failed', error: 'http_400 131026 Message undeliverable' }),
    ])

    const undelivered = await pickupOrder(whatsApp.app(), business, { consent: true, phone: '300 765 4321' })
    await accepted(business, undelivered)
    expect((await act(business, undelivered, 'ready')).statusCode).toBe(200)
    const sent = (await settledMessages(whatsApp.app(), business.owner.businessId))[1]
    expect(sent?.status).toBe('sent')
    const failure = { code: 131026, title: 'Message undeliverable' }
    await postWebhook(
      whatsApp.app(),
      {
        statuses: [
          { id: sent?.providerMessageId, status: 'failed', timestamp: '1796300000', errors: [failure] },
        ],
      },
      SECRET,
    )
    expect((await messagesOfBusiness(whatsApp.app(), business.owner.businessId))[1]).toMatchObject({
      status: 'failed',
      error: '131026 Message undeliverable',
      fallbackMail: null,
    })
    expect(requests()).toHaveLength(2)
  })
})

describe.runIf(onPostgres)('"ready" tapped on two servers at once (PostgreSQL)', () => {
  let api: FakeWhatsAppApi
  let servers: FastifyInstance[] = []
  beforeAll(async () => {
    api = await startFakeWhatsAppApi()
    const clock = createTestClock()
    servers = await createTestApps(
      2,
      { whatsapp: whatsAppConfigFor(api) },
      { clock: clock.now, whatsapp: FAST_WHATSAPP },
    )
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await api.close()
  })

  it('moves the order once and sends one request to the Cloud API', async () => {
    const [first, second] = servers as [FastifyInstance, FastifyInstance]
    const business = await takeOrders(first, await registerTestOwner(first, 'listo-dos-servidores'))
    const order = await pickupOrder(first, business, { consent: true })
    await accepted(business, order)
    const url = `/api/orders/${order.id}/ready`
    const taps = await Promise.all(
      [first, second, first, second].map((server) =>
        server.inject({ method: 'POST', url, headers: { cookie: business.owner.cookie } }),
      ),
    )
    expect(taps.map((tap) => tap.statusCode).sort()).toEqual([200, 409, 409, 409])
    const rows = await settledMessages(second, business.owner.businessId)
    expect(rows).toEqual([expect.objectContaining({ template: 'pedido_listo', status: 'sent' })])
    expect(api.requests).toHaveLength(1)
  })
})
