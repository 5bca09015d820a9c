import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Category } from '#domain/catalogues/catalogue.schema.ts'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const entradas = buildCategory({
  id: 'c-entradas',
  name: 'Entradas',
  position: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
})
const fuertes = buildCategory({
  id: 'c-fuertes',
  name: 'Fuertes',
  position: 1,
  createdAt: '2026-11-03T10:00:00.000Z',
  isVisible: false,
})
const bebidas = buildCategory({
  id: 'c-bebidas',
  name: 'Bebidas',
  description: 'Frías y calientes',
  position: 2,
  createdAt: '2026-11-02T10:00:00.000Z',
})

/** The API as a signed-in owner with one catalogue sees it; `failures` answer some calls otherwise. */
function mockCatalogue(categories: Category[], failures: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  const { routes } = fakeCatalogueRoutes(
    {
      categories,
      products: [
        buildProduct({ id: 'p-1', name: 'Empanadas', categoryId: 'c-entradas' }),
        buildProduct({ id: 'p-2', name: 'Patacones', categoryId: 'c-entradas' }),
      ],
    },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...failures },
  )
  return mockApi(routes)
}

async function renderCategories() {
  const app = renderApp('/dashboard/categorias')
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  const list = await screen.findByRole('list', { name: 'Categorías del catálogo' }, { timeout: 5000 })
  const names = () =>
    within(screen.getByRole('list', { name: 'Categorías del catálogo' }))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
  return { ...app, list, names }
}

describe('Categories', { timeout: 15_000 }, () => {
  it('lists the categories in the menu order, with their products and visibility', async () => {
    mockCatalogue([entradas, fuertes, bebidas])
    const { list, names } = await renderCategories()
    expect(screen.getByRole('heading', { level: 1, name: 'Categorías' })).toBeInTheDocument()
    expect(names()).toEqual(['Entradas', 'Fuertes', 'Bebidas'])
    const [first, second, third] = within(list).getAllByRole('listitem')
    expect(first).toHaveTextContent('2 productos')
    expect(second).toHaveTextContent('Oculta')
    expect(third).toHaveTextContent('Frías y calientes')
    expect(within(first!).getByRole('link', { name: 'Añadir producto a Entradas' })).toHaveAttribute(
      'href',
      '/dashboard/productos?catalogo=catalogue-1&categoria=c-entradas',
    )
  })

  it('sorts by Reciente (newest first) and Alfabético', async () => {
    mockCatalogue([entradas, fuertes, bebidas])
    const { user, names } = await renderCategories()
    const sort = screen.getByRole('combobox', { name: 'Ordenar' })
    await user.selectOptions(sort, 'Reciente')
    expect(names()).toEqual(['Fuertes', 'Bebidas', 'Entradas'])
    await user.selectOptions(sort, 'Alfabético')
    expect(names()).toEqual(['Bebidas', 'Entradas', 'Fuertes'])
    // Moving belongs to the menu's own order only.
    expect(screen.queryByRole('button', { name: 'Subir Bebidas' })).not.toBeInTheDocument()
  })

  it('renames a category through its dialog', async () => {
    const calls = mockCatalogue([entradas, fuertes])
    const { user, names } = await renderCategories()
    await user.click(screen.getByRole('button', { name: 'Editar Entradas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' })
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ })
    await user.clear(name)
    await user.type(name, 'Para compartir')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(names()).toEqual(['Para compartir', 'Fuertes'])
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Para compartir',
      description: '',
      isVisible: true,
      variantLabels: [],
      variantLabelTranslations: {},
      translations: {},
      // No hours: always served.
      availability: { windows: [], dates: [], hideWhenClosed: false },
    })
  })

  it('refuses an empty name, saying so, and sends nothing', async () => {
    const calls = mockCatalogue([entradas])
    const { user } = await renderCategories()
    await user.click(screen.getByRole('button', { name: 'Editar Entradas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' })
    await user.clear(within(dialog).getByRole('textbox', { name: /^Nombre/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El nombre de la categoría es obligatorio.',
    )
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveAccessibleDescription(
      'El nombre de la categoría es obligatorio.',
    )
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('creates a category from the dialog, and creates nothing when cancelled', async () => {
    const calls = mockCatalogue([entradas])
    const { user, names } = await renderCategories()
    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }))
    let dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' })
    expect(within(dialog).getByRole('textbox', { name: /^Nombre/ })).toHaveValue('')
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(calls.some((call) => call.method === 'POST')).toBe(false)

    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }))
    dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' })
    await user.type(within(dialog).getByRole('textbox', { name: /^Nombre/ }), 'Postres')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(names()).toEqual(['Entradas', 'Postres']))
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Postres',
      description: '',
      isVisible: true,
      variantLabels: [],
      variantLabelTranslations: {},
      translations: {},
      // No hours: always served.
      availability: { windows: [], dates: [], hideWhenClosed: false },
    })
  })

  it('refuses an empty new category at its name, sending nothing', async () => {
    const calls = mockCatalogue([entradas])
    const { user } = await renderCategories()
    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' })
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ })
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El nombre de la categoría es obligatorio.',
    )
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('El nombre de la categoría es obligatorio.')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('keeps an over-long name whole, counts it and refuses it with its limit', async () => {
    const calls = mockCatalogue([entradas])
    const { user } = await renderCategories()
    await user.click(screen.getByRole('button', { name: 'Nueva categoría' }))
    const dialog = await screen.findByRole('dialog', { name: 'Nueva categoría' })
    const name = within(dialog).getByRole('textbox', { name: /^Nombre/ })
    await user.click(name)
    await user.paste('x'.repeat(500))

    expect(name).toHaveValue('x'.repeat(500))
    expect(within(dialog).getByText('500 de 120 caracteres')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'El nombre puede tener hasta 120 caracteres.',
    )
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
  })

  it('keeps the dialog and its values when saving fails', async () => {
    mockCatalogue([entradas], { 'PATCH /api/categories/c-entradas': apiError(500, 'internal') })
    const { user, names } = await renderCategories()
    await user.click(screen.getByRole('button', { name: 'Editar Entradas' }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' })
    await user.type(within(dialog).getByRole('textbox', { name: 'Descripción' }), 'Para picar')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No pudimos guardar la categoría.')
    expect(within(dialog).getByRole('textbox', { name: 'Descripción' })).toHaveValue('Para picar')
    // The change shown at once was taken back.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }))
    expect(screen.queryByText('Para picar')).not.toBeInTheDocument()
    expect(names()).toEqual(['Entradas'])
  })

  it('moves a category down with the keyboard, saving the new positions', async () => {
    const calls = mockCatalogue([entradas, fuertes, bebidas])
    const { user, names } = await renderCategories()
    screen.getByRole('button', { name: 'Bajar Entradas' }).focus()
    await user.keyboard('{Enter}')

    expect(names()).toEqual(['Fuertes', 'Entradas', 'Bebidas'])
    expect(screen.getByRole('button', { name: 'Bajar Entradas' })).toHaveFocus()
    await waitFor(() => expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(2))
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => [call.path, call.body])).toEqual(
      expect.arrayContaining([
        ['/api/categories/c-entradas', { position: 1 }],
        ['/api/categories/c-fuertes', { position: 0 }],
      ]),
    )
  })

  it('hides a category from the menu at once', async () => {
    const calls = mockCatalogue([entradas])
    const { user, list } = await renderCategories()
    await user.click(screen.getByRole('button', { name: 'Más acciones para Entradas' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Ocultar del menú' }))
    expect(within(list).getByText('Oculta')).toBeInTheDocument()
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ isVisible: false })
  })

  it('offers to create the first category when there is none', async () => {
    mockCatalogue([])
    const { user } = renderApp('/dashboard/categorias')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Aún no hay categorías' }),
    ).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Nueva categoría' })[1]!)
    expect(await screen.findByRole('dialog', { name: 'Nueva categoría' })).toBeInTheDocument()
  })

  it('says so when the categories cannot be loaded', async () => {
    mockCatalogue([], { 'GET /api/catalogues/catalogue-1/categories': apiError(500, 'internal') })
    renderApp('/dashboard/categorias')
    // After the one retry of a failed read.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'No pudimos cargar las categorías.',
    )
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument()
  })
})
