import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_USER_SETTINGS } from '#domain/settings/user-settings.schema.ts'
import { setDisplayTimeZone } from '../../lib/display-time-zone.ts'
import { buildMe, mockSession } from '../../test/api-mock.ts'
import { renderApp } from '../../test/render-app.tsx'

afterEach(() => setDisplayTimeZone('America/Bogota'))

describe('/dashboard/soporte', () => {
  it('offers the chat, the FAQ, the form prefilled from the account, and lists the messages sent', async () => {
    mockSession(buildMe({ name: 'María Fernanda López', email: 'maria@cafedelaplaza.co' }), {
      'GET /api/support-messages': {
        status: 200,
        body: [{ id: 'm-1', mensaje: 'No veo mi código QR.', createdAt: '2026-11-23T10:00:00.000Z' }],
      },
    })
    renderApp('/dashboard/soporte')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Soporte' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Chat con IA' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver preguntas frecuentes' })).toHaveAttribute(
      'href',
      '/dashboard/faq',
    )
    expect(screen.getByRole('textbox', { name: /^Nombre/ })).toHaveValue('María')
    expect(screen.getByRole('textbox', { name: /^Apellido/ })).toHaveValue('Fernanda López')
    expect(screen.getByRole('textbox', { name: /^Correo/ })).toHaveValue('maria@cafedelaplaza.co')

    const sent = await screen.findByRole('region', { name: 'Mensajes enviados' })
    expect(await within(sent).findByText('No veo mi código QR.')).toBeInTheDocument()
    expect(within(sent).getByText(/^Enviado el /)).toHaveAttribute('datetime', '2026-11-23T10:00:00.000Z')
  })

  it("shows when a message was sent on the owner's clock, as their settings say", async () => {
    mockSession(buildMe(), {
      'GET /api/support-messages': {
        status: 200,
        body: [{ id: 'm-1', mensaje: 'No veo mi código QR.', createdAt: '2026-11-23T10:00:00.000Z' }],
      },
      'GET /api/settings': {
        status: 200,
        body: {
          ...DEFAULT_USER_SETTINGS,
          preferences: { ...DEFAULT_USER_SETTINGS.preferences, timeZone: 'Asia/Tokyo' },
        },
      },
    })
    renderApp('/dashboard/soporte')
    const sent = await screen.findByRole('region', { name: 'Mensajes enviados' }, { timeout: 5000 })
    // 10:00 UTC is 19:00 in Tokyo (05:00 in Bogotá, the default).
    expect(await within(sent).findByText(/19:00/)).toHaveAttribute('datetime', '2026-11-23T10:00:00.000Z')
  })

  it('says when nothing has been sent yet', async () => {
    mockSession(buildMe(), { 'GET /api/support-messages': { status: 200, body: [] } })
    renderApp('/dashboard/soporte')
    const sent = await screen.findByRole('region', { name: 'Mensajes enviados' }, { timeout: 5000 })
    expect(
      await within(sent).findByRole('heading', { name: 'Aún no has enviado mensajes' }),
    ).toBeInTheDocument()
  })

  it('arrives with the chat open from the welcome screen’s "Chat con IA" link', async () => {
    mockSession(buildMe(), { 'GET /api/support-messages': { status: 200, body: [] } })
    renderApp('/dashboard/soporte#chat')
    const chat = await screen.findByRole('dialog', {}, { timeout: 5000 })
    expect(within(chat).getByText('Respuestas automáticas al momento')).toBeInTheDocument()
  })
})
