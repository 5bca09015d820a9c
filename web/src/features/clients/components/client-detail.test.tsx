import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildClient, buildClientAppointment, mockClientsApi } from '../testing/fake-clients.ts'

const lucia = buildClient({
  id: 'c-lucia',
  nombreCompleto: 'Lucía Muñoz',
  telefono: '300 123 4567',
  email: 'lucia@example.co',
  estado: 'VIP',
  notas: 'Alérgica a los frutos secos',
  ultimaVisita: '2025-12-04T02:00:00.000Z',
  visitas: 2,
})

const appointments = {
  'c-lucia': [
    buildClientAppointment({
      id: 'a-past',
      start: '2025-12-04T02:00:00.000Z',
      date: '2025-12-03',
      time: '21:00',
      partySize: 4,
      status: 'completed',
    }),
    buildClientAppointment({
      id: 'a-older',
      start: '2025-11-20T00:00:00.000Z',
      date: '2025-11-19',
      time: '19:00',
      partySize: 2,
      status: 'no_show',
    }),
    // Far ahead, so that it is still coming whenever the test runs.
    buildClientAppointment({
      id: 'a-coming',
      start: '2099-01-10T00:30:00.000Z',
      date: '2099-01-09',
      time: '19:30',
      partySize: 6,
      status: 'pending',
    }),
  ],
}

async function renderDetail(path = '/dashboard/clientes/c-lucia') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Lucía Muñoz' }, { timeout: 5000 })
  return app
}

describe('A client’s page', { timeout: 20_000 }, () => {
  it('shows a phone typed without spaces as the list and the export write it', async () => {
    mockClientsApi({ clients: [{ ...lucia, telefono: '573001234567' }], appointments })
    await renderDetail()
    expect(screen.getByRole('link', { name: '+57 300 123 4567' })).toHaveAttribute(
      'href',
      'tel:+573001234567',
    )
  })

  it('shows their status, contact, country, visits, notes and reservations, coming and past', async () => {
    mockClientsApi({ clients: [lucia], appointments })
    await renderDetail()
    await waitFor(() => expect(document.title).toBe('Lucía Muñoz · Vitrina'))
    expect(screen.getByText('VIP')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+57 300 123 4567' })).toHaveAttribute(
      'href',
      'tel:+573001234567',
    )
    expect(screen.getByRole('link', { name: 'lucia@example.co' })).toHaveAttribute(
      'href',
      'mailto:lucia@example.co',
    )
    expect(screen.getByText('Colombia')).toBeInTheDocument()
    expect(screen.getByText('Última visita: 3 dic 2025')).toBeInTheDocument()
    expect(screen.getByText('Alérgica a los frutos secos')).toBeInTheDocument()

    const reservations = await screen.findByRole('region', { name: 'Reservas' })
    const [coming, past] = within(reservations).getAllByRole('list')
    expect(
      within(coming!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['vie, 9 ene 2099, 19:306 personasPendiente'])
    expect(
      within(past!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'mié, 3 dic 2025, 21:004 personasCompletada',
      'mié, 19 nov 2025, 19:002 personasNo se presentó',
    ])
  })

  it('edits the notes through the client modal', async () => {
    const { requests } = mockClientsApi({ clients: [lucia], appointments })
    const { user } = await renderDetail()
    await user.click(screen.getByRole('button', { name: 'Editar notas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' })
    const notes = within(dialog).getByRole('textbox', { name: 'Notas' })
    await user.clear(notes)
    await user.type(notes, 'Prefiere la terraza')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByText('Prefiere la terraza')).toBeInTheDocument()
    expect(requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      notas: 'Prefiere la terraza',
    })
  })

  it('deletes the client after asking, and goes back to the list as it was left', async () => {
    mockClientsApi({ clients: [lucia, buildClient({ id: 'c-pedro', nombreCompleto: 'Pedro Álvarez' })] })
    const { user, router } = renderApp('/dashboard/clientes?sort=estado')
    await user.click(await screen.findByRole('link', { name: 'Lucía Muñoz' }, { timeout: 5000 }))
    await screen.findByRole('heading', { level: 1, name: 'Lucía Muñoz' })
    expect(screen.getByRole('link', { name: 'Clientes' })).toHaveAttribute(
      'href',
      '/dashboard/clientes?sort=estado',
    )
    await user.click(screen.getByRole('button', { name: 'Eliminar' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })
    expect(confirm).toHaveAccessibleDescription('¿Estás seguro de que deseas eliminar este cliente?')
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/clientes'))
    expect(router.state.location.search).toBe('?sort=estado')
    await waitFor(() =>
      expect(
        screen.getAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent),
      ).toEqual(['Pedro Álvarez']),
    )
  })

  it('has no WhatsApp section, nor asks for one, where the server sends no WhatsApp messages', async () => {
    const { requests } = mockClientsApi({ clients: [lucia], appointments })
    await renderDetail()
    // Once the reservations are in, every read of the page has been made.
    await screen.findByText('vie, 9 ene 2099, 19:30')
    expect(screen.queryByRole('region', { name: 'WhatsApp' })).not.toBeInTheDocument()
    expect(requests.map((request) => request.path)).toEqual([
      '/api/clients/c-lucia',
      '/api/clients/c-lucia/appointments',
    ])
  })

  it('shows their WhatsApp record where the server sends WhatsApp messages', async () => {
    const me = buildMe()
    mockSession({ ...me, business: { ...me.business!, whatsappMessages: true } })
    const { requests } = mockClientsApi({ clients: [lucia], appointments })
    await renderDetail()
    const record = await screen.findByRole('region', { name: 'WhatsApp' })
    expect(
      await within(record).findByText('No ha aceptado recibir mensajes por WhatsApp.'),
    ).toBeInTheDocument()
    expect(requests.map((request) => request.path)).toContain('/api/clients/c-lucia/whatsapp')
  })

  it('says when the client no longer exists', async () => {
    mockClientsApi({ clients: [] })
    renderApp('/dashboard/clientes/c-gone')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Este cliente ya no existe' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/dashboard/clientes')
  })

  it('says when their reservations could not be read', async () => {
    mockClientsApi(
      { clients: [lucia] },
      { 'GET /api/clients/c-lucia/appointments': apiError(500, 'internal') },
    )
    await renderDetail()
    expect(await screen.findByText('No pudimos cargar sus reservas.')).toBeInTheDocument()
  })
})
