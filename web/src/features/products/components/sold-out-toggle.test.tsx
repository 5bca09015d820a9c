import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Product } from '#domain/catalogues/product.schema.ts'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { i18n } from '../../../lib/i18n.ts'
import { apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const DAY_MS = 86_400_000
const categories = [buildCategory({ id: 'c-fuertes', name: 'Fuertes' })]
const products = [
  buildProduct({ id: 'p-ajiaco', name: 'Ajiaco', categoryId: 'c-fuertes', price: '28000' }),
  // Marked yesterday: the mark ended at that day's midnight.
  buildProduct({
    id: 'p-bandeja',
    name: 'Bandeja paisa',
    categoryId: 'c-fuertes',
    price: '32000',
    soldOutUntil: new Date(Date.now() - DAY_MS).toISOString(),
  }),
  buildProduct({
    id: 'p-sancocho',
    name: 'Sancocho',
    categoryId: 'c-fuertes',
    price: '26000',
    soldOutUntil: new Date(Date.now() + DAY_MS / 2).toISOString(),
  }),
]

function mockCatalogue(fixed: Parameters<typeof mockApi>[0] = {}) {
  const fake = fakeCatalogueRoutes(
    // Copies: the fake keeps what a test changes, which the next test must not see.
    { categories, products: products.map((product) => ({ ...product })) },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...fixed },
  )
  const calls = mockApi(fake.routes)
  return { calls, state: fake.state }
}

async function renderProducts() {
  const app = renderApp('/dashboard/productos')
  await screen.findByRole('heading', { level: 3, name: 'Ajiaco' }, { timeout: 5000 })
  const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!
  const badge = (name: string) => within(card(name)).queryByText('Agotado hoy', { selector: 'li' })
  return { ...app, card, badge }
}

describe('Agotado hoy', { timeout: 15_000 }, () => {
  it('shows the mark while it lasts: a mark of an earlier day is over', async () => {
    mockCatalogue()
    const { badge } = await renderProducts()
    expect(screen.getByRole('button', { name: 'Agotado hoy: Sancocho' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(badge('Sancocho')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Agotado hoy: Bandeja paisa' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(badge('Bandeja paisa')).not.toBeInTheDocument()
  })

  it('marks a dish in one tap, shown before the server answers', async () => {
    let answer: (product: Product) => void = () => {}
    const { calls, state } = mockCatalogue({
      'PUT /api/products/p-ajiaco/sold-out': () =>
        new Promise((resolve) => {
          answer = (product) => resolve({ status: 200, body: product })
        }),
    })
    const { user, badge } = await renderProducts()
    const toggle = screen.getByRole('button', { name: 'Agotado hoy: Ajiaco' })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(badge('Ajiaco')).toBeInTheDocument()
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
        path: '/api/products/p-ajiaco/sold-out',
        body: { soldOut: true },
      }),
    )

    // The server keeps it until the business's midnight; the list read again says so too.
    const ajiaco = state.products.find((product) => product.id === 'p-ajiaco')!
    ajiaco.soldOutUntil = new Date(Date.now() + DAY_MS / 4).toISOString()
    answer(ajiaco)
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/products'))).toHaveLength(2))
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(badge('Ajiaco')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('takes a refused mark back and says so on the dish, by keyboard', async () => {
    mockCatalogue({ 'PUT /api/products/p-ajiaco/sold-out': apiError(500, 'internal') })
    const { user, card, badge } = await renderProducts()
    const toggle = screen.getByRole('button', { name: 'Agotado hoy: Ajiaco' })
    toggle.focus()
    await user.keyboard('{Enter}')

    expect(await within(card('Ajiaco')).findByRole('alert')).toHaveTextContent(
      'No pudimos marcar «Ajiaco» como agotado: sigue disponible en el menú. Inténtalo de nuevo.',
    )
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(toggle).toHaveAccessibleDescription(/No pudimos marcar «Ajiaco»/)
    expect(badge('Ajiaco')).not.toBeInTheDocument()
  })

  it('clears the mark, and puts it back when the server refuses', async () => {
    const { calls } = mockCatalogue({ 'PUT /api/products/p-sancocho/sold-out': apiError(500, 'internal') })
    const { user, card, badge } = await renderProducts()
    await user.click(screen.getByRole('button', { name: 'Agotado hoy: Sancocho' }))
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ soldOut: false }))

    expect(await within(card('Sancocho')).findByRole('alert')).toHaveTextContent(
      'No pudimos volver a poner «Sancocho» a la venta: sigue agotado hoy. Inténtalo de nuevo.',
    )
    expect(screen.getByRole('button', { name: 'Agotado hoy: Sancocho' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(badge('Sancocho')).toBeInTheDocument()
  })

  it('says it in English', async () => {
    await i18n.changeLanguage('en')
    mockCatalogue({ 'PUT /api/products/p-ajiaco/sold-out': apiError(500, 'internal') })
    const { user } = renderApp('/dashboard/productos')
    const toggle = await screen.findByRole('button', { name: 'Sold out today: Ajiaco' }, { timeout: 5000 })
    await user.click(toggle)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not mark “Ajiaco” as sold out: it is still available on the menu. Please try again.',
    )
    const sancocho = screen.getByRole('heading', { level: 3, name: 'Sancocho' }).closest('li')!
    expect(within(sancocho).getByText('Sold out today', { selector: 'li' })).toBeInTheDocument()
  })
})
