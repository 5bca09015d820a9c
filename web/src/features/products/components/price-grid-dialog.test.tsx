import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const pizzas = buildCategory({
  id: 'c-pizzas',
  name: 'Pizzas',
  variantLabels: ['Pequeña', 'Mediana', 'Familiar'],
})
const margarita = buildProduct({
  id: 'p-margarita',
  name: 'Margarita',
  categoryId: 'c-pizzas',
  position: 0,
  variants: [
    { id: 'v-peq', label: 'Pequeña', price: '20000', specialPrice: null },
    { id: 'v-fam', label: 'Familiar', price: '40000', specialPrice: null },
  ],
})
const hawaiana = buildProduct({
  id: 'p-hawaiana',
  name: 'Hawaiana',
  categoryId: 'c-pizzas',
  position: 1,
  price: '22000',
})

function mockCatalogue(routes: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    { categories: [pizzas], products: [margarita, hawaiana] },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...routes },
  )
  return mockApi(fake.routes)
}

async function openGrid() {
  const app = renderApp('/dashboard/productos')
  await app.user.click(
    await screen.findByRole('button', { name: 'Precios en tabla de Pizzas' }, { timeout: 5000 }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Precios de Pizzas' })
  const cell = (name: string) => within(dialog).getByRole('textbox', { name })
  return { ...app, dialog, cell }
}

const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH')

describe('The price grid', { timeout: 20_000 }, () => {
  it('shows products by sizes, moves by arrow keys, and saves only the changed rows with Enter', async () => {
    const calls = mockCatalogue()
    const { user, dialog, cell } = await openGrid()
    expect(within(dialog).getByRole('columnheader', { name: 'Mediana' })).toBeInTheDocument()
    expect(cell('Margarita, Pequeña')).toHaveValue('20000')
    expect(cell('Margarita, Mediana')).toHaveValue('')
    // A single price, set before the category had sizes, is its first size.
    expect(cell('Hawaiana, Pequeña')).toHaveValue('22000')

    await user.click(cell('Margarita, Mediana'))
    await user.keyboard('30.000{ArrowDown}')
    expect(cell('Hawaiana, Mediana')).toHaveFocus()
    await user.keyboard('{ArrowLeft}')
    expect(cell('Hawaiana, Pequeña')).toHaveFocus()
    await user.keyboard('{ArrowUp}')
    expect(cell('Margarita, Pequeña')).toHaveFocus()
    await user.click(cell('Margarita, Familiar'))
    await user.clear(cell('Margarita, Familiar'))
    await user.keyboard('{Enter}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(patches(calls)).toEqual([
      expect.objectContaining({
        path: '/api/products/p-margarita',
        body: {
          variants: [
            { id: 'v-peq', label: 'Pequeña', price: '20000', specialPrice: null },
            { label: 'Mediana', price: '30000', specialPrice: null },
          ],
        },
      }),
    ])
    expect(await screen.findByText('Se guardaron los precios de 1 producto.')).toBeInTheDocument()
    expect(screen.getAllByRole('list', { name: 'Precios' })[0]).toHaveTextContent(
      'Pequeña $ 20.000 · Mediana $ 30.000',
    )
  })

  it('refuses a price it cannot read at its cell, and keeps what was typed when a save fails', async () => {
    const calls = mockCatalogue({ 'PATCH /api/products/p-hawaiana': apiError(500, 'internal') })
    const { user, dialog, cell } = await openGrid()
    await user.type(cell('Hawaiana, Familiar'), '40,5')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(cell('Hawaiana, Familiar')).toHaveAccessibleDescription(
      'Este precio tiene más decimales de los que usa tu moneda.',
    )
    expect(cell('Hawaiana, Familiar')).toHaveFocus()
    expect(patches(calls)).toEqual([])

    await user.clear(cell('Hawaiana, Familiar'))
    await user.type(cell('Hawaiana, Familiar'), '41.000')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos guardar los precios de Hawaiana.',
    )
    expect(cell('Hawaiana, Familiar')).toHaveValue('41.000')
  })
})
