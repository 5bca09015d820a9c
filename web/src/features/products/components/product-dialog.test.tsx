import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, apiError, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// Its one price's id as the server gives it (a UUID): the dialog sends back only those.
const empanadasPrice = '00000000-0000-4000-8000-0000000000e1'
const empanadas = buildProduct({
  id: 'p-empanadas',
  name: 'Empanadas',
  categoryId: 'c-entradas',
  variants: [{ id: empanadasPrice, label: '', price: '12000', specialPrice: null, translations: {} }],
})

function mockCatalogue(routes: Parameters<typeof mockApi>[0] = {}, me = buildMe()): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    {
      categories: [
        buildCategory({ id: 'c-entradas', name: 'Entradas', position: 0 }),
        buildCategory({ id: 'c-fuertes', name: 'Fuertes', position: 1 }),
      ],
      products: [empanadas],
    },
    { 'GET /api/me': { status: 200, body: { user: me } }, ...routes },
  )
  return mockApi(fake.routes)
}

async function openNewProduct(categoryName = 'Fuertes') {
  const app = renderApp('/dashboard/productos')
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  await app.user.click(
    await screen.findByRole('button', { name: `Nuevo producto en ${categoryName}` }, { timeout: 5000 }),
  )
  const dialog = await screen.findByRole('dialog', { name: 'Nuevo producto' })
  const field = (name: string | RegExp) => within(dialog).getByRole('textbox', { name })
  return { ...app, dialog, field }
}

const posted = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST').map((call) => call.body)

describe('The product dialog', { timeout: 15_000 }, () => {
  it('creates a product over two pages, reading "12.000" as the exact price 12000', async () => {
    const calls = mockCatalogue()
    const { user, dialog, field } = await openNewProduct()
    expect(within(dialog).getByText('Página 1 de 2 · Datos principales')).toBeInTheDocument()
    expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toHaveDisplayValue('Fuertes')
    await user.type(field('Nombre'), 'Bandeja paisa')
    await user.type(field('Precio'), '12.000')
    expect(field('Precio')).toHaveAccessibleDescription('En el menú: $\u00a012.000')
    await user.type(field('Precio especial'), '10.500')
    await user.type(field('Descripción'), 'Frijoles, arroz y chicharrón')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))

    expect(within(dialog).getByText('Página 2 de 2 · Imagen y detalles')).toHaveFocus()
    await user.click(within(dialog).getByRole('switch', { name: 'Disponible' }))
    await user.click(within(dialog).getByRole('checkbox', { name: 'Recomendado' }))
    await user.type(field('Días disponibles'), 'Lun - Jue')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted(calls)).toEqual([
      {
        categoryId: 'c-fuertes',
        name: 'Bandeja paisa',
        variants: [{ label: '', price: '12000', specialPrice: '10500', translations: {} }],
        optionGroups: [],
        description: 'Frijoles, arroz y chicharrón',
        available: false,
        tags: ['Recomendado'],
        allergens: [],
        allergenTraces: [],
        translations: {},
        availableDays: 'Lun - Jue',
        availability: { windows: [], dates: [], hideWhenClosed: false },
      },
    ])
    const fuertes = screen.getByRole('region', { name: /^Fuertes/ })
    expect(within(fuertes).getByRole('heading', { level: 3, name: 'Bandeja paisa' })).toBeInTheDocument()
    expect(fuertes).toHaveTextContent('$ 10.500')
    expect(fuertes).toHaveTextContent('No disponible')
  })

  it("writes its money examples in the business's currency: pesos in Colombia, euros in Spain", async () => {
    mockCatalogue()
    const pesos = await openNewProduct()
    expect(pesos.field('Precio')).toHaveAccessibleDescription(/por ejemplo \$\u00a012\.000\.$/)
    await pesos.user.type(pesos.field('Nombre'), 'Hamburguesa')
    await pesos.user.click(within(pesos.dialog).getByRole('button', { name: 'Siguiente' }))
    const extras = within(pesos.dialog).getByRole('group', { name: 'Extras' })
    expect(extras).toHaveAccessibleDescription(/bacon \+\$\u00a02\.000\.$/)
    pesos.unmount()

    const spain = buildMe().business
    mockCatalogue({}, buildMe({ business: { ...spain, currency: 'EUR', country: 'ES' } }))
    const euros = await openNewProduct()
    expect(euros.field('Precio')).toHaveAccessibleDescription(/por ejemplo 12,50\u00a0€\.$/)
    await euros.user.type(euros.field('Nombre'), 'Hamburguesa')
    await euros.user.click(within(euros.dialog).getByRole('button', { name: 'Siguiente' }))
    expect(within(euros.dialog).getByRole('group', { name: 'Extras' })).toHaveAccessibleDescription(
      /bacon \+1,50\u00a0€\.$/,
    )
  })

  it('asks for a name and a price it can read before going on, kindly', async () => {
    const calls = mockCatalogue()
    const { user, dialog, field } = await openNewProduct()
    await user.type(field('Precio'), '12,5,0')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))

    expect(field('Nombre')).toHaveAccessibleDescription('Escribe el nombre del producto.')
    expect(field('Nombre')).toHaveFocus()
    expect(field('Precio')).toHaveAccessibleDescription(
      'No entendimos este precio. Escríbelo con números, por ejemplo 12.000 o 12,50.',
    )
    expect(within(dialog).getByText('Página 1 de 2 · Datos principales')).toBeInTheDocument()
    expect(posted(calls)).toEqual([])
  })

  it('saves a product left without a price as one without a price (null, not 0), shown as such', async () => {
    const calls = mockCatalogue()
    const { user, dialog, field } = await openNewProduct()
    await user.type(field('Nombre'), 'Pesca del día')
    expect(field('Precio')).not.toBeRequired()
    await user.type(field('Precio especial'), '9.000')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    // A special price is shown beside the regular one: alone, it is refused at its field.
    expect(field('Precio especial')).toHaveAccessibleDescription(
      'Escribe primero el precio normal: el especial se muestra junto a él.',
    )
    await user.clear(field('Precio especial'))
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(posted(calls)).toMatchObject([
      { name: 'Pesca del día', variants: [{ label: '', price: null, specialPrice: null }] },
    ])
    const fuertes = screen.getByRole('region', { name: /^Fuertes/ })
    expect(fuertes).toHaveTextContent('Consultar precio')
    expect(fuertes).not.toHaveTextContent('$0')
  })

  it('keeps the dialog and every value when saving fails, saying so', async () => {
    mockCatalogue({ 'POST /api/catalogues/catalogue-1/products': apiError(500, 'internal') })
    const { user, dialog, field } = await openNewProduct()
    await user.type(field('Nombre'), 'Bandeja paisa')
    await user.type(field('Precio'), '12000')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.type(field('Días disponibles'), 'Sáb')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No pudimos guardar el producto.')
    expect(field('Días disponibles')).toHaveValue('Sáb')
    await user.click(within(dialog).getByRole('button', { name: 'Anterior' }))
    expect(field('Nombre')).toHaveValue('Bandeja paisa')
    expect(field('Precio')).toHaveValue('12000')
  })

  it("edits a product, refusing cents its currency (COP) does not have and keeping the variant's id", async () => {
    const calls = mockCatalogue()
    const { user } = renderApp('/dashboard/productos')
    await user.click(await screen.findByRole('button', { name: 'Editar Empanadas' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto' })
    const price = within(dialog).getByRole('textbox', { name: 'Precio' })
    expect(price).toHaveValue('12000')
    await user.clear(price)
    await user.type(price, '12,50')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    expect(price).toHaveAccessibleDescription('Este precio tiene más decimales de los que usa tu moneda.')
    await user.clear(price)
    await user.type(price, '13.500')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      variants: [{ id: empanadasPrice, label: '', price: '13500', specialPrice: null, translations: {} }],
    })
    expect(screen.getByRole('region', { name: /^Entradas/ })).toHaveTextContent('$ 13.500')
  })

  it('uploads a chosen image once the product exists', async () => {
    const calls = mockCatalogue({
      'POST /api/products/p-new-2/image': {
        status: 200,
        body: buildProduct({
          id: 'p-new-2',
          name: 'Arepa',
          categoryId: 'c-fuertes',
          price: '5000',
          image: '/media/0b7c4a8e-1111-4222-8333-944455556666-640.webp',
        }),
      },
    })
    const { user, dialog, field } = await openNewProduct()
    await user.type(field('Nombre'), 'Arepa')
    await user.type(field('Precio'), '5000')
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.upload(
      within(dialog).getByLabelText('Imagen'),
      new File(['not really a png'], 'arepa.png', { type: 'image/png' }),
    )
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/api/catalogues/catalogue-1/products',
      '/api/products/p-new-2/image',
    ])
  })

  it('says it could not save when the server refuses a field the dialog does not show (an id)', async () => {
    mockCatalogue({
      'PATCH /api/products/p-empanadas': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Revisa los datos.',
            fields: { 'variants.0.id': ['Invalid UUID'] },
          },
        },
      },
    })
    const { user } = renderApp('/dashboard/productos')
    await user.click(await screen.findByRole('button', { name: 'Editar Empanadas' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto' })
    await user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    const alert = await within(dialog).findByRole('alert')
    expect(alert).toHaveTextContent(
      'No pudimos guardar el producto. Tus datos siguen aquí: inténtalo de nuevo.',
    )
    await waitFor(() => expect(alert).toHaveFocus())
  })
})
