import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Client } from '#domain/clients/client.schema.ts'
import { apiError } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildClient, mockClientsApi } from '../testing/fake-clients.ts'

const lucia = buildClient({
  id: 'c-lucia',
  nombreCompleto: 'Lucía Muñoz',
  telefono: '300 123 4567',
  email: 'lucia@example.co',
  estado: 'VIP',
  // 02:00 UTC on 4 December is still 3 December in Bogotá, the business's clock.
  ultimaVisita: '2026-12-04T02:00:00.000Z',
  visitas: 3,
})
const pedro = buildClient({
  id: 'c-pedro',
  nombreCompleto: 'Pedro Álvarez',
  telefono: '612 34 56 78',
  pais: 'ES',
  email: 'pedro@example.es',
  estado: 'Inactivo',
})

/** Twenty clients, "Cliente 01" to "Cliente 20", one every day of November. */
const twenty: Client[] = Array.from({ length: 20 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0')
  return buildClient({
    id: `c-${number}`,
    nombreCompleto: `Cliente ${number}`,
    telefono: `300 000 00${number}`,
    ultimaVisita: `2026-11-${number}T18:00:00.000Z`,
    visitas: 1,
  })
})

async function renderClients(path = '/dashboard/clientes') {
  const app = renderApp(path)
  await screen.findByRole('heading', { level: 1, name: 'Clientes y CRM' }, { timeout: 5000 })
  return app
}

const rowNames = () =>
  screen.queryAllByRole('rowheader').map((cell) => within(cell).getByRole('link').textContent)
const listRequests = (requests: { method: string; path: string; params: URLSearchParams }[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/clients')

describe('The client list', { timeout: 20_000 }, () => {
  it('shows each client’s name, last visit on the business’s clock, visits, phone, e-mail, country and status', async () => {
    mockClientsApi({ clients: [lucia, pedro] })
    await renderClients()
    const row = (await screen.findByRole('rowheader', { name: /Lucía Muñoz/ })).closest('tr')!
    expect(within(row).getByRole('link', { name: 'Lucía Muñoz' })).toHaveAttribute(
      'href',
      '/dashboard/clientes/c-lucia',
    )
    expect(row).toHaveTextContent('3 dic 2026')
    expect(row).toHaveTextContent('3 visitas')
    expect(row).toHaveTextContent('+57 300 123 4567')
    expect(row).toHaveTextContent('lucia@example.co')
    expect(row).toHaveTextContent('Colombia')
    expect(within(row).getByText('VIP')).toBeInTheDocument()
    const spanish = screen.getByRole('rowheader', { name: /Pedro Álvarez/ }).closest('tr')!
    expect(spanish).toHaveTextContent('Nunca')
    expect(spanish).toHaveTextContent('0 visitas')
    expect(spanish).toHaveTextContent('+34 612 34 56 78')
    expect(spanish).toHaveTextContent('España')
    expect(spanish).toHaveTextContent('Inactivo')
    expect(screen.getByText('Mostrando 1–2 de 2 clientes')).toBeInTheDocument()
  })

  it('shows every phone one way, the international form the export writes, however it was typed', async () => {
    const typedBare = buildClient({ id: 'c-bare', nombreCompleto: 'Ana Bare', telefono: '3001112233' })
    const fromBooking = buildClient({
      id: 'c-booked',
      nombreCompleto: 'Beto Reserva',
      telefono: '+573004445566',
    })
    const spanishNumber = buildClient({
      id: 'c-es',
      nombreCompleto: 'Carla Madrid',
      telefono: '0034612345678',
    })
    mockClientsApi({ clients: [typedBare, fromBooking, spanishNumber] })
    await renderClients()
    const rowOf = async (name: string) =>
      (await screen.findByRole('rowheader', { name: new RegExp(name) })).closest('tr')!
    expect(await rowOf('Ana Bare')).toHaveTextContent('+57 300 111 2233')
    expect(await rowOf('Beto Reserva')).toHaveTextContent('+57 300 444 5566')
    expect(await rowOf('Carla Madrid')).toHaveTextContent('+34 612 34 56 78')
  })

  it('asks the server for one page at a time and pages with at most five numbered buttons', async () => {
    const { requests } = mockClientsApi({ clients: twenty })
    const { user, router } = await renderClients()
    await screen.findByRole('rowheader', { name: /Cliente 01/ })
    expect(rowNames()).toHaveLength(8)
    expect(screen.getByText('Mostrando 1–8 de 20 clientes')).toBeInTheDocument()
    const pages = screen.getByRole('navigation', { name: 'Páginas de clientes' })
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled()
    expect(within(pages).getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page')
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Página/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '3'])

    await user.click(within(pages).getByRole('button', { name: 'Página 2' }))
    await screen.findByText('Mostrando 9–16 de 20 clientes')
    expect(rowNames()[0]).toBe('Cliente 09')
    expect(router.state.location.search).toBe('?page=2')
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }))
    await screen.findByText('Mostrando 17–20 de 20 clientes')
    expect(rowNames()).toEqual(['Cliente 17', 'Cliente 18', 'Cliente 19', 'Cliente 20'])
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled()
    expect(listRequests(requests).map((request) => request.params.get('page'))).toEqual(['1', '2', '3'])
  })

  it('sorts by a column’s header, toggling ascending and descending, back on page 1', async () => {
    const { requests } = mockClientsApi({ clients: [...twenty, lucia] })
    const { user, router } = await renderClients('/dashboard/clientes?page=2')
    await screen.findByText('Mostrando 9–16 de 21 clientes')
    const header = () => screen.getByRole('columnheader', { name: 'Última visita' })
    const nameHeader = screen.getByRole('columnheader', { name: 'Nombre completo' })
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending')
    expect(header()).not.toHaveAttribute('aria-sort')

    await user.click(within(header()).getByRole('button', { name: 'Última visita' }))
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'))
    expect(nameHeader).not.toHaveAttribute('aria-sort')
    await screen.findByText('Mostrando 1–8 de 21 clientes')
    expect(rowNames()[0]).toBe('Cliente 01')

    await user.click(within(header()).getByRole('button', { name: 'Última visita' }))
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'))
    await waitFor(() => expect(rowNames()[0]).toBe('Lucía Muñoz'))
    expect(router.state.location.search).toBe('?sort=ultimaVisita&dir=desc')
    const last = listRequests(requests).at(-1)!.params
    expect([last.get('sort'), last.get('dir'), last.get('page')]).toEqual(['ultimaVisita', 'desc', '1'])
  })

  it('on a phone sorts with one select of the same eight orders', async () => {
    const { requests } = mockClientsApi({ clients: [lucia, pedro] })
    const { user } = await renderClients()
    await screen.findByRole('rowheader', { name: /Lucía/ })
    const select = screen.getByRole('combobox', { name: 'Ordenar por' })
    expect(within(select).getAllByRole('option')).toHaveLength(8)
    await user.selectOptions(select, 'País (descendente)')
    await waitFor(() => expect(rowNames()).toEqual(['Pedro Álvarez', 'Lucía Muñoz']))
    const last = listRequests(requests).at(-1)!.params
    expect([last.get('sort'), last.get('dir')]).toEqual(['pais', 'desc'])
  })

  it('searches on the server as the owner types: an accentless name, a phone with spaces, and nobody', async () => {
    const { requests } = mockClientsApi({ clients: [lucia, pedro, ...twenty] })
    const { user, router } = await renderClients('/dashboard/clientes?page=2')
    await screen.findByText(/Mostrando 9–16/)
    const box = screen.getByRole('searchbox', { name: 'Buscar clientes' })
    await user.type(box, 'munoz')
    await waitFor(() => expect(rowNames()).toEqual(['Lucía Muñoz']))
    expect(router.state.location.search).toBe('?q=munoz')
    // The search waits for the owner to stop typing: one request, not one per key.
    expect(listRequests(requests).map((request) => request.params.get('q'))).toEqual([null, 'munoz'])

    await user.clear(box)
    await user.type(box, '612 34')
    await waitFor(() => expect(rowNames()).toEqual(['Pedro Álvarez']))

    await user.clear(box)
    await user.type(box, 'zapata{Enter}')
    expect(await screen.findByText('Ningún cliente coincide con «zapata»')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }))
    await screen.findByText('Mostrando 1–8 de 22 clientes')
    expect(box).toHaveValue('')
  })

  it('starts from the address, so a reload or the back button shows the same page', async () => {
    const { requests } = mockClientsApi({ clients: [lucia, pedro, ...twenty] })
    const { router } = await renderClients('/dashboard/clientes?q=cliente&sort=estado&dir=desc&page=3')
    await screen.findByText('Mostrando 17–20 de 20 clientes')
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('cliente')
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toHaveAttribute('aria-sort', 'descending')
    expect(Object.fromEntries(listRequests(requests)[0]!.params)).toEqual({
      q: 'cliente',
      sort: 'estado',
      dir: 'desc',
      page: '3',
    })
    await router.navigate('/dashboard/clientes?q=pedro')
    await waitFor(() => expect(rowNames()).toEqual(['Pedro Álvarez']))
    expect(screen.getByRole('searchbox', { name: 'Buscar clientes' })).toHaveValue('pedro')
  })

  it('says clients arrive by themselves when there is none, and offers import and create', async () => {
    mockClientsApi({ clients: [] })
    const { user } = await renderClients()
    await screen.findByRole('heading', { level: 2, name: 'Aún no tienes clientes' })
    expect(screen.getByText(/cada reserva desde tu página pública crea su ficha/)).toBeInTheDocument()
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }))
    expect(await screen.findByRole('dialog', { name: 'Nuevo cliente' })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('button', { name: 'Importar CSV' }))
    expect(await screen.findByRole('dialog', { name: 'Importar clientes desde un CSV' })).toBeInTheDocument()
  })

  it('says when the list could not be read, and reads it again on Reintentar', async () => {
    let fails = true
    mockClientsApi(
      { clients: [lucia] },
      {
        'GET /api/clients': () =>
          fails
            ? apiError(500, 'internal')
            : { status: 200, body: { clients: [lucia], total: 1, page: 1, pageCount: 1, pageSize: 8 } },
      },
    )
    const { user } = await renderClients()
    expect(await screen.findByText('No pudimos cargar los clientes.')).toBeInTheDocument()
    fails = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('rowheader', { name: /Lucía Muñoz/ })).toBeInTheDocument()
  })

  it('deletes only after the owner confirms, then reads the list again', async () => {
    const { requests } = mockClientsApi({ clients: [lucia, pedro] })
    const { user } = await renderClients()
    await user.click(await screen.findByRole('button', { name: 'Eliminar a Lucía Muñoz' }))
    let confirm = await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })
    expect(confirm).toHaveAccessibleDescription('¿Estás seguro de que deseas eliminar este cliente?')
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(requests.filter((request) => request.method === 'DELETE')).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Eliminar a Lucía Muñoz' }))
    confirm = await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(rowNames()).toEqual(['Pedro Álvarez']))
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/clients/c-lucia',
    ])
    expect(screen.getByText('Se eliminó a Lucía Muñoz.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nuevo cliente' })).toHaveFocus()
  })

  it('says in the popup when a deletion fails, and keeps the client', async () => {
    mockClientsApi({ clients: [lucia] }, { 'DELETE /api/clients/c-lucia': apiError(500, 'internal') })
    const { user } = await renderClients()
    await user.click(await screen.findByRole('button', { name: 'Eliminar a Lucía Muñoz' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar cliente' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    const popup = await screen.findByRole('alertdialog', { name: 'Algo salió mal...' })
    expect(popup).toHaveAccessibleDescription('No se pudo eliminar el cliente.')
    await user.click(within(popup).getByRole('button', { name: 'Entendido' }))
    expect(rowNames()).toEqual(['Lucía Muñoz'])
  })

  it('exports the current search and sort as a file', async () => {
    const { requests } = mockClientsApi({ clients: [lucia, pedro, ...twenty] })
    const saved: { name: string; text: Promise<string> }[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push({ name: '', text: blob.text() })
      return 'blob:export'
    })
    URL.revokeObjectURL = vi.fn()
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.at(-1)!.name = this.download
    })
    const { user } = await renderClients('/dashboard/clientes?q=cliente%201&sort=nombreCompleto&dir=desc')
    await screen.findByText('Mostrando 1–8 de 10 clientes')
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalledOnce())
    const request = requests.find((each) => each.path === '/api/clients/export.csv')!
    expect(Object.fromEntries(request.params)).toEqual({
      q: 'cliente 1',
      sort: 'nombreCompleto',
      dir: 'desc',
    })
    expect(saved[0]!.name).toBe('clientes-2026-11-25.csv')
    const lines = (await saved[0]!.text).split('\n')
    expect(lines).toHaveLength(11)
    expect(lines[1]).toBe('Cliente 19,300 000 0019,c-19@example.co')
  })
})
