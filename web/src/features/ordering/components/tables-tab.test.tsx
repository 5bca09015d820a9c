import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { DiningTable } from '#domain/ordering/dining-table.schema.ts'
import { MAX_TABLES } from '#domain/ordering/dining-table.schema.ts'
import { apiError, buildMe, mockSession } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import {
  buildDiningRoom,
  buildTable,
  LIST_HEADING,
  TABLES_PAGE,
  tablesRoutes,
} from '../testing/fake-tables.ts'

type Routes = Parameters<typeof mockSession>[1]
const mockTablesApi = (tables: DiningTable[], routes: Routes = {}, me = buildMe()) =>
  mockSession(me, { ...tablesRoutes(tables), ...routes })
const renderTablesPage = async () => {
  const app = renderApp(TABLES_PAGE)
  await screen.findByRole('heading', LIST_HEADING)
  return app
}

const area = (name: string) => within(screen.getByRole('region', { name }))
const tableNames = (name: string) =>
  area(name)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent)

describe('Pedidos → Mesas', { timeout: 20_000 }, () => {
  it('lists the tables under their areas', async () => {
    mockTablesApi(buildDiningRoom())
    await renderTablesPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Pedidos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Mesas' })).toHaveAttribute('aria-current', 'page')
    await waitFor(() => expect(document.title).toBe('Pedidos · Vitrina'))
    expect(screen.getByText('(4 mesas)')).toBeInTheDocument()
    expect(tableNames('Sin zona')).toEqual(['Barra'])
    expect(tableNames('Salón')).toEqual(['Mesa 1', 'Mesa 2'])
    expect(tableNames('Terraza')).toEqual(['Terraza 1'])
  })

  it('adds one table, says so and clears the form for the next', async () => {
    const calls = mockTablesApi(buildDiningRoom())
    const { user } = await renderTablesPage()
    const name = screen.getByRole('textbox', { name: /Nombre de la mesa/ })
    await user.type(name, ' 4 ')
    await user.type(screen.getAllByRole('textbox', { name: 'Zona (opcional)' })[0]!, 'Terraza')
    await user.click(screen.getByRole('button', { name: 'Añadir mesa' }))

    expect(await screen.findByText('Mesa 4 añadida.')).toHaveAttribute('role', 'status')
    expect(calls.find((call) => call.path === '/api/tables' && call.method === 'POST')?.body).toEqual({
      name: '4',
      area: 'Terraza',
    })
    expect(name).toHaveValue('')
    await waitFor(() => expect(tableNames('Terraza')).toEqual(['Terraza 1', 'Mesa 4']))
  })

  it('adds a numbered run in one area, counting them', async () => {
    const calls = mockTablesApi([])
    const { user } = await renderTablesPage()
    await user.type(screen.getByRole('spinbutton', { name: /Desde/ }), '11')
    await user.type(screen.getByRole('spinbutton', { name: /Cuántas/ }), '5')
    await user.type(screen.getAllByRole('textbox', { name: 'Zona (opcional)' })[1]!, 'Patio')
    await user.click(screen.getByRole('button', { name: 'Añadir mesas' }))

    expect(await screen.findByText('5 mesas añadidas.')).toBeInTheDocument()
    expect(calls.find((call) => call.path === '/api/tables/numbered')?.body).toEqual({
      from: 11,
      count: 5,
      area: 'Patio',
    })
    await waitFor(() =>
      expect(tableNames('Patio')).toEqual(['Mesa 11', 'Mesa 12', 'Mesa 13', 'Mesa 14', 'Mesa 15']),
    )
  })

  it('checks the fields before sending anything', async () => {
    const calls = mockTablesApi([])
    const { user } = await renderTablesPage()
    await user.click(screen.getByRole('button', { name: 'Añadir mesa' }))
    const name = screen.getByRole('textbox', { name: /Nombre de la mesa/ })
    expect(name).toHaveAccessibleDescription('Escribe el nombre de la mesa.')
    expect(name).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Añadir mesas' }))
    expect(screen.getByRole('spinbutton', { name: /Desde/ })).toHaveAccessibleDescription(
      'Escribe un número entero entre 1 y 9999.',
    )
    expect(screen.getByRole('spinbutton', { name: /Cuántas/ })).toHaveAccessibleDescription(
      `Escribe cuántas, entre 1 y ${MAX_TABLES}.`,
    )
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
  })

  it('says at the name that it is taken, keeping what was typed', async () => {
    mockTablesApi(buildDiningRoom(), {
      'POST /api/tables': {
        status: 409,
        body: {
          error: {
            code: 'table_name_taken',
            message: 'Ya hay una mesa con ese nombre.',
            fields: { name: ['ordering.tables.errors.nameTaken'] },
          },
        },
      },
      'POST /api/tables/numbered': {
        status: 409,
        body: {
          error: {
            code: 'table_name_taken',
            message: 'Ya hay una mesa con ese nombre.',
            fields: { from: ['ordering.tables.errors.numbersTaken'] },
          },
        },
      },
    })
    const { user } = await renderTablesPage()
    const name = screen.getByRole('textbox', { name: /Nombre de la mesa/ })
    await user.type(name, '2')
    await user.type(screen.getAllByRole('textbox', { name: 'Zona (opcional)' })[0]!, 'Salón')
    await user.click(screen.getByRole('button', { name: 'Añadir mesa' }))
    await waitFor(() => expect(name).toHaveAccessibleDescription('Ya hay una mesa con ese nombre.'))
    expect(name).toHaveFocus()
    expect(name).toHaveValue('2')
    expect(screen.getAllByRole('textbox', { name: 'Zona (opcional)' })[0]).toHaveValue('Salón')

    const from = screen.getByRole('spinbutton', { name: /Desde/ })
    await user.type(from, '1')
    await user.type(screen.getByRole('spinbutton', { name: /Cuántas/ }), '3')
    await user.click(screen.getByRole('button', { name: 'Añadir mesas' }))
    await waitFor(() =>
      expect(from).toHaveAccessibleDescription('Alguno de esos números ya es el nombre de una mesa.'),
    )
    expect(from).toHaveValue(1)
  })

  it('says in an alert that the business has the most tables, and at the limit shows no form', async () => {
    mockTablesApi(buildDiningRoom(), {
      'POST /api/tables/numbered': apiError(409, 'tables_limit', 'Tu negocio ya tiene el máximo de mesas.'),
    })
    const { user, unmount } = await renderTablesPage()
    await user.type(screen.getByRole('spinbutton', { name: /Desde/ }), '10')
    await user.type(screen.getByRole('spinbutton', { name: /Cuántas/ }), '200')
    await user.click(screen.getByRole('button', { name: 'Añadir mesas' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Tu negocio ya tiene el máximo de mesas.')
    expect(screen.getByRole('spinbutton', { name: /Cuántas/ })).toHaveValue(200)
    unmount()

    mockTablesApi(Array.from({ length: MAX_TABLES }, (_, index) => buildTable(String(index + 1))))
    await renderTablesPage()
    expect(
      screen.getByText(
        `Tu negocio ya tiene ${MAX_TABLES} mesas, el máximo. Elimina las que no uses para añadir otras.`,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Añadir mesa' })).not.toBeInTheDocument()
  })
})

describe('Pedidos → Mesas, its states', { timeout: 20_000 }, () => {
  it('shows grey cards while loading, then says there are none yet', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {}
    mockSession(buildMe(), { 'GET /api/tables': () => new Promise((resolve) => (answer = resolve)) })
    renderApp(TABLES_PAGE)
    expect(await screen.findByText('Cargando las mesas…')).toHaveAttribute('role', 'status')
    answer({ status: 200, body: { tables: [] } })
    expect(await screen.findByText('Todavía no hay mesas. Añade la primera arriba.')).toBeInTheDocument()
    expect(screen.queryByText('Cargando las mesas…')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Imprimir todas las tarjetas' })).not.toBeInTheDocument()
  })

  it('says the list could not be loaded, and tries again', async () => {
    let isDown = true
    mockSession(buildMe(), {
      'GET /api/tables': () =>
        isDown ? apiError(500, 'internal') : { status: 200, body: { tables: buildDiningRoom() } },
    })
    const { user } = renderApp(TABLES_PAGE)
    expect(await screen.findByText(/No pudimos cargar las mesas/, {}, { timeout: 8000 })).toBeInTheDocument()
    isDown = false
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('heading', { name: 'Salón' })).toBeInTheDocument()
  })

  it('gives staff the cards to print and none of the changes', async () => {
    mockTablesApi(buildDiningRoom(), {}, buildMe({ role: 'staff' }))
    await renderTablesPage()
    expect(screen.getByRole('button', { name: 'Imprimir tarjeta de la mesa 1' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Imprimir todas las tarjetas' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Añadir mesa' })).not.toBeInTheDocument()
    expect(
      screen.queryByRole('button', { name: /^(Editar|Eliminar|Nuevo código QR)/ }),
    ).not.toBeInTheDocument()
  })

  it('tells a viewer without tables that there are none, without pointing at a form', async () => {
    mockTablesApi([], {}, buildMe({ role: 'viewer' }))
    renderApp(TABLES_PAGE)
    expect(await screen.findByText('Todavía no hay mesas.')).toBeInTheDocument()
    expect(screen.queryByText(/Añade la primera/)).not.toBeInTheDocument()
  })
})
