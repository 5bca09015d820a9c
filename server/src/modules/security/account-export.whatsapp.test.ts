import type { FastifyInstance } from 'fastify'
import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whatsAppKey } from '#domain/whatsapp/whatsapp-link.ts'
import { whatsappMessages, whatsappOptOuts } from '../../db/schema.ts'
import { createTestApp } from '../../test/test-app.ts'
import { registerTestOwner, type TestOwner } from '../../test/test-owner.ts'

// The account's data download carries the business's WhatsApp messages and which of its clients' numbers
// asked for no more (decision 072), never a link's token nor another business's rows.

let app: FastifyInstance

beforeAll(async () => {
  app = await createTestApp()
})
afterAll(async () => {
  await app.close()
})

async function ownerWithClient(label: string, telefono: string) {
  const owner = await registerTestOwner(app, label)
  const response = await owner.call('POST', '/api/clients', {
    nombreCompleto: `Cliente de ${label}`,
    telefono,
    email: `${label}@example.com`,
  })
  expect(response.statusCode, response.body).toBe(201)
  return { ...owner, client: response.json().client as { id: string } }
}

async function downloadWhatsApp(owner: TestOwner) {
  const response = await owner.call('GET', '/api/account/export')
  expect(response.statusCode).toBe(200)
  const files = unzipSync(new Uint8Array(response.rawPayload))
  return JSON.parse(strFromU8(files['whatsapp.json'] as Uint8Array))
}

describe('the account’s data download', () => {
  it('holds whatsapp.json: the business’s messages with their text, and its clients’ opted-out numbers', async () => {
    const owner = await ownerWithClient('wa-export', '300 123 4567')
    const other = await ownerWithClient('wa-export-other', '311 765 4321')
    const cancelUrl = 'https://vitrina.test/reservar/la-fonda/cancelar?token=s3cr3t-nonce'
    await app.database.db.insert(whatsappMessages).values([
      {
        businessId: owner.businessId,
        clientId: owner.client.id,
        recipient: '573001234567',
        template: 'reserva_confirmada',
        language: 'es',
        variables: ['Ana', 'La Fonda', 'jueves 3 de diciembre a las 21:00', '4 personas', cancelUrl],
        status: 'delivered',
        providerMessageId: 'wamid.ours',
        fallbackMail: { to: 'ana@example.com', subject: 'Reserva', text: cancelUrl, html: cancelUrl },
        sentAt: new Date('2026-12-03T20:01:00.000Z'),
        createdAt: new Date('2026-12-03T20:00:00.000Z'),
      },
      {
        businessId: other.businessId,
        clientId: other.client.id,
        recipient: '573117654321',
        template: 'reserva_confirmada',
        language: 'es',
        variables: ['Otra', 'Otro sitio', 'mañana', '2', 'https://vitrina.test/x'],
      },
    ])
    await app.database.db
      .insert(whatsappOptOuts)
      .values([
        { recipient: '573001234567', createdAt: new Date('2026-12-04T08:00:00.000Z') },
        { recipient: '573117654321' },
        // A number no client of theirs has: another business's, or nobody's.
        { recipient: '5215512345678' },
      ])
      .onConflictDoNothing()

    const exported = await downloadWhatsApp(owner)
    expect(exported).toEqual({
      messages: [
        {
          id: expect.any(String),
          clientId: owner.client.id,
          appointmentId: null,
          recipient: '573001234567',
          template: 'reserva_confirmada',
          language: 'es',
          variables: [
            'Ana',
            'La Fonda',
            'jueves 3 de diciembre a las 21:00',
            '4 personas',
            'https://vitrina.test/reservar/la-fonda/cancelar',
          ],
          text: 'Hola Ana, tu reserva en La Fonda está confirmada para el jueves 3 de diciembre a las 21:00 (4 personas). Si no puedes venir, cancélala aquí: https://vitrina.test/reservar/la-fonda/cancelar ¡Te esperamos!',
          status: 'delivered',
          error: null,
          providerMessageId: 'wamid.ours',
          createdAt: '2026-12-03T20:00:00.000Z',
          sentAt: '2026-12-03T20:01:00.000Z',
          statusAt: null,
        },
      ],
      optOuts: [{ recipient: '573001234567', createdAt: '2026-12-04T08:00:00.000Z' }],
    })
    expect(JSON.stringify(exported)).not.toContain('s3cr3t')

    const theirs = await downloadWhatsApp(other)
    expect(theirs.messages.map((message: { recipient: string }) => message.recipient)).toEqual([
      '573117654321',
    ])
    expect(theirs.optOuts.map((optOut: { recipient: string }) => optOut.recipient)).toEqual(['573117654321'])
  })

  it('holds its Argentine clients’ opt-outs, kept by WhatsApp’s key whether the mobile’s 9 was typed or not', async () => {
    const owner = await registerTestOwner(app, 'wa-export-ar')
    // Typed as dialled at home (its phone key 541123456789), and as wa.me takes it (5491134567890).
    for (const [nombreCompleto, telefono, email] of [
      ['Sofía', '11 2345-6789', 'sofia@example.com'],
      ['Tomás', '+54 9 11 3456-7890', 'tomas@example.com'],
    ] as const) {
      const response = await owner.call('POST', '/api/clients', {
        nombreCompleto,
        telefono,
        pais: 'AR',
        email,
      })
      expect(response.statusCode, response.body).toBe(201)
    }
    // The webhook's senders as WhatsApp names them, 549…, each kept by its key (54…).
    await app.database.db
      .insert(whatsappOptOuts)
      .values([
        { recipient: whatsAppKey('5491123456789'), createdAt: new Date('2026-12-04T08:00:00.000Z') },
        { recipient: whatsAppKey('5491134567890'), createdAt: new Date('2026-12-04T09:00:00.000Z') },
      ])
      .onConflictDoNothing()
    expect((await downloadWhatsApp(owner)).optOuts).toEqual([
      { recipient: '541123456789', createdAt: '2026-12-04T08:00:00.000Z' },
      { recipient: '541134567890', createdAt: '2026-12-04T09:00:00.000Z' },
    ])
  })

  it('holds an empty whatsapp.json for a business that never sent one', async () => {
    const owner = await registerTestOwner(app, 'wa-export-none')
    expect(await downloadWhatsApp(owner)).toEqual({ messages: [], optOuts: [] })
  })
})
