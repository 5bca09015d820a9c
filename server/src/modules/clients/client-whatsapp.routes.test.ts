import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whatsAppKey } from '#domain/whatsapp/whatsapp-link.ts'
import { clients, whatsappMessages, whatsappOptOuts } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'
import { postClient } from './test-clients.ts'

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 20, minute))
// The cancel link as the booking's messages carry it: its token lets whoever holds it cancel the booking.
const cancelUrl = 'https://vitrina.test/m/la-fonda/reservar/cancelar?token=s3cr3t-nonce'
const cancelShown = 'https://vitrina.test/m/la-fonda/reservar/cancelar'
const confirmation = ['Ana', 'La Fonda', 'jueves 3 de diciembre a las 21:00', '4 personas', cancelUrl]

type MessageValues = typeof whatsappMessages.$inferInsert

/** Writes an outbox row straight into the table, as the sending side would have. */
async function insertMessage(owner: TestOwner, clientId: string | null, values: Partial<MessageValues>) {
  const [row] = await app.database.db
    .insert(whatsappMessages)
    .values({
      businessId: owner.businessId,
      clientId,
      recipient: '573001234567',
      template: 'reserva_confirmada',
      language: 'es',
      variables: confirmation,
      ...values,
    })
    .returning()
  return row!
}

async function newClient(owner: TestOwner, overrides: Record<string, unknown> = {}) {
  const response = await postClient(owner, overrides)
  expect(response.statusCode, response.body).toBe(201)
  return response.json().client as { id: string }
}

describe("a client's WhatsApp record", () => {
  it('lists their messages newest first, with the text each said (the cancel link without its token), its status, error and times', async () => {
    const owner = await registerTestOwner(app, 'wa-list')
    const ana = await newClient(owner)
    const consentAt = new Date('2026-12-03T19:30:00.000Z')
    await app.database.db.update(clients).set({ whatsappConsentAt: consentAt }).where(eq(clients.id, ana.id))
    const read = await insertMessage(owner, ana.id, {
      status: 'read',
      createdAt: at(0),
      sentAt: at(1),
      statusAt: at(5),
    })
    const reminder = await insertMessage(owner, ana.id, {
      template: 'recordatorio_reserva',
      language: 'en',
      status: 'fell_back_to_email',
      error: '131026 Message undeliverable',
      createdAt: at(30),
      statusAt: at(31),
    })
    const queued = await insertMessage(owner, ana.id, { status: 'queued', createdAt: at(45) })

    const response = await owner.call('GET', `/api/clients/${ana.id}/whatsapp`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({
      consentAt: '2026-12-03T19:30:00.000Z',
      optedOutAt: null,
      messages: [
        {
          id: queued.id,
          template: 'reserva_confirmada',
          language: 'es',
          text: `Hola Ana, tu reserva en La Fonda está confirmada para el jueves 3 de diciembre a las 21:00 (4 personas). Si no puedes venir, cancélala aquí: ${cancelShown} ¡Te esperamos!`,
          status: 'queued',
          error: null,
          createdAt: '2026-12-03T20:45:00.000Z',
          sentAt: null,
          statusAt: null,
          appointmentId: null,
        },
        {
          id: reminder.id,
          template: 'recordatorio_reserva',
          language: 'en',
          text: `Hi Ana, a reminder of your booking at La Fonda on jueves 3 de diciembre a las 21:00 (4 personas). Can't come? Cancel it here: ${cancelShown} See you soon!`,
          status: 'fell_back_to_email',
          error: '131026 Message undeliverable',
          createdAt: '2026-12-03T20:30:00.000Z',
          sentAt: null,
          statusAt: '2026-12-03T20:31:00.000Z',
          appointmentId: null,
        },
        {
          id: read.id,
          template: 'reserva_confirmada',
          language: 'es',
          text: expect.stringMatching(/^Hola Ana, tu reserva en La Fonda/),
          status: 'read',
          error: null,
          createdAt: '2026-12-03T20:00:00.000Z',
          sentAt: '2026-12-03T20:01:00.000Z',
          statusAt: '2026-12-03T20:05:00.000Z',
          appointmentId: null,
        },
      ],
    })
    expect(response.body).not.toContain('s3cr3t')
  })

  it('is empty for a client never written to, who never agreed', async () => {
    const owner = await registerTestOwner(app, 'wa-empty')
    const ana = await newClient(owner)
    // Another client's message is theirs only.
    const pedro = await newClient(owner, { nombreCompleto: 'Pedro', email: 'pedro@example.com' })
    await insertMessage(owner, pedro.id, { createdAt: at(0) })
    expect((await owner.call('GET', `/api/clients/${ana.id}/whatsapp`)).json()).toEqual({
      consentAt: null,
      optedOutAt: null,
      messages: [],
    })
  })

  it('lists only the latest 50', async () => {
    const owner = await registerTestOwner(app, 'wa-limit')
    const ana = await newClient(owner)
    await app.database.db.insert(whatsappMessages).values(
      Array.from({ length: 55 }, (_, minute) => ({
        businessId: owner.businessId,
        clientId: ana.id,
        recipient: '573001234567',
        template: 'reserva_confirmada' as const,
        language: 'es' as const,
        variables: confirmation.with(3, String(minute)),
        createdAt: at(minute),
      })),
    )
    const { messages } = (await owner.call('GET', `/api/clients/${ana.id}/whatsapp`)).json()
    expect(messages).toHaveLength(50)
    expect(messages[0].createdAt).toBe(at(54).toISOString())
    expect(messages[49].createdAt).toBe(at(5).toISOString())
  })

  it('says when their number asked for no more messages, found by its digits with the country prefix', async () => {
    const owner = await registerTestOwner(app, 'wa-optout')
    // Typed with spaces in Colombia: its key is 573001234567, as the webhook names the sender.
    const ana = await newClient(owner, { telefono: '300 123 4567', pais: 'CO' })
    const pedro = await newClient(owner, {
      nombreCompleto: 'Pedro',
      email: 'pedro@example.com',
      telefono: '612 34 56 78',
      pais: 'ES',
    })
    const optedOutAt = new Date('2026-12-04T08:15:00.000Z')
    await app.database.db
      .insert(whatsappOptOuts)
      .values({ recipient: '573001234567', createdAt: optedOutAt })
      .onConflictDoNothing()
    expect((await owner.call('GET', `/api/clients/${ana.id}/whatsapp`)).json().optedOutAt).toBe(
      optedOutAt.toISOString(),
    )
    expect((await owner.call('GET', `/api/clients/${pedro.id}/whatsapp`)).json().optedOutAt).toBeNull()
  })

  it("finds an Argentine mobile's opt-out however its 9 was typed: WhatsApp names the sender 549…", async () => {
    const owner = await registerTestOwner(app, 'wa-optout-ar')
    // Typed as dialled at home: its phone key is 541123456789, without the mobile's 9.
    const sofia = await newClient(owner, { telefono: '11 2345-6789', pais: 'AR' })
    // Typed as wa.me takes it: its phone key is 5491123456789.
    const tomas = await newClient(owner, {
      nombreCompleto: 'Tomás',
      email: 'tomas@example.com',
      telefono: '+54 9 11 2345-6789',
      pais: 'AR',
    })
    const optedOutAt = new Date('2026-12-04T09:30:00.000Z')
    // The webhook's sender, 5491123456789, kept by its key.
    await app.database.db
      .insert(whatsappOptOuts)
      .values({ recipient: whatsAppKey('5491123456789'), createdAt: optedOutAt })
      .onConflictDoNothing()
    for (const client of [sofia, tomas]) {
      expect((await owner.call('GET', `/api/clients/${client.id}/whatsapp`)).json().optedOutAt).toBe(
        optedOutAt.toISOString(),
      )
    }
  })

  it("is another business's 404, and never lists another business's messages, whatever client they name", async () => {
    const owner = await registerTestOwner(app, 'wa-owner')
    const intruder = await registerTestOwner(app, 'wa-intruder')
    const ana = await newClient(owner)
    const ours = await insertMessage(owner, ana.id, { createdAt: at(0) })
    // A row of the intruder's business naming our client's id: never shown to either.
    await insertMessage(intruder, ana.id, { createdAt: at(10), variables: confirmation.with(1, 'Otro') })

    const refused = await intruder.call('GET', `/api/clients/${ana.id}/whatsapp`)
    expect(refused.statusCode).toBe(404)
    expect(refused.json().error.code).toBe('not_found')
    const { messages } = (await owner.call('GET', `/api/clients/${ana.id}/whatsapp`)).json()
    expect(messages.map((message: { id: string }) => message.id)).toEqual([ours.id])
    expect((await owner.call('GET', `/api/clients/not-an-id/whatsapp`)).statusCode).toBe(400)
    expect(
      (await owner.call('GET', '/api/clients/00000000-0000-4000-8000-000000000000/whatsapp')).statusCode,
    ).toBe(404)
  })
})
