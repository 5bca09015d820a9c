import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Catalogue, Category } from '#domain/catalogues/catalogue.schema.ts'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { getTemplateDesign } from '#domain/catalogues/templates.ts'
import { type ApiCall, apiError, mockSession } from '../../../../test/api-mock.ts'
import { renderApp } from '../../../../test/render-app.tsx'
import { activationNoticeMs } from './use-activation.ts'

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

const catalogue = (id: string, nombre: string, activo: boolean, minutes: number): Catalogue => ({
  id,
  nombre,
  imagen: null,
  editado: minutesAgo(minutes),
  activo,
  template: 'moderno',
})

const category: Category = {
  id: 'category-1',
  name: 'Bebidas',
  description: '',
  isVisible: true,
  image: null,
  position: 0,
  variantLabels: [],
  variantLabelTranslations: {},
  translations: {},
  availability: { windows: [], dates: [], hideWhenClosed: false },
  createdAt: minutesAgo(60),
}
const product: Product = {
  id: 'product-1',
  categoryId: 'category-1',
  name: 'Limonada de coco',
  price: '9000',
  specialPrice: null,
  variants: [{ id: 'product-1-v', label: '', price: '9000', specialPrice: null, translations: {} }],
  optionGroups: [],
  description: '',
  image: null,
  available: true,
  tags: [],
  allergens: [],
  allergenTraces: [],
  translations: {},
  availableDays: '',
  kind: 'dish',
  courses: [],
  includes: [],
  availability: { windows: [], dates: [], hideWhenClosed: false },
  soldOutUntil: null,
  position: 0,
}

/**
 * A server holding these catalogues: reads answer the current list; activation, renaming and deletion fail
 * when `changes` says so, and otherwise change the list as the real server would.
 */
function serveCatalogues(catalogues: Catalogue[], changes: 'work' | 'fail' = 'work'): ApiCall[] {
  let current = catalogues
  const perCatalogue = Object.fromEntries(
    catalogues.flatMap(({ id }) => [
      [`GET /api/catalogues/${id}/design`, { status: 200, body: getTemplateDesign('moderno') }],
      [`GET /api/catalogues/${id}/categories`, { status: 200, body: [category] }],
      [`GET /api/catalogues/${id}/products`, { status: 200, body: [product] }],
      [
        `POST /api/catalogues/${id}/activate`,
        () => {
          if (changes === 'fail') return apiError(500, 'internal')
          current = current.map((other) => ({ ...other, activo: other.id === id }))
          return { status: 200, body: current.find((other) => other.id === id) }
        },
      ],
      [
        `PATCH /api/catalogues/${id}`,
        (call: ApiCall) => {
          if (changes === 'fail') return apiError(500, 'internal')
          const { nombre } = call.body as { nombre: string }
          current = current.map((other) => (other.id === id ? { ...other, nombre } : other))
          return { status: 200, body: current.find((other) => other.id === id) }
        },
      ],
      [
        `DELETE /api/catalogues/${id}`,
        () => {
          if (changes === 'fail') return apiError(500, 'internal')
          current = current.filter((other) => other.id !== id)
          return { status: 204 }
        },
      ],
    ]),
  )
  return mockSession(undefined, {
    'GET /api/catalogues': () => ({ status: 200, body: current }),
    ...perCatalogue,
  })
}

const activeSection = () => screen.getByRole('region', { name: 'Catálogo activo' })
const othersSection = () => screen.getByRole('region', { name: 'Otros catálogos' })

describe('MyCatalogues', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows the active catalogue with its preview and the others with their actions', async () => {
    serveCatalogues([catalogue('a', 'Carta de día', true, 5), catalogue('b', 'Carta de noche', false, 90)])
    renderApp('/dashboard/catalogos')

    // The first render of the file loads the page's code: more time than the default second, on a busy machine.
    const active = within(await screen.findByRole('region', { name: 'Catálogo activo' }, { timeout: 5000 }))
    expect(active.getByRole('heading', { name: 'Carta de día' })).toBeInTheDocument()
    expect(active.getByText('Editado hace 5 minutos')).toBeInTheDocument()
    expect(active.getByRole('link', { name: 'Editar Carta de día' })).toHaveAttribute(
      'href',
      '/dashboard/categorias?catalogo=a',
    )
    // The active card draws the real menu: its categories and products.
    expect(await active.findByText('Limonada de coco', {}, { timeout: 3000 })).toBeInTheDocument()

    const others = within(othersSection())
    expect(others.getByRole('heading', { name: 'Carta de noche' })).toBeInTheDocument()
    expect(others.getByText('Editado hace 1 hora')).toBeInTheDocument()
    expect(others.getByRole('button', { name: 'Activar Carta de noche' })).toBeInTheDocument()
    expect(others.getByRole('link', { name: 'Editar Carta de noche' })).toHaveAttribute(
      'href',
      '/dashboard/categorias?catalogo=b',
    )
    expect(screen.getByRole('link', { name: 'Crear nuevo catálogo' })).toHaveAttribute(
      'href',
      '/dashboard/plantillas',
    )
    await waitFor(() => expect(document.title).toBe('Mis catálogos · Vitrina'))
  })

  it('activates a catalogue, confirms it for 3 seconds, then hides the confirmation', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const calls = serveCatalogues([
      catalogue('a', 'Carta de día', true, 5),
      catalogue('b', 'Carta de noche', false, 9),
    ])
    const { user } = renderApp('/dashboard/catalogos')

    await user.click(await screen.findByRole('button', { name: 'Activar Carta de noche' }))
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/catalogues/b/activate')).toBe(
      true,
    )
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('¡Tu catálogo está activo!'))
    expect(within(activeSection()).getByRole('heading', { name: 'Carta de noche' })).toBeInTheDocument()
    expect(within(othersSection()).getByRole('heading', { name: 'Carta de día' })).toBeInTheDocument()
    expect(activeSection().querySelector('h2')).toHaveFocus()

    act(() => vi.advanceTimersByTime(activationNoticeMs - 100))
    expect(screen.getByRole('status')).toHaveTextContent('¡Tu catálogo está activo!')
    act(() => vi.advanceTimersByTime(100))
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('puts everything back and says so when the activation fails', async () => {
    serveCatalogues(
      [catalogue('a', 'Carta de día', true, 5), catalogue('b', 'Carta de noche', false, 9)],
      'fail',
    )
    const { user } = renderApp('/dashboard/catalogos')

    await user.click(await screen.findByRole('button', { name: 'Activar Carta de noche' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos activar «Carta de noche»')
    expect(within(activeSection()).getByRole('heading', { name: 'Carta de día' })).toBeInTheDocument()
    expect(
      within(othersSection()).getByRole('button', { name: 'Activar Carta de noche' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
  })

  it('offers to activate the newest catalogue when none is active', async () => {
    const calls = serveCatalogues([
      catalogue('b', 'Carta de noche', false, 2),
      catalogue('a', 'Carta de día', false, 50),
    ])
    const { user } = renderApp('/dashboard/catalogos')

    expect(await screen.findByRole('heading', { name: 'Ningún catálogo está activo' })).toBeInTheDocument()
    await user.click(within(activeSection()).getByRole('button', { name: 'Activar Carta de noche' }))
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/catalogues/b/activate')).toBe(
      true,
    )
    expect(
      await within(activeSection()).findByRole('heading', { name: 'Carta de noche' }),
    ).toBeInTheDocument()
  })

  it('keeps "Editado hace…" true while the page stays open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serveCatalogues([catalogue('a', 'Carta de día', true, 5)])
    renderApp('/dashboard/catalogos')

    expect(await screen.findByText('Editado hace 5 minutos')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.getByText('Editado hace 6 minutos')).toBeInTheDocument()
  })

  it('previews a catalogue in a dialog, with its real menu', async () => {
    serveCatalogues([catalogue('a', 'Carta de día', true, 5), catalogue('b', 'Carta de noche', false, 9)])
    const { user } = renderApp('/dashboard/catalogos')

    await user.click(await screen.findByRole('button', { name: 'Vista previa de Carta de noche' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Vista previa: Carta de noche' }))
    expect(await dialog.findByText('Limonada de coco')).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Cerrar' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the way to a first catalogue when there is none', async () => {
    serveCatalogues([])
    renderApp('/dashboard/catalogos')

    expect(await screen.findByRole('heading', { name: 'Aún no tienes catálogos' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Crear nuevo catálogo' })).toHaveAttribute(
      'href',
      '/dashboard/plantillas',
    )
    expect(screen.queryByRole('region', { name: 'Catálogo activo' })).not.toBeInTheDocument()
  })

  it('says so when the catalogues could not be loaded, and tries again', async () => {
    let answer = apiError(503, 'unavailable')
    mockSession(undefined, { 'GET /api/catalogues': () => answer })
    const { user } = renderApp('/dashboard/catalogos')

    // The app retries a failed read once, a second later, before it gives up.
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'No pudimos cargar tus catálogos',
    )
    answer = { status: 200, body: [] }
    await user.click(screen.getByRole('button', { name: 'Reintentar' }))
    expect(await screen.findByRole('heading', { name: 'Aún no tienes catálogos' })).toBeInTheDocument()
  })

  describe('renaming and deleting', () => {
    const two = () => [catalogue('a', 'Carta de día', true, 5), catalogue('b', 'Carta de noche', false, 9)]

    it('renames a catalogue, and does not accept an empty name', async () => {
      const calls = serveCatalogues(two())
      const { user } = renderApp('/dashboard/catalogos')

      await user.click(await screen.findByRole('button', { name: 'Más acciones de Carta de noche' }))
      await user.click(await screen.findByRole('menuitem', { name: 'Cambiar nombre' }))
      const dialog = within(await screen.findByRole('dialog', { name: 'Cambiar nombre del catálogo' }))
      const name = dialog.getByRole('textbox', { name: /Nombre/ })
      await user.clear(name)
      await user.click(dialog.getByRole('button', { name: 'Guardar' }))
      expect(name).toHaveAccessibleDescription('Escribe un nombre para el catálogo.')

      await user.type(name, 'Carta de fin de semana')
      await user.click(dialog.getByRole('button', { name: 'Guardar' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(
        within(othersSection()).getByRole('heading', { name: 'Carta de fin de semana' }),
      ).toBeInTheDocument()
      const patches = calls.filter((call) => call.method === 'PATCH')
      expect(patches.map((call) => [call.path, call.body])).toEqual([
        ['/api/catalogues/b', { nombre: 'Carta de fin de semana' }],
      ])
    })

    it('opens any catalogue’s allergen table to print, in a new tab', async () => {
      serveCatalogues(two())
      const { user } = renderApp('/dashboard/catalogos')
      await user.click(await screen.findByRole('button', { name: 'Más acciones de Carta de noche' }))
      const table = await screen.findByRole('menuitem', { name: 'Tabla de alérgenos' })
      expect(table).toHaveAttribute('href', expect.stringMatching(/^\/m\/[^/]+\/alergenos\?preview=b$/))
      expect(table).toHaveAttribute('target', '_blank')
    })

    it('deletes a catalogue only once the owner confirms it', async () => {
      const calls = serveCatalogues(two())
      const { user } = renderApp('/dashboard/catalogos')
      const openDeletion = async () => {
        await user.click(await screen.findByRole('button', { name: 'Más acciones de Carta de noche' }))
        await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }))
        return within(await screen.findByRole('dialog', { name: '¿Eliminar «Carta de noche»?' }))
      }

      await user.click((await openDeletion()).getByRole('button', { name: 'Cancelar' }))
      expect(calls.some((call) => call.method === 'DELETE')).toBe(false)

      await user.click((await openDeletion()).getByRole('button', { name: 'Sí, eliminar' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
        '/api/catalogues/b',
      ])
      expect(screen.queryByRole('heading', { name: 'Carta de noche' })).not.toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Catálogo activo' })).toHaveFocus()
    })

    it('keeps the catalogue and says so when the deletion fails', async () => {
      serveCatalogues(two(), 'fail')
      const { user } = renderApp('/dashboard/catalogos')

      await user.click(await screen.findByRole('button', { name: 'Más acciones de Carta de noche' }))
      await user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }))
      const dialog = within(await screen.findByRole('dialog'))
      await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }))
      expect(await dialog.findByRole('alert')).toHaveTextContent('No pudimos eliminar el catálogo')
      await user.click(dialog.getByRole('button', { name: 'Cancelar' }))
      expect(within(othersSection()).getByRole('heading', { name: 'Carta de noche' })).toBeInTheDocument()
    })
  })
})
