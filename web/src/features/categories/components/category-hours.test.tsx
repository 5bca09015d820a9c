import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const desayunos = buildCategory({ id: 'c-desayunos', name: 'Desayunos', position: 0 })
const almuerzos = buildCategory({
  id: 'c-almuerzos',
  name: 'Almuerzos',
  position: 1,
  availability: {
    windows: [{ dias: [1, 2, 3, 4, 5], desde: '13:00', hasta: '16:00' }],
    dates: [],
    hideWhenClosed: false,
  },
})

function mockCatalogue(fixed: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  const { routes } = fakeCatalogueRoutes(
    { categories: [desayunos, almuerzos] },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...fixed },
  )
  return mockApi(routes)
}

async function openDialog(name: string) {
  const app = renderApp('/dashboard/categorias')
  const list = await screen.findByRole('list', { name: 'Categorías del catálogo' }, { timeout: 5000 })
  await app.user.click(screen.getByRole('button', { name: `Editar ${name}` }))
  const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' })
  const hours = within(dialog).getByRole('group', { name: 'Horario' })
  const item = (category: string) =>
    within(list).getByRole('heading', { level: 3, name: category }).closest('li')!
  return { ...app, dialog, hours, item }
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

describe('Category hours', { timeout: 15_000 }, () => {
  it('shows a category’s hours in the list, short', async () => {
    mockCatalogue()
    renderApp('/dashboard/categorias')
    const list = await screen.findByRole('list', { name: 'Categorías del catálogo' }, { timeout: 5000 })
    const [first, second] = within(list).getAllByRole('listitem')
    expect(second).toHaveTextContent('Horario: Lun–Vie 13:00–16:00')
    expect(first).not.toHaveTextContent('Horario:')
  })

  it('sets breakfast every day from 08:00 to 12:00, and the list says so', async () => {
    const calls = mockCatalogue()
    const { user, dialog, hours, item } = await openDialog('Desayunos')
    expect(within(hours).getByText('Siempre disponible')).toBeInTheDocument()

    await user.click(within(hours).getByRole('button', { name: 'Añadir días y horas' }))
    const window = within(hours).getByRole('group', { name: 'Horario 1' })
    setValue(within(window).getByLabelText('Desde'), '08:00')
    setValue(within(window).getByLabelText('Hasta'), '12:00')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const patch = calls.find((call) => call.method === 'PATCH')
    expect(patch?.path).toBe('/api/categories/c-desayunos')
    expect(patch?.body).toMatchObject({
      availability: {
        windows: [{ dias: [1, 2, 3, 4, 5, 6, 7], desde: '08:00', hasta: '12:00' }],
        dates: [],
        hideWhenClosed: false,
      },
    })
    expect(item('Desayunos')).toHaveTextContent('Todos los días 08:00–12:00')
  })

  it('refuses hours that cannot be kept, each at its field, and sends nothing', async () => {
    const calls = mockCatalogue()
    const { user, dialog, hours } = await openDialog('Almuerzos')
    const window = within(hours).getByRole('group', { name: 'Horario 1' })
    for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'])
      await user.click(within(window).getByRole('checkbox', { name: day }))
    await user.click(within(hours).getByRole('button', { name: 'Añadir fechas' }))
    const range = within(hours).getByRole('group', { name: 'Fechas 1' })
    setValue(within(range).getByLabelText('Desde el'), '2026-09-30')
    setValue(within(range).getByLabelText('Hasta el'), '2026-06-01')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(await within(window).findByText('Elige al menos un día.')).toBeInTheDocument()
    expect(within(range).getByLabelText('Hasta el')).toHaveAccessibleDescription(
      'Esta fecha es anterior a la de inicio.',
    )
    // Focus goes to the first field to fix: the days, at the first of them.
    await waitFor(() => expect(within(window).getByRole('checkbox', { name: 'Lunes' })).toHaveFocus())
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('shows the server’s refusal of a part of the hours at its field', async () => {
    mockCatalogue({
      'PATCH /api/categories/c-almuerzos': {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Invalid',
            fields: { 'availability.windows.0.hasta': ['promotions.errors.windowEmpty'] },
          },
        },
      },
    })
    const { user, dialog, hours } = await openDialog('Almuerzos')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    const until = within(within(hours).getByRole('group', { name: 'Horario 1' })).getByLabelText('Hasta')
    await waitFor(() =>
      expect(until).toHaveAccessibleDescription('La hora de fin debe ser distinta de la de inicio.'),
    )
    await waitFor(() => expect(until).toHaveFocus())
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
