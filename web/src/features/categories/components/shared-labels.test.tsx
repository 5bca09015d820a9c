import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

const pizzas = buildCategory({ id: 'c-pizzas', name: 'Pizzas' })

function mockCatalogue(): ApiCall[] {
  const { routes } = fakeCatalogueRoutes(
    {
      categories: [pizzas],
      products: [buildProduct({ id: 'p-1', name: 'Margarita', categoryId: 'c-pizzas' })],
    },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } } },
  )
  return mockApi(routes)
}

describe("A category's shared sizes", { timeout: 20_000 }, () => {
  it('are added, checked, reordered and saved, then offer the price table', async () => {
    const calls = mockCatalogue()
    const { user } = renderApp('/dashboard/categorias')
    await user.click(await screen.findByRole('button', { name: 'Editar Pizzas' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' })
    const sizes = within(dialog).getByRole('group', { name: 'Tamaños compartidos' })
    const add = within(sizes).getByRole('button', { name: 'Añadir tamaño' })
    for (let count = 0; count < 3; count++) await user.click(add)
    expect(within(sizes).getByRole('textbox', { name: 'Tamaño 3' })).toHaveFocus()
    await user.type(within(sizes).getByRole('textbox', { name: 'Tamaño 1' }), 'Familiar')
    await user.type(within(sizes).getByRole('textbox', { name: 'Tamaño 2' }), 'Pequeña')
    await user.type(within(sizes).getByRole('textbox', { name: 'Tamaño 3' }), 'pequeña')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(within(sizes).getByRole('textbox', { name: 'Tamaño 3' })).toHaveAccessibleDescription(
      'Ya hay otro con este nombre.',
    )
    const third = within(sizes).getByRole('textbox', { name: 'Tamaño 3' })
    await user.clear(third)
    await user.type(third, 'Mediana')
    await user.click(within(sizes).getByRole('button', { name: 'Bajar Familiar' }))
    await user.click(within(sizes).getByRole('button', { name: 'Bajar Familiar' }))
    expect(within(sizes).getByText('Familiar pasó a la posición 3 de 3.')).toHaveAttribute('role', 'status')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      variantLabels: ['Pequeña', 'Mediana', 'Familiar'],
    })
    expect(screen.getByText('Tamaños: Pequeña · Mediana · Familiar')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Precios en tabla de Pizzas' }))
    const grid = await screen.findByRole('dialog', { name: 'Precios de Pizzas' }, { timeout: 5000 })
    expect(within(grid).getByRole('textbox', { name: 'Margarita, Pequeña' })).toHaveValue('10000')
  })

  it('asks to name an empty size, and may be removed', async () => {
    const calls = mockCatalogue()
    const { user } = renderApp('/dashboard/categorias')
    await user.click(await screen.findByRole('button', { name: 'Editar Pizzas' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' })
    await user.click(within(dialog).getByRole('button', { name: 'Añadir tamaño' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    expect(within(dialog).getByRole('textbox', { name: 'Tamaño 1' })).toHaveAccessibleDescription(
      'Escribe el nombre de este tamaño o medida: con dos o más precios, cada uno lleva el suyo.',
    )
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Quitar el tamaño 1' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({ variantLabels: [] })
  })

  it('keeps focus in the list when a size is removed: the next one, else the one before, else Añadir', async () => {
    mockCatalogue()
    const { user } = renderApp('/dashboard/categorias')
    await user.click(await screen.findByRole('button', { name: 'Editar Pizzas' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar categoría' })
    const sizes = within(dialog).getByRole('group', { name: 'Tamaños compartidos' })
    const add = within(sizes).getByRole('button', { name: 'Añadir tamaño' })
    for (const name of ['Pequeña', 'Mediana', 'Familiar']) {
      await user.click(add)
      await user.keyboard(name)
    }
    const field = (position: number) => within(sizes).getByRole('textbox', { name: `Tamaño ${position}` })

    await user.click(within(sizes).getByRole('button', { name: 'Quitar Pequeña' }))
    await waitFor(() => expect(field(1)).toHaveFocus())
    expect(field(1)).toHaveValue('Mediana')
    await user.click(within(sizes).getByRole('button', { name: 'Quitar Familiar' }))
    await waitFor(() => expect(field(1)).toHaveFocus())
    await user.click(within(sizes).getByRole('button', { name: 'Quitar Mediana' }))
    await waitFor(() => expect(within(sizes).getByRole('button', { name: 'Añadir tamaño' })).toHaveFocus())
  })
})
