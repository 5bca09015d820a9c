import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AUDIT_PAGE_SIZE, type AuditEvent } from '#domain/team/audit.ts'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const PAGE = '/dashboard/configuracion/actividad'

let nextId = 0
function event(action: AuditEvent['action'], overrides: Partial<AuditEvent> = {}): AuditEvent {
  nextId += 1
  return {
    id: `00000000-0000-4000-8000-${String(nextId).padStart(12, '0')}`,
    at: '2026-12-06T15:30:00.000Z',
    actorName: 'María Fernanda López',
    action,
    subject: '',
    details: {},
    ...overrides,
  }
}

/** One event of each action, newest first, with the details their server modules write. */
function everyAction(): AuditEvent[] {
  return [
    event('appointment.confirmed', {
      subject: 'Carlos Ruiz',
      details: { appointmentId: 'a1', startAt: '2026-12-07T01:00:00.000Z' },
    }),
    event('appointment.cancelled', {
      actorName: 'Carlos Ruiz',
      subject: 'Carlos Ruiz',
      details: { appointmentId: 'a1', startAt: '2026-12-07T01:00:00.000Z', by: 'client' },
    }),
    event('product.price_changed', {
      subject: 'Bandeja paisa',
      details: {
        variants: [
          {
            id: 'v1',
            label: '',
            before: { price: '32000', specialPrice: null },
            after: { price: '35000', specialPrice: '30000' },
          },
        ],
      },
    }),
    event('client.deleted', { subject: 'Pedro Pérez' }),
    event('clients.exported', { subject: 'clientes-2026-12-06.csv', details: { count: 12 } }),
    event('member.invited', { subject: 'lucia@correo.co', details: { invitationId: 'i1', role: 'viewer' } }),
    event('member.role_changed', {
      subject: 'andres@cafedelaplaza.co',
      details: { userId: 'user-2', name: 'Andrés Gómez', before: 'staff', after: 'manager' },
    }),
    event('member.removed', {
      subject: 'andres@cafedelaplaza.co',
      details: { userId: 'user-2', name: 'Andrés Gómez', role: 'manager', isLeaving: false },
    }),
    event('invitation.revoked', {
      subject: 'lucia@correo.co',
      details: { invitationId: 'i1', role: 'viewer' },
    }),
    event('business.settings_changed', {
      subject: 'Café de la Plaza',
      details: { fields: ['name', 'currency'] },
    }),
    event('booking_rules.changed', { details: { fields: ['horario'] } }),
  ]
}

/** The `before` of each request for a page of the log, in order (null: the first page). */
function requestedBefores(): (string | null)[] {
  return vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://x'))
    .filter((url) => url.pathname === '/api/audit-events')
    .map((url) => url.searchParams.get('before'))
}

function mockLog(events: AuditEvent[], me = buildMe()) {
  return mockSession(me, { 'GET /api/audit-events': { status: 200, body: { events, next: null } } })
}

/** The log's list, named by its heading in the interface's language. */
async function findLog(name = 'Registro de actividad') {
  const list = await screen.findByRole('list', { name }, { timeout: 5000 })
  expect(list.tagName).toBe('OL')
  return list
}

describe('Configuración → Actividad', { timeout: 20_000 }, () => {
  it('says who did what in Spanish, with the details and the time', async () => {
    mockLog(everyAction())
    renderApp(PAGE)
    expect(await screen.findByRole('heading', { name: 'Registro de actividad' })).toBeInTheDocument()
    expect(screen.getByText('Quién hizo qué y cuándo en tu negocio. Se guarda un año.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Actividad' })).toHaveAttribute('aria-current', 'page')
    const log = await findLog()
    const sentences = within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent)
    expect(sentences).toEqual([
      'María Fernanda López confirmó la reserva de Carlos Ruiz',
      'Carlos Ruiz canceló la reserva de Carlos Ruiz',
      'María Fernanda López cambió el precio de Bandeja paisa',
      'María Fernanda López eliminó al cliente Pedro Pérez',
      'María Fernanda López exportó los clientes (clientes-2026-12-06.csv)',
      'María Fernanda López invitó a lucia@correo.co',
      'María Fernanda López cambió el rol de andres@cafedelaplaza.co',
      'María Fernanda López quitó a andres@cafedelaplaza.co del equipo',
      'María Fernanda López anuló la invitación de lucia@correo.co',
      'María Fernanda López cambió los datos del negocio',
      'María Fernanda López cambió las reglas de reserva',
    ])
    expect(within(log).getByText('Reserva del 6 dic 2026, 20:00')).toBeInTheDocument()
    expect(
      within(log).getByText('Reserva del 6 dic 2026, 20:00 · Desde el enlace de la reserva'),
    ).toBeInTheDocument()
    expect(within(log).getByText('$ 32.000 → $ 35.000, especial $ 30.000')).toBeInTheDocument()
    expect(within(log).getAllByText('Rol: Solo lectura')).toHaveLength(2)
    expect(within(log).getByText('Andrés Gómez · De Personal a Gestor')).toBeInTheDocument()
    expect(within(log).getByText('Andrés Gómez · Rol: Gestor')).toBeInTheDocument()
    expect(within(log).getByText('Cambió: el nombre y la moneda')).toBeInTheDocument()
    // The event's time in the owner's zone (Bogotá until they choose one), machine-readable as given.
    const times = log.querySelectorAll('time')
    expect(times).toHaveLength(11)
    expect(times[0]).toHaveAttribute('datetime', '2026-12-06T15:30:00.000Z')
    expect(times[0]).toHaveTextContent('6 dic 2026, 10:30')
  })

  it('says it in English to an English reader', async () => {
    mockLog(everyAction())
    await i18n.changeLanguage('en')
    renderApp(PAGE)
    expect(await screen.findByRole('heading', { name: 'Activity log' })).toBeInTheDocument()
    expect(screen.getByText('Who did what and when in your business. Kept for a year.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Activity' })).toHaveAttribute('aria-current', 'page')
    const log = await findLog('Activity log')
    const sentences = within(log)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent)
    expect(sentences).toEqual([
      "María Fernanda López confirmed Carlos Ruiz's booking",
      "Carlos Ruiz cancelled Carlos Ruiz's booking",
      'María Fernanda López changed the price of Bandeja paisa',
      'María Fernanda López deleted the client Pedro Pérez',
      'María Fernanda López exported the clients (clientes-2026-12-06.csv)',
      'María Fernanda López invited lucia@correo.co',
      'María Fernanda López changed the role of andres@cafedelaplaza.co',
      'María Fernanda López removed andres@cafedelaplaza.co from the team',
      'María Fernanda López revoked the invitation of lucia@correo.co',
      'María Fernanda López changed the business settings',
      'María Fernanda López changed the booking rules',
    ])
    expect(
      within(log).getByText("Booking for Dec 6, 2026, 8:00 PM · From the booking's link"),
    ).toBeInTheDocument()
    expect(within(log).getByText('$32,000 → $35,000, special $30,000')).toBeInTheDocument()
    expect(within(log).getByText('Andrés Gómez · From Staff to Manager')).toBeInTheDocument()
    expect(within(log).getByText('Changed: the name and the currency')).toBeInTheDocument()
    expect(log.querySelector('time')).toHaveTextContent('Dec 6, 2026, 10:30 AM')
  })

  it('shows names as the text they are, never as markup', async () => {
    const name = '<img src=x onerror=alert(1)> {{subject}}'
    mockLog([event('client.deleted', { actorName: name, subject: '<b>Pedro</b>' })])
    renderApp(PAGE)
    const log = await findLog()
    expect(
      within(log).getByText(`${name} eliminó al cliente <b>Pedro</b>`, { normalizer: (text) => text }),
    ).toBeInTheDocument()
    expect(log.querySelector('img, b')).toBeNull()
  })

  it('says when nothing has been recorded yet', async () => {
    mockLog([])
    renderApp(PAGE)
    expect(
      await screen.findByText('Todavía no hay actividad registrada.', {}, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument()
  })

  it('says when the log cannot be loaded, and tries again', async () => {
    let fails = true
    mockSession(buildMe(), {
      'GET /api/audit-events': () =>
        fails ? apiError(500, 'internal') : { status: 200, body: { events: everyAction(), next: null } },
    })
    const { user } = renderApp(PAGE)
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'No pudimos cargar la actividad.',
    )
    fails = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByText('María Fernanda López eliminó al cliente Pedro Pérez')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('loads the events before the last one shown when a page came back full', async () => {
    const first = Array.from({ length: AUDIT_PAGE_SIZE }, (_, index) =>
      event('client.deleted', {
        subject: `Cliente ${index + 1}`,
        at: new Date(Date.UTC(2026, 11, 6, 12, 0, 0) - index * 60_000).toISOString(),
      }),
    )
    const older = event('clients.exported', {
      subject: 'clientes-2026-11-30.csv',
      at: '2026-11-30T09:00:00.000Z',
    })
    mockSession(buildMe(), {
      'GET /api/audit-events': () => ({
        status: 200,
        body: requestedBefores().at(-1)
          ? { events: [older], next: null }
          : { events: first, next: first.at(-1)?.at ?? null },
      }),
    })
    const { user } = renderApp(PAGE)
    const log = await findLog()
    expect(within(log).getAllByRole('listitem')).toHaveLength(AUDIT_PAGE_SIZE)
    await user.click(screen.getByRole('button', { name: 'Cargar más' }))
    expect(
      await screen.findByText('María Fernanda López exportó los clientes (clientes-2026-11-30.csv)'),
    ).toBeInTheDocument()
    expect(requestedBefores()).toEqual([null, first.at(-1)?.at])
    expect(within(log).getAllByRole('listitem')).toHaveLength(AUDIT_PAGE_SIZE + 1)
    // The second page was not full: there is nothing older to ask for.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument())
  })

  it('offers no more when the server says the log ends there', async () => {
    mockLog(everyAction())
    renderApp(PAGE)
    await findLog()
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument()
    expect(requestedBefores()).toEqual([null])
  })

  it('offers more after a short page when the server says more follow (a page cut before one instant)', async () => {
    const [newest] = everyAction()
    mockSession(buildMe(), {
      'GET /api/audit-events': { status: 200, body: { events: [newest], next: newest?.at ?? null } },
    })
    renderApp(PAGE)
    await findLog()
    expect(await screen.findByRole('button', { name: 'Cargar más' })).toBeVisible()
  })

  it('asks nothing of the server for a role that may not read the log', async () => {
    mockLog(everyAction(), buildMe({ role: 'staff' }))
    renderApp(PAGE)
    expect(
      await screen.findByText('Tu rol en este negocio no permite abrir esta página.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Registro de actividad' })).not.toBeInTheDocument()
    expect(requestedBefores()).toEqual([])
  })
})
