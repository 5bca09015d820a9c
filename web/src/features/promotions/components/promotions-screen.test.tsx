import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Promotion } from '#domain/promotions/promotion.schema.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildPromotion, fakePromotionRoutes } from '../testing/fake-promotions.ts'

const categories = [buildCategory({ id: 'c-bebidas', name: 'Bebidas' })]
const products = [buildProduct({ id: 'p-cafe', name: 'Café', categoryId: 'c-bebidas', price: '4500' })]

const happyHour = buildPromotion({
  id: 'p-happy',
  nombre: 'Happy hour',
  tipo: 'descuento',
  porcentaje: 20,
  categoria: 'Bebidas',
  afecta: 'Café',
  fechaInicio: '2026-01-01T05:00:00.000Z',
  franjaSemanal: { dias: [1, 2, 3, 4], desde: '17:00', hasta: '19:00' },
})
const paused = buildPromotion({ id: 'p-paused', nombre: 'Menú del día', activo: false, estado: 'Inactiva' })
const christmas = buildPromotion({
  id: 'p-christmas',
  nombre: 'Navidad 2x1',
  tipo: '2x1',
  // Far ahead, so that it still starts later whenever the test runs.
  fechaInicio: '2099-12-24T05:00:00.000Z',
})

function mockPromotions(promotions: Promotion[], fixed: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  return mockApi(
    fakePromotionRoutes(
      { categories, products, promotions },
      { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...fixed },
    ).routes,
  )
}

async function renderPromotions() {
  const app = renderApp('/dashboard/promociones')
  await screen.findByRole('heading', { level: 1, name: 'Promociones' }, { timeout: 5000 })
  return app
}

const rowNames = () =>
  screen.queryAllByRole('rowheader').map((cell) => cell.querySelector('span')?.textContent)

describe('The promotions list', { timeout: 20_000 }, () => {
  it('shows each promotion’s name, category, status, type, dates and what it affects', async () => {
    mockPromotions([happyHour, paused, christmas])
    await renderPromotions()
    const row = (await screen.findByRole('rowheader', { name: /Happy hour/ })).closest('tr')!
    expect(row).toHaveTextContent('Bebidas')
    expect(within(row).getByText('Activa')).toBeInTheDocument()
    expect(row).toHaveTextContent('20 % de descuento')
    expect(row).toHaveTextContent('Desde 1 ene 2026, 0:00')
    expect(row).toHaveTextContent('lun, mar, mié, jue, 17:00–19:00')
    expect(row).toHaveTextContent('Café')
    // A future start is said in the list, on the business's clock (Bogotá).
    const future = screen.getByRole('rowheader', { name: /Navidad 2x1/ }).closest('tr')!
    expect(future).toHaveTextContent('Empieza el 24 dic 2099, 0:00')
    expect(screen.getByText('3 de 3 promociones')).toBeInTheDocument()
  })

  it('searches and filters, counting what is shown out of all, and says when nothing matches', async () => {
    mockPromotions([happyHour, paused, christmas])
    const { user } = await renderPromotions()
    await screen.findByRole('rowheader', { name: /Happy hour/ })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Inactivas')
    expect(rowNames()).toEqual(['Menú del día'])
    expect(screen.getByText('1 de 3 promociones')).toBeInTheDocument()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Todas')
    await user.type(screen.getByRole('searchbox', { name: 'Buscar promociones' }), 'descuento')
    expect(rowNames()).toEqual(['Happy hour'])

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar promociones' }))
    await user.type(screen.getByRole('searchbox', { name: 'Buscar promociones' }), 'pizza')
    expect(screen.getByText('No se encontraron promociones con los filtros aplicados')).toBeInTheDocument()
    expect(screen.getByText('0 de 3 promociones')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }))
    expect(rowNames()).toHaveLength(3)
  })

  it('pages eight at a time with working Anterior and Siguiente', async () => {
    const many = Array.from({ length: 11 }, (_, index) =>
      buildPromotion({ id: `p-${index + 1}`, nombre: `Promo ${index + 1}` }),
    )
    mockPromotions(many)
    const { user } = await renderPromotions()
    await screen.findAllByRole('rowheader', {}, { timeout: 5000 })
    const pages = screen.getByRole('navigation', { name: 'Páginas de promociones' })
    expect(rowNames()).toHaveLength(8)
    expect(pages).toHaveTextContent('Página 1 de 2')
    expect(within(pages).getByRole('button', { name: 'Anterior' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Siguiente' }))
    expect(rowNames()).toEqual(['Promo 9', 'Promo 10', 'Promo 11'])
    expect(within(pages).getByRole('button', { name: 'Siguiente' })).toBeDisabled()
    await user.click(within(pages).getByRole('button', { name: 'Anterior' }))
    expect(rowNames()[0]).toBe('Promo 1')
    expect(screen.getByText('11 de 11 promociones')).toBeInTheDocument()
  })

  it('invites to create the first promotion when there is none', async () => {
    mockPromotions([])
    const { user } = await renderPromotions()
    await screen.findByRole('heading', { level: 2, name: 'Aún no tienes promociones' })
    // "No promotions found" is for filters that hide some; with none at all the page invites to create one.
    expect(
      screen.queryByText('No se encontraron promociones con los filtros aplicados'),
    ).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Crear promoción' }))
    expect(await screen.findByRole('dialog', { name: 'Nueva promoción' })).toBeInTheDocument()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Aún no tienes promociones', hidden: true }),
    ).toBeInTheDocument()
  })

  it('deletes only after the owner confirms', async () => {
    const calls = mockPromotions([happyHour, paused])
    const { user } = await renderPromotions()
    await user.click(await screen.findByRole('button', { name: 'Eliminar Happy hour' }))
    let confirm = await screen.findByRole('alertdialog', { name: 'Eliminar promoción' })
    expect(confirm).toHaveAccessibleDescription('¿Estás seguro de que deseas eliminar esta promoción?')
    expect(within(confirm).getByRole('button', { name: 'Cancelar' })).toHaveFocus()
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }))
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([])
    expect(rowNames()).toEqual(['Happy hour', 'Menú del día'])

    await user.click(screen.getByRole('button', { name: 'Eliminar Happy hour' }))
    confirm = await screen.findByRole('alertdialog', { name: 'Eliminar promoción' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    await waitFor(() => expect(rowNames()).toEqual(['Menú del día']))
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/api/promotions/p-happy',
    ])
    expect(screen.getByText('1 de 1 promoción')).toBeInTheDocument()
  })

  it('says in the popup when a deletion fails, and keeps the promotion', async () => {
    mockPromotions([happyHour], { 'DELETE /api/promotions/p-happy': apiError(500, 'internal') })
    const { user } = await renderPromotions()
    await user.click(await screen.findByRole('button', { name: 'Eliminar Happy hour' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Eliminar promoción' })
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }))
    const popup = await screen.findByRole('alertdialog', { name: 'Algo salió mal...' })
    expect(popup).toHaveAccessibleDescription('No se pudo eliminar la promoción.')
    await user.click(within(popup).getByRole('button', { name: 'Entendido' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(rowNames()).toEqual(['Happy hour'])
  })
})
