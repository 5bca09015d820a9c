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
  variantLabelTranslations: {},
})
// Ids as the server gives them (UUIDs): the grid sends back only those.
const pequeña = '00000000-0000-4000-8000-000000000001'
const familiar = '00000000-0000-4000-8000-000000000002'
const margarita = buildProduct({
  id: 'p-margarita',
  name: 'Margarita',
  categoryId: 'c-pizzas',
  position: 0,
  variants: [
    { id: pequeña, label: 'Pequeña', price: '20000', specialPrice: null, translations: {} },
    { id: familiar, label: 'Familiar', price: '40000', specialPrice: null, translations: {} },
  ],
})
const hawaiana = buildProduct({
  id: 'p-hawaiana',
  name: 'Hawaiana',
  categoryId: 'c-pizzas',
  position: 1,
  price: '22000',
})

function mockCatalogue(
  routes: Parameters<typeof mockApi>[0] = {},
  products = [margarita, hawaiana],
): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    { categories: [pizzas], products },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...routes },
  )
  return mockApi(fake.routes)
}

// The products screen is the route's lazily loaded code: on a busy machine its first render takes seconds.
async function openGrid() {
  const app = renderApp('/dashboard/productos')
  await app.user.click(
    await screen.findByRole('button', { name: 'Precios en tabla de Pizzas' }, { timeout: 15_000 }),
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
            { id: pequeña, label: 'Pequeña', price: '20000', specialPrice: null, translations: {} },
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

  it("refuses at its cell a price at or below its size's special price, which it never drops", async () => {
    const withSpecial = buildProduct({
      ...margarita,
      variants: [
        { id: pequeña, label: 'Pequeña', price: '20000', specialPrice: '18000', translations: {} },
        { id: familiar, label: 'Familiar', price: '40000', specialPrice: '40000', translations: {} },
      ],
    })
    const calls = mockCatalogue({}, [withSpecial, hawaiana])
    const { user, dialog, cell } = await openGrid()
    await user.clear(cell('Margarita, Pequeña'))
    await user.type(cell('Margarita, Pequeña'), '17000')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(cell('Margarita, Pequeña')).toHaveAccessibleDescription(
      'Este tamaño tiene un precio especial de $\u00a018.000: cámbialo en el producto.',
    )
    expect(cell('Margarita, Pequeña')).toHaveFocus()
    expect(patches(calls)).toEqual([])

    // Above it, the special price stays; so does the untouched Familiar's, equal to its price.
    await user.clear(cell('Margarita, Pequeña'))
    await user.type(cell('Margarita, Pequeña'), '19000{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(patches(calls).map((call) => call.body)).toEqual([
      {
        variants: [
          { id: pequeña, label: 'Pequeña', price: '19000', specialPrice: '18000', translations: {} },
          { id: familiar, label: 'Familiar', price: '40000', specialPrice: '40000', translations: {} },
        ],
      },
    ])
  })

  it('saves the changed rows one after another, so a refused one never undoes the others in the list', async () => {
    let answerMargarita: (answer: { status: number; body?: unknown }) => void = () => {}
    const calls = mockCatalogue({
      'PATCH /api/products/p-margarita': () => new Promise((resolve) => (answerMargarita = resolve)),
    })
    const { user, dialog, cell } = await openGrid()
    await user.type(cell('Margarita, Mediana'), '30000')
    await user.type(cell('Hawaiana, Mediana'), '32000')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(patches(calls)).toHaveLength(1))
    // Hawaiana waits for Margarita's answer.
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(patches(calls).map((call) => call.path)).toEqual(['/api/products/p-margarita'])

    answerMargarita(apiError(500, 'internal'))
    await waitFor(() => expect(patches(calls)).toHaveLength(2))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos guardar los precios de Margarita.',
    )
    expect(patches(calls)[1]!.path).toBe('/api/products/p-hawaiana')
  })
})
