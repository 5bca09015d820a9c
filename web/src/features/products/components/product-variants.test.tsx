import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// Ids as the server gives them (UUIDs): the dialog sends back only those.
const copa = '00000000-0000-4000-8000-00000000000a'
const botella = '00000000-0000-4000-8000-00000000000b'
const vino = buildProduct({
  id: 'p-vino',
  name: 'Vino tinto',
  categoryId: 'c-bebidas',
  variants: [
    { id: copa, label: 'Copa', price: '4500', specialPrice: null, translations: {} },
    { id: botella, label: 'Botella', price: '18000', specialPrice: '16000', translations: {} },
  ],
})

function mockCatalogue(routes: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    { categories: [buildCategory({ id: 'c-bebidas', name: 'Bebidas' })], products: [vino] },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...routes },
  )
  return mockApi(fake.routes)
}

async function openDialog(button: string, title: string) {
  const app = renderApp('/dashboard/productos')
  await app.user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog', { name: title })
  const row = (name: string) => within(dialog).getByRole('group', { name })
  return { ...app, dialog, row }
}

const sent = (calls: ApiCall[], method: string) => calls.find((call) => call.method === method)?.body

describe('A product with sizes', { timeout: 20_000 }, () => {
  it('shows its variants compactly on its card', async () => {
    mockCatalogue()
    renderApp('/dashboard/productos')
    const prices = await screen.findByRole('list', { name: 'Precios' }, { timeout: 5000 })
    expect(prices).toHaveTextContent('Copa $ 4.500 · Botella $ 16.000 Precio normal: $ 18.000')
  })

  it('adds sizes, asks for their labels, and saves them in order', async () => {
    const calls = mockCatalogue()
    const { user, dialog, row } = await openDialog('Nuevo producto en Bebidas', 'Nuevo producto')
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Pizza margarita')
    await user.type(within(dialog).getByRole('textbox', { name: 'Precio' }), '20.000')
    // No label field for a single price: it looks as it always did.
    expect(within(dialog).queryByRole('textbox', { name: 'Tamaño o medida' })).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Añadir tamaño o medida' }))
    await user.click(within(dialog).getByRole('button', { name: 'Añadir tamaño o medida' }))
    expect(within(row('Precio 3 de 3')).getByRole('textbox', { name: 'Tamaño o medida' })).toHaveFocus()
    expect(within(row('Precio 1 de 3')).getByRole('textbox', { name: 'Precio' })).toHaveValue('20.000')
    await user.type(within(row('Precio 2 de 3')).getByRole('textbox', { name: 'Tamaño o medida' }), 'Mediana')
    await user.type(within(row('Precio 2 de 3')).getByRole('textbox', { name: 'Precio' }), '28.000')
    await user.type(within(row('Precio 3 de 3')).getByRole('textbox', { name: 'Tamaño o medida' }), 'mediana')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))

    expect(
      within(row('Precio 1 de 3')).getByRole('textbox', { name: 'Tamaño o medida' }),
    ).toHaveAccessibleDescription(
      'Escribe el nombre de este tamaño o medida: con dos o más precios, cada uno lleva el suyo.',
    )
    expect(
      within(row('Precio 3 de 3')).getByRole('textbox', { name: 'Tamaño o medida' }),
    ).toHaveAccessibleDescription('Ya hay otro con este nombre.')
    await user.type(within(row('Precio 1 de 3')).getByRole('textbox', { name: 'Tamaño o medida' }), 'Pequeña')
    const third = within(row('Precio 3 de 3')).getByRole('textbox', { name: 'Tamaño o medida' })
    await user.clear(third)
    await user.type(third, 'Familiar')
    await user.type(within(row('Precio 3 de 3')).getByRole('textbox', { name: 'Precio' }), '35.000')
    // Familiar goes first, then back last: the up and down buttons say where it went.
    await user.click(within(dialog).getByRole('button', { name: 'Subir Familiar' }))
    expect(within(dialog).getByText('Familiar pasó a la posición 2 de 3.')).toHaveAttribute('role', 'status')
    expect(within(row('Precio 2 de 3')).getByRole('textbox', { name: 'Tamaño o medida' })).toHaveValue(
      'Familiar',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Bajar Familiar' }))
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent(calls, 'POST')).toMatchObject({
      variants: [
        { label: 'Pequeña', price: '20000', specialPrice: null },
        { label: 'Mediana', price: '28000', specialPrice: null },
        { label: 'Familiar', price: '35000', specialPrice: null },
      ],
    })
    expect(screen.getAllByRole('list', { name: 'Precios' })[1]).toHaveTextContent(
      'Pequeña $ 20.000 · Mediana $ 28.000 · Familiar $ 35.000',
    )
  })

  it('removes a size but never the last one, keeping ids of the ones kept', async () => {
    const calls = mockCatalogue()
    const { user, dialog } = await openDialog('Editar Vino tinto', 'Editar producto')
    expect(within(dialog).getByRole('button', { name: 'Reordenar Copa' })).toHaveAttribute(
      'aria-roledescription',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Quitar Copa' }))
    expect(within(dialog).getByText('Se quitó Copa.')).toHaveAttribute('role', 'status')
    expect(within(dialog).getByRole('button', { name: 'Quitar Botella' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Quitar Botella' }))
    expect(within(dialog).getByRole('textbox', { name: 'Tamaño o medida' })).toHaveValue('Botella')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent(calls, 'PATCH')).toMatchObject({
      variants: [{ id: botella, label: 'Botella', price: '18000', specialPrice: '16000', translations: {} }],
    })
  })

  it('stops adding at 20 sizes, saying so', async () => {
    mockCatalogue()
    const { user, dialog } = await openDialog('Editar Vino tinto', 'Editar producto')
    for (let count = 2; count < 20; count++) {
      await user.click(within(dialog).getByRole('button', { name: 'Añadir tamaño o medida' }))
    }
    expect(within(dialog).getAllByRole('textbox', { name: 'Tamaño o medida' })).toHaveLength(20)
    expect(within(dialog).queryByRole('button', { name: 'Añadir tamaño o medida' })).not.toBeInTheDocument()
    expect(within(dialog).getByText('Llegaste al máximo: 20 tamaños o medidas.')).toBeInTheDocument()
  })

  it("shows the server's refusals at their fields, keeping everything typed", async () => {
    mockCatalogue({
      'PATCH /api/products/p-vino': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Revisa los datos.',
            fields: { 'variants.1.price': ['products.errors.priceMinorUnit'] },
          },
        },
      },
    })
    const { user, dialog, row } = await openDialog('Editar Vino tinto', 'Editar producto')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Días disponibles' }), 'Vie - Sáb')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    const price = await within(dialog).findByRole('textbox', { name: 'Precio', description: /decimales/ })
    expect(price).toHaveAccessibleDescription('Este precio tiene más decimales de los que usa tu moneda.')
    expect(within(row('Precio 2 de 2')).getByRole('textbox', { name: 'Precio' })).toBe(price)
    await waitFor(() => expect(price).toHaveFocus())
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    expect(within(dialog).getByRole('textbox', { name: 'Días disponibles' })).toHaveValue('Vie - Sáb')
  })

  it('adds a group of extras with its choice range and what each adds', async () => {
    const calls = mockCatalogue()
    const { user, dialog } = await openDialog('Editar Vino tinto', 'Editar producto')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Añadir grupo de extras' }))
    const group = within(dialog).getByRole('group', { name: 'Grupo de extras 1' })
    expect(within(group).getByRole('textbox', { name: 'Nombre del grupo' })).toHaveFocus()
    await user.type(within(group).getByRole('textbox', { name: 'Nombre del grupo' }), 'Para picar')
    const max = within(group).getByRole('spinbutton', { name: 'Máximo' })
    await user.clear(max)
    await user.type(max, '2')
    expect(max).toHaveAccessibleDescription('El cliente elige de 0 a 2.')
    await user.type(within(group).getByRole('textbox', { name: 'Extra' }), 'Queso')
    await user.type(within(group).getByRole('textbox', { name: 'Precio extra' }), '3.000')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
    // Two to choose from one extra cannot be: said at the maximum.
    expect(await within(group).findByText(/El mínimo y el máximo van de 0/)).toBeInTheDocument()
    await user.click(within(group).getByRole('button', { name: 'Añadir extra' }))
    await user.type(within(group).getAllByRole('textbox', { name: 'Extra' })[1]!, 'Jamón')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sent(calls, 'PATCH')).toMatchObject({
      optionGroups: [
        {
          name: 'Para picar',
          min: 0,
          max: 2,
          options: [
            { label: 'Queso', priceDelta: '3000' },
            { label: 'Jamón', priceDelta: '0' },
          ],
        },
      ],
    })
    expect(screen.getByRole('list', { name: 'Detalles' })).toHaveTextContent('Extras: Para picar')
  })

  it('keeps focus among the extras when a group or an extra is removed', async () => {
    mockCatalogue()
    const { user, dialog } = await openDialog('Editar Vino tinto', 'Editar producto')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    const addGroup = within(dialog).getByRole('button', { name: 'Añadir grupo de extras' })
    for (const name of ['Para picar', 'Quesos']) {
      await user.click(addGroup)
      await user.keyboard(name)
    }
    const first = within(dialog).getByRole('group', { name: 'Grupo de extras 1' })
    await user.type(within(first).getByRole('textbox', { name: 'Extra' }), 'Aceitunas')
    await user.click(within(first).getByRole('button', { name: 'Añadir extra' }))
    await user.keyboard('Almendras')
    await user.click(within(first).getByRole('button', { name: 'Quitar Almendras' }))
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Extra' })).toHaveFocus())
    expect(within(first).getByRole('textbox', { name: 'Extra' })).toHaveValue('Aceitunas')

    await user.click(within(first).getByRole('button', { name: 'Quitar el grupo Para picar' }))
    const name = () => within(dialog).getByRole('textbox', { name: 'Nombre del grupo' })
    await waitFor(() => expect(name()).toHaveFocus())
    expect(name()).toHaveValue('Quesos')
    await user.click(within(dialog).getByRole('button', { name: 'Quitar el grupo Quesos' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Añadir grupo de extras' })).toHaveFocus(),
    )
  })
})
