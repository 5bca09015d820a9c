import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiError } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildClient, mockClientsApi } from '../testing/fake-clients.ts'

const lucia = buildClient({
  id: 'c-lucia',
  nombreCompleto: 'Lucía Muñoz',
  telefono: '+57 300 123 4567',
  email: 'lucia@example.co',
})
const pedro = buildClient({ id: 'c-pedro', nombreCompleto: 'Pedro Álvarez', email: 'pedro@example.es' })

async function renderClients() {
  const app = renderApp('/dashboard/clientes')
  await screen.findByRole('rowheader', { name: /Lucía Muñoz/ }, { timeout: 5000 })
  return app
}

describe('The client modal', { timeout: 20_000 }, () => {
  it('creates a client: Colombia and Activo by default, the phone masked as typed, the list read again', async () => {
    const { requests, clients } = mockClientsApi({ clients: [lucia] })
    const { user } = await renderClients()
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' })
    const name = within(dialog).getByRole('textbox', { name: 'Nombre completo' })
    expect(name).toHaveFocus()
    expect(within(dialog).getByRole('combobox', { name: 'País' })).toHaveDisplayValue('Colombia')
    expect(within(dialog).getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Activo')

    await user.type(name, 'Andrés Gómez')
    const phone = within(dialog).getByRole('textbox', { name: 'Teléfono' })
    expect(phone).toHaveAccessibleDescription('Solo el número; el prefijo +57 se añade solo.')
    await user.type(phone, '3105551234999')
    expect(phone).toHaveValue('310 555 1234')
    // Another country shows the digits through its own mask, and its own prefix.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'País' }), 'España')
    expect(phone).toHaveValue('310 55 51 23')
    expect(phone).toHaveAccessibleDescription('Solo el número; el prefijo +34 se añade solo.')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'País' }), 'Colombia')
    await user.clear(phone)
    await user.type(phone, '310-555-1234')
    expect(phone).toHaveValue('310 555 1234')
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'andres@example.co')
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Estado' }), 'VIP')
    await user.type(within(dialog).getByRole('textbox', { name: 'Notas' }), 'Alérgico al maní')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      nombreCompleto: 'Andrés Gómez',
      telefono: '310 555 1234',
      email: 'andres@example.co',
      pais: 'CO',
      estado: 'VIP',
      notas: 'Alérgico al maní',
    })
    expect(clients).toHaveLength(2)
    expect(await screen.findByRole('rowheader', { name: /Andrés Gómez/ })).toBeInTheDocument()
    expect(screen.getByText('Se guardó a Andrés Gómez.')).toBeInTheDocument()
  })

  it('says what is missing or wrong at each field before anything is sent', async () => {
    const { requests } = mockClientsApi({ clients: [lucia] })
    const { user } = await renderClients()
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const name = within(dialog).getByRole('textbox', { name: 'Nombre completo' })
    expect(name).toHaveAccessibleDescription('Escribe el nombre completo.')
    expect(name).toHaveFocus()
    expect(within(dialog).getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Escribe el teléfono.',
    )
    const email = within(dialog).getByRole('textbox', { name: 'Correo electrónico' })
    expect(email).toHaveAccessibleDescription('Escribe el correo electrónico.')

    await user.type(name, 'Ana')
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '300')
    await user.type(email, 'ana@')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(email).toHaveAccessibleDescription('Escribe un correo válido, por ejemplo nombre@correo.com.')
    expect(within(dialog).getByRole('textbox', { name: 'Teléfono' })).toHaveAccessibleDescription(
      'Este teléfono no parece completo. Revisa el número y el país.',
    )
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('edits a client, showing a number kept with its prefix as the national number', async () => {
    const { requests } = mockClientsApi({ clients: [lucia, pedro] })
    const { user } = await renderClients()
    await user.click(screen.getByRole('button', { name: 'Editar a Lucía Muñoz' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' })
    expect(within(dialog).getByRole('textbox', { name: 'Teléfono' })).toHaveValue('300 123 4567')
    const name = within(dialog).getByRole('textbox', { name: 'Nombre completo' })
    expect(name).toHaveValue('Lucía Muñoz')
    await user.clear(name)
    await user.type(name, 'Lucía Muñoz Pérez')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const put = requests.find((request) => request.method === 'PUT')!
    expect(put.path).toBe('/api/clients/c-lucia')
    expect(put.body).toMatchObject({ nombreCompleto: 'Lucía Muñoz Pérez', telefono: '300 123 4567' })
    expect(await screen.findByRole('rowheader', { name: /Lucía Muñoz Pérez/ })).toBeInTheDocument()
    // Focus goes back to where it was before the modal opened.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Editar a Lucía Muñoz Pérez' })).toHaveFocus(),
    )
  })

  it('shows the server’s refusal of an e-mail another client has at the e-mail field', async () => {
    mockClientsApi({ clients: [lucia, pedro] })
    const { user } = await renderClients()
    await user.click(screen.getByRole('button', { name: 'Editar a Pedro Álvarez' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar cliente' })
    const email = within(dialog).getByRole('textbox', { name: 'Correo electrónico' })
    await user.clear(email)
    await user.type(email, 'LUCIA@example.co')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(email).toHaveAccessibleDescription('Ya tienes un cliente con este correo.'))
    expect(email).toHaveFocus()
    expect(screen.getByRole('dialog', { name: 'Editar cliente' })).toBeInTheDocument()
  })

  it('keeps what was typed and says so in the popup when the save fails', async () => {
    mockClientsApi({ clients: [lucia] }, { 'POST /api/clients': apiError(500, 'internal') })
    const { user } = await renderClients()
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'Ana Ruiz')
    await user.type(within(dialog).getByRole('textbox', { name: 'Teléfono' }), '3001112233')
    await user.type(within(dialog).getByRole('textbox', { name: 'Correo electrónico' }), 'ana@example.co')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const popup = await screen.findByRole('alertdialog', { name: 'Algo salió mal...' })
    expect(popup).toHaveAccessibleDescription('No se pudo crear el cliente.')
    await user.click(within(popup).getByRole('button', { name: 'Entendido' }))
    expect(within(dialog).getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Ana Ruiz')
  })

  it('closes with Escape or Cancelar, and opens empty again', async () => {
    mockClientsApi({ clients: [lucia] })
    const { user } = await renderClients()
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }))
    let dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'Borrador')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(screen.getByRole('button', { name: 'Nuevo cliente' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }))
    dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' })
    expect(within(dialog).getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('asks before leaving the page with unsaved edits', async () => {
    mockClientsApi({ clients: [lucia] })
    const { user, router } = await renderClients()
    await user.click(screen.getByRole('button', { name: 'Nuevo cliente' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cliente' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre completo' }), 'Borrador')
    void router.navigate('/dashboard/promociones')
    const leave = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' })
    await user.click(within(leave).getByRole('button', { name: 'Seguir editando' }))
    expect(router.state.location.pathname).toBe('/dashboard/clientes')
    expect(within(dialog).getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Borrador')
  })
})
