import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const categories = [
  buildCategory({ id: 'c-entradas', name: 'Entradas', position: 0 }),
  buildCategory({ id: 'c-postres', name: 'Postres', position: 1 }),
  buildCategory({ id: 'c-bebidas', name: 'Bebidas', position: 2, isVisible: false }),
]
const products = [
  buildProduct({
    id: 'p-empanadas',
    name: 'Empanadas',
    categoryId: 'c-entradas',
    price: '12000',
    description: 'De pipián, con ají',
    tags: ['Picante'],
    availableDays: 'Lun - Jue',
  }),
  buildProduct({
    id: 'p-limonada',
    name: 'Limonada de coco',
    categoryId: 'c-bebidas',
    price: '9500',
    specialPrice: '8000',
    tags: ['Vegano', 'Sin gluten'],
  }),
  buildProduct({ id: 'p-cafe', name: 'Café', categoryId: 'c-bebidas', price: '4500', available: false }),
]

function mockCatalogue(failures: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  const { routes } = fakeCatalogueRoutes(
    { categories, products },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...failures },
  )
  return mockApi(routes)
}

async function renderProducts(path = '/dashboard/productos') {
  const app = renderApp(path)
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  await screen.findByRole('heading', { level: 3, name: 'Empanadas' }, { timeout: 5000 })
  const productNames = () =>
    screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
  return { ...app, productNames }
}

describe('Products', { timeout: 15_000 }, () => {
  it('groups the products by category, in the menu order, with prices in the business currency', async () => {
    mockCatalogue()
    await renderProducts()
    const groups = screen.getAllByRole('region')
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Entradas',
      'Postres',
      'Bebidas',
    ])
    const [entradas, postres, bebidas] = groups
    expect(entradas).toHaveTextContent('$ 12.000')
    expect(entradas).toHaveTextContent('Picante')
    expect(entradas).toHaveTextContent('Lun - Jue')
    expect(postres).toHaveTextContent('Todavía no hay productos en esta categoría.')
    expect(bebidas).toHaveTextContent('Oculta en el menú')

    const limonada = within(bebidas!)
      .getByRole('heading', { level: 3, name: 'Limonada de coco' })
      .closest('li')!
    expect(limonada).toHaveTextContent('$ 8.000')
    // The regular price is struck through, and said to be the regular one.
    expect(limonada.querySelector('s')).toHaveTextContent('Precio normal: $ 9.500')
    expect(within(limonada).getByText('Vegano')).toBeInTheDocument()
    const cafe = within(bebidas!).getByRole('heading', { level: 3, name: 'Café' }).closest('li')
    expect(cafe).toHaveTextContent('No disponible')
  })

  it('writes prices the way the business’s country reads them: a Colombian business in dollars says US$', async () => {
    const me = buildMe()
    mockCatalogue({
      'GET /api/me': {
        status: 200,
        body: { user: { ...me, business: { ...me.business, currency: 'USD' } } },
      },
    })
    await renderProducts()
    const entradas = screen.getAllByRole('region')[0]!
    expect(entradas).toHaveTextContent('US$ 12.000,00')
    expect(entradas).not.toHaveTextContent(/(^|[^S])\$/)
  })

  it('searches names and descriptions, accents aside', async () => {
    mockCatalogue()
    const { user, productNames } = await renderProducts()
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'cafe')
    expect(productNames()).toEqual(['Café'])
    expect(screen.getByText('1 de 3 productos coincide')).toBeInTheDocument()
    // Categories without a match are left out while searching.
    expect(screen.getAllByRole('region').map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'products-of-c-bebidas',
    ])

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar' }))
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'pipian')
    expect(productNames()).toEqual(['Empanadas'])

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'xyz')
    expect(screen.getByText('Ningún producto coincide')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpiar búsqueda y filtros' }))
    expect(productNames()).toEqual(['Empanadas', 'Limonada de coco', 'Café'])
  })

  it('sorts by price in one list that names each category', async () => {
    mockCatalogue()
    const { user, productNames } = await renderProducts()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordenar por' }), 'Precio')
    expect(productNames()).toEqual(['Café', 'Limonada de coco', 'Empanadas'])
    expect(screen.queryAllByRole('region')).toEqual([])
    expect(
      screen.getAllByRole('listitem').find((item) => item.textContent?.includes('Café')),
    ).toHaveTextContent('Bebidas')
  })

  it('filters by tag and by availability, counting the filters on the button', async () => {
    mockCatalogue()
    const { user, productNames } = await renderProducts()
    await user.click(screen.getByRole('button', { name: 'Filtrar' }))
    const panel = await screen.findByRole('dialog', { name: 'Filtros' })
    await user.click(within(panel).getByRole('checkbox', { name: 'Picante' }))
    await user.click(within(panel).getByRole('checkbox', { name: 'Vegano' }))
    expect(productNames()).toEqual(['Empanadas', 'Limonada de coco'])

    await user.click(within(panel).getByRole('radio', { name: 'No disponibles' }))
    expect(screen.getByText('Ningún producto coincide')).toBeInTheDocument()
    await user.click(within(panel).getByRole('checkbox', { name: 'Picante' }))
    await user.click(within(panel).getByRole('checkbox', { name: 'Vegano' }))
    expect(productNames()).toEqual(['Café'])

    await user.click(within(panel).getByRole('button', { name: 'Listo' }))
    expect(screen.getByRole('button', { name: 'Filtrar, 1 filtro activo' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Filtrar, 1 filtro activo' }))
    await user.click(await screen.findByRole('button', { name: 'Limpiar filtros' }))
    expect(productNames()).toEqual(['Empanadas', 'Limonada de coco', 'Café'])
  })

  it('deletes a product at once and moves focus to the next one', async () => {
    const calls = mockCatalogue()
    const { user, productNames } = await renderProducts()
    await user.click(screen.getByRole('button', { name: 'Eliminar Limonada de coco' }))
    expect(productNames()).toEqual(['Empanadas', 'Café'])
    expect(screen.getByRole('button', { name: 'Editar Café' })).toHaveFocus()
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/products/p-limonada'),
    )
  })

  it('puts a product back, saying so, when its deletion fails', async () => {
    mockCatalogue({ 'DELETE /api/products/p-cafe': apiError(500, 'internal') })
    const { user, productNames } = await renderProducts()
    await user.click(screen.getByRole('button', { name: 'Eliminar Café' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos eliminar «Café».')
    expect(productNames()).toContain('Café')
  })

  it('opens the new-product dialog for the category a link names', async () => {
    mockCatalogue()
    const { router } = renderApp('/dashboard/productos?catalogo=catalogue-1&categoria=c-postres')
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' }, { timeout: 5000 })
    expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Postres')
    expect(router.state.location.search).toBe('?catalogo=catalogue-1')
  })

  it('sends the owner to Categorías when the catalogue has none', async () => {
    const { routes } = fakeCatalogueRoutes({}, { 'GET /api/me': { status: 200, body: { user: buildMe() } } })
    mockApi(routes)
    renderApp('/dashboard/productos')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Primero crea una categoría' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ir a Categorías' })).toHaveAttribute(
      'href',
      '/dashboard/categorias?catalogo=catalogue-1',
    )
  })
})
