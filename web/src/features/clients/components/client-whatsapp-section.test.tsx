import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildClient, buildWhatsAppMessage, mockClientsApi } from '../testing/fake-clients.ts'

const lucia = buildClient({ id: 'c-lucia', nombreCompleto: 'Lucía Muñoz' })

const confirmation =
  'Hola Lucía, tu reserva en La Fonda está confirmada para el jueves 3 de diciembre a las 21:00, 4 personas.'
const messages = [
  buildWhatsAppMessage({
    id: 'm-reminder',
    template: 'recordatorio_reserva',
    text: 'Hola Lucía, te recordamos tu reserva en La Fonda el jueves 3 de diciembre a las 21:00, 4 personas.',
    status: 'fell_back_to_email',
    error: '131026 Message undeliverable',
    // 14:00 in Bogotá, the business's clock.
    createdAt: '2026-12-03T19:00:00.000Z',
  }),
  buildWhatsAppMessage({
    id: 'm-confirmation',
    text: confirmation,
    status: 'read',
    createdAt: '2026-12-01T23:30:00.000Z',
  }),
]

/** An owner whose server sends WhatsApp messages (the Cloud API configured): the section is theirs only. */
function signInWhereMessagesAreSent() {
  const me = buildMe()
  mockSession({ ...me, business: { ...me.business!, whatsappMessages: true } })
}

async function whatsAppSection() {
  const { user } = renderApp('/dashboard/clientes/c-lucia')
  const section = await screen.findByRole('region', { name: 'WhatsApp' }, { timeout: 5000 })
  return Object.assign(section, { user })
}

const itemTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent)

describe('A client’s WhatsApp record', { timeout: 20_000 }, () => {
  beforeEach(signInWhereMessagesAreSent)

  it('says when they agreed, and lists what was sent, newest first, with its status in words', async () => {
    mockClientsApi({
      clients: [lucia],
      whatsapp: {
        'c-lucia': { consentAt: '2026-12-03T15:00:00.000Z', optedOutAt: null, messages },
      },
    })
    const section = await whatsAppSection()
    expect(
      await within(section).findByText('Aceptó recibir mensajes por WhatsApp el 3 dic 2026.'),
    ).toBeInTheDocument()
    expect(within(section).queryByText(/BAJA/)).not.toBeInTheDocument()
    const list = within(section).getByRole('list', { name: 'Mensajes enviados (2)' })
    expect(itemTexts(list)).toEqual([
      'Recordatorio de reserva·3 dic 2026, 14:00Estado: Enviado por correo' +
        'Hola Lucía, te recordamos tu reserva en La Fonda el jueves 3 de diciembre a las 21:00, 4 personas.' +
        'Motivo: WhatsApp no pudo entregarlo (código 131026)',
      `Confirmación de reserva·1 dic 2026, 18:30Estado: Leído${confirmation}`,
    ])

    await i18n.changeLanguage('en')
    expect(
      await within(section).findByText('Agreed to receive WhatsApp messages on Dec 3, 2026.'),
    ).toBeVisible()
    expect(within(section).getByRole('list', { name: 'Messages sent (2)' })).toHaveTextContent(
      'Booking reminder·Dec 3, 2026, 2:00 PMStatus: Sent by e-mail',
    )
  })

  it('says why a message did not go in words, WhatsApp’s own number kept, never the stored code', async () => {
    const errors = [
      ['opted_out', 'skipped'],
      ['hourly_limit', 'skipped'],
      ['queue_gave_up', 'fell_back_to_email'],
      ['timeout', 'fell_back_to_email'],
      ['http_400 131026 Message undeliverable', 'fell_back_to_email'],
      ['http_500', 'fell_back_to_email'],
      ['network_error', 'fell_back_to_email'],
    ] as const
    mockClientsApi({
      clients: [lucia],
      whatsapp: {
        'c-lucia': {
          consentAt: null,
          optedOutAt: null,
          messages: errors.map(([error, status], index) =>
            buildWhatsAppMessage({
              id: `m-${index}`,
              error,
              status,
              createdAt: `2026-12-0${index + 1}T19:00:00.000Z`,
            }),
          ),
        },
      },
    })
    const section = await whatsAppSection()
    const reasons = async () =>
      (await within(section).findAllByText(/^(Motivo|Reason):/)).map((line) => line.textContent)
    expect(await reasons()).toEqual([
      'Motivo: Pidió no recibir más mensajes (BAJA)',
      'Motivo: Se alcanzó el límite de mensajes por hora; se envió por correo',
      'Motivo: No se pudo enviar por WhatsApp tras varios intentos',
      'Motivo: WhatsApp no respondió a tiempo',
      'Motivo: WhatsApp no lo aceptó (código 131026)',
      'Motivo: WhatsApp no lo aceptó',
      'Motivo: WhatsApp no pudo entregarlo',
    ])
    expect(within(section).getAllByText('No enviado')).toHaveLength(2)
    expect(within(section).getAllByText('Enviado por correo')).toHaveLength(5)

    await i18n.changeLanguage('en')
    await within(section).findAllByText(/^Reason:/)
    expect(await reasons()).toEqual([
      'Reason: Asked to receive no more messages (STOP)',
      'Reason: The hourly message limit was reached; it went by e-mail',
      "Reason: It couldn't be sent on WhatsApp after several tries",
      "Reason: WhatsApp didn't answer in time",
      "Reason: WhatsApp didn't accept it (code 131026)",
      "Reason: WhatsApp didn't accept it",
      "Reason: WhatsApp couldn't deliver it",
    ])
  })

  it('lists a pickup order’s "ready" message, which has no e-mail behind it', async () => {
    const ready =
      'Hola Lucía, tu pedido #12 en La Fonda está listo: ya puedes pasar a recogerlo. Míralo aquí: https://vitrina.test/m/la-fonda/pedido/?lang=es ¡Gracias!'
    mockClientsApi({
      clients: [lucia],
      whatsapp: {
        'c-lucia': {
          consentAt: '2026-12-03T15:00:00.000Z',
          optedOutAt: null,
          messages: [
            buildWhatsAppMessage({
              id: 'm-limit',
              template: 'pedido_listo',
              text: ready,
              status: 'skipped',
              error: 'hourly_limit',
              createdAt: '2026-12-04T19:00:00.000Z',
            }),
            buildWhatsAppMessage({
              id: 'm-ready',
              template: 'pedido_listo',
              text: ready,
              status: 'delivered',
              createdAt: '2026-12-03T19:00:00.000Z',
            }),
          ],
        },
      },
    })
    const section = await whatsAppSection()
    const list = await within(section).findByRole('list', { name: 'Mensajes enviados (2)' })
    expect(itemTexts(list)).toEqual([
      `Aviso de pedido listo·4 dic 2026, 14:00Estado: No enviado${ready}` +
        'Motivo: Se alcanzó el límite de mensajes por hora; no se envió',
      `Aviso de pedido listo·3 dic 2026, 14:00Estado: Entregado${ready}`,
    ])
    await i18n.changeLanguage('en')
    expect(await within(section).findByText(/^Reason:/)).toHaveTextContent(
      'Reason: The hourly message limit was reached; it was not sent',
    )
    expect(within(section).getAllByText('Order ready notice')).toHaveLength(2)
  })

  it('says plainly when their number asked for no more messages', async () => {
    mockClientsApi({
      clients: [lucia],
      whatsapp: {
        'c-lucia': {
          consentAt: '2026-11-20T15:00:00.000Z',
          optedOutAt: '2026-12-04T13:15:00.000Z',
          messages: [messages[1]!],
        },
      },
    })
    const section = await whatsAppSection()
    expect(
      await within(section).findByText('Pidió no recibir más mensajes (BAJA) el 4 dic 2026.'),
    ).toBeVisible()
    expect(within(section).getByText('No se le enviará nada más por WhatsApp.')).toBeVisible()
    expect(within(section).getByText('Aceptó recibir mensajes por WhatsApp el 20 nov 2026.')).toBeVisible()
  })

  it('says when nothing was sent and they never agreed', async () => {
    mockClientsApi({ clients: [lucia] })
    const section = await whatsAppSection()
    expect(await within(section).findByText('Todavía no se le ha enviado nada por WhatsApp.')).toBeVisible()
    expect(within(section).getByText('No ha aceptado recibir mensajes por WhatsApp.')).toBeVisible()
    expect(within(section).queryByRole('list')).not.toBeInTheDocument()
  })

  it('shows that it is loading, then the list', async () => {
    let answer: () => void = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    mockClientsApi(
      { clients: [lucia] },
      {
        'GET /api/clients/c-lucia/whatsapp': async () => {
          await answered
          return { status: 200, body: { consentAt: null, optedOutAt: null, messages } }
        },
      },
    )
    const section = await whatsAppSection()
    expect(within(section).getByRole('status')).toHaveTextContent('Cargando sus mensajes de WhatsApp…')
    answer()
    expect(await within(section).findByRole('list', { name: 'Mensajes enviados (2)' })).toBeVisible()
    expect(within(section).queryByRole('status')).not.toBeInTheDocument()
  })

  it('says when it could not be read, and reads it again on request', async () => {
    let calls = 0
    mockClientsApi(
      { clients: [lucia] },
      {
        'GET /api/clients/c-lucia/whatsapp': () =>
          // The first read and its one automatic retry fail; the owner's retry reads it.
          ++calls <= 2
            ? apiError(500, 'internal')
            : { status: 200, body: { consentAt: null, optedOutAt: null, messages: [] } },
      },
    )
    const section = await whatsAppSection()
    expect(await within(section).findByText('No pudimos cargar sus mensajes de WhatsApp.')).toBeVisible()
    await section.user.click(within(section).getByRole('button', { name: 'Reintentar' }))
    expect(await within(section).findByText('Todavía no se le ha enviado nada por WhatsApp.')).toBeVisible()
  })
})
