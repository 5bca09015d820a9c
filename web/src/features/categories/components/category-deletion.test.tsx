import { act, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { UNDO_WINDOW_MS } from './use-category-deletion.ts'

function mockCatalogue(failures: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  const { routes } = fakeCatalogueRoutes(
    {
      categories: [
        buildCategory({ id: 'c-entradas', name: 'Entradas', position: 0 }),
        buildCategory({ id: 'c-bebidas', name: 'Bebidas', position: 1 }),
      ],
      products: [
        buildProduct({ id: 'p-1', name: 'Empanadas', categoryId: 'c-entradas' }),
        buildProduct({ id: 'p-2', name: 'Patacones', categoryId: 'c-entradas' }),
      ],
    },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...failures },
  )
  return mockApi(routes)
}

const deletions = (calls: ApiCall[]) => calls.filter((call) => call.method === 'DELETE')

async function deleteEntradas() {
  const app = renderApp('/dashboard/categorias')
  await app.user.click(
    await screen.findByRole('button', { name: 'Más acciones para Entradas' }, { timeout: 5000 }),
  )
  await app.user.click(await screen.findByRole('menuitem', { name: 'Eliminar' }))
  return app
}

const listedNames = () =>
  within(screen.getByRole('list', { name: 'Categorías del catálogo' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent)

// The first render loads the route's code, which can take seconds on a busy machine.
describe('Deleting a category', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('hides it at once, with its products, and offers to undo', async () => {
    const calls = mockCatalogue()
    await deleteEntradas()
    expect(listedNames()).toEqual(['Bebidas'])
    const undo = screen.getByRole('button', { name: 'Deshacer' })
    expect(undo).toHaveFocus()
    expect(undo.closest('[role="status"]')).toHaveTextContent('Se eliminó «Entradas» y sus 2 productos.')
    expect(deletions(calls)).toEqual([])
  })

  it('restores it untouched on undo, and never sends the deletion', async () => {
    const calls = mockCatalogue()
    const { user } = await deleteEntradas()
    await user.click(screen.getByRole('button', { name: 'Deshacer' }))

    expect(listedNames()).toEqual(['Entradas', 'Bebidas'])
    const list = screen.getByRole('list', { name: 'Categorías del catálogo' })
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('2 productos')
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Más acciones para Entradas' })).toHaveFocus()
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS * 2))
    expect(deletions(calls)).toEqual([])
  })

  it('sends the deletion when the undo window ends', async () => {
    const calls = mockCatalogue()
    await deleteEntradas()
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS - 100))
    expect(deletions(calls)).toEqual([])

    act(() => vi.advanceTimersByTime(100))
    await waitFor(() =>
      expect(deletions(calls).map((call) => call.path)).toEqual(['/api/categories/c-entradas']),
    )
    expect(screen.queryByRole('button', { name: 'Deshacer' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Nueva categoría' })).toHaveFocus()
    expect(listedNames()).toEqual(['Bebidas'])
  })

  it('sends it at once, surviving the page, when the owner leaves', async () => {
    const calls = mockCatalogue()
    const { user } = await deleteEntradas()
    await user.click(screen.getByRole('link', { name: 'Productos' }))

    await waitFor(() => expect(deletions(calls)).toHaveLength(1))
    expect(deletions(calls)[0]).toMatchObject({
      path: '/api/categories/c-entradas',
      init: expect.objectContaining({ keepalive: true }),
    })
  })

  it('sends it at once when the page is being closed', async () => {
    const calls = mockCatalogue()
    await deleteEntradas()
    act(() => {
      window.dispatchEvent(new Event('pagehide'))
    })
    // Sent within the same task (the typed client awaits only promises), so before the page is gone.
    await waitFor(() => expect(deletions(calls)[0]?.init).toMatchObject({ keepalive: true }))
  })

  it('brings it back, saying so, when the server refuses', async () => {
    mockCatalogue({ 'DELETE /api/categories/c-entradas': apiError(500, 'internal') })
    await deleteEntradas()
    act(() => vi.advanceTimersByTime(UNDO_WINDOW_MS))

    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos eliminar «Entradas».')
    expect(listedNames()).toEqual(['Entradas', 'Bebidas'])
  })
})
