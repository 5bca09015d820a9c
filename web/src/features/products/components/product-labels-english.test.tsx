import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// The English of a product's sizes and extras (decision 061): an English box beside each Spanish one, in the
// dialog's "Traducción al inglés" section, sent with the product; an empty one is no translation.

const vino = buildProduct({
  id: 'p-vino',
  name: 'Vino tinto',
  categoryId: 'c-bebidas',
  variants: [
    {
      id: 'v-copa',
      label: 'Copa',
      price: '4500',
      specialPrice: null,
      translations: { en: { label: 'Glass' } },
    },
    { id: 'v-botella', label: 'Botella', price: '18000', specialPrice: null, translations: {} },
  ],
  optionGroups: [
    {
      id: 'g-adiciones',
      name: 'Adiciones',
      min: 0,
      max: 1,
      translations: { en: { name: 'Add-ons' } },
      options: [
        { id: 'o-chorizo', label: 'Chorizo', priceDelta: '2000', translations: { en: { label: 'Sausage' } } },
      ],
    },
  ],
})

function mockCatalogue(): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    { categories: [buildCategory({ id: 'c-bebidas', name: 'Bebidas' })], products: [vino] },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } } },
  )
  return mockApi(fake.routes)
}

async function openDialog(opener: string) {
  const app = renderApp('/dashboard/productos')
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  await app.user.click(await screen.findByRole('button', { name: opener }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog')
  const fields = (name: string) => within(dialog).getAllByRole('textbox', { name })
  const click = (name: string | RegExp) => app.user.click(within(dialog).getByRole('button', { name }))
  return { ...app, dialog, fields, click }
}

const bodies = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body)

describe("The product dialog's English sizes and extras", { timeout: 20_000 }, () => {
  it('opens with the saved ones beside the Spanish, and sends them with an emptied one removed', async () => {
    const calls = mockCatalogue()
    const { user, dialog, fields, click } = await openDialog('Editar Vino tinto')
    const sizes = fields('Tamaño o medida en inglés')
    expect(sizes.map((field) => (field as HTMLInputElement).value)).toEqual(['Glass', ''])
    expect(sizes[0]).toHaveAttribute('lang', 'en')
    await user.type(sizes[1]!, 'Bottle')
    await click('Siguiente')

    // Page 2 has its own section for the extras, open because they have English texts.
    const extras = within(dialog).getByRole('group', { name: 'Grupo de extras 1' })
    expect(within(extras).getByRole('textbox', { name: 'Nombre del grupo en inglés' })).toHaveValue('Add-ons')
    const sausage = within(extras).getByRole('textbox', { name: 'Extra en inglés' })
    expect(sausage).toHaveValue('Sausage')
    await user.clear(sausage)
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'PATCH')).toMatchObject([
      {
        variants: [
          { label: 'Copa', translations: { en: { label: 'Glass' } } },
          { label: 'Botella', translations: { en: { label: 'Bottle' } } },
        ],
        optionGroups: [
          {
            name: 'Adiciones',
            translations: { en: { name: 'Add-ons' } },
            options: [{ label: 'Chorizo', translations: {} }],
          },
        ],
      },
    ])
  })

  it('shows the English boxes of a new product’s sizes and extras once its sections are opened', async () => {
    const calls = mockCatalogue()
    const { user, dialog, fields, click } = await openDialog('Nuevo producto en Bebidas')
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Cerveza')
    await click('Añadir tamaño o medida')
    const [first, second] = fields('Tamaño o medida')
    await user.type(first!, 'Caña')
    await user.type(second!, 'Jarra')
    expect(
      within(dialog).queryByRole('textbox', { name: 'Tamaño o medida en inglés' }),
    ).not.toBeInTheDocument()
    await click(/^Traducción al inglés/)
    await user.type(fields('Tamaño o medida en inglés')[1]!, 'Pitcher')
    await click('Siguiente')

    await click('Añadir grupo de extras')
    const extras = within(dialog).getByRole('group', { name: 'Grupo de extras 1' })
    await user.type(within(extras).getByRole('textbox', { name: 'Nombre del grupo' }), 'Tapas')
    await user.type(within(extras).getByRole('textbox', { name: 'Extra' }), 'Aceitunas')
    const toggle = within(dialog).getByRole('button', { name: /^Traducción al inglés/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    await user.type(within(extras).getByRole('textbox', { name: 'Extra en inglés' }), 'Olives')
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'POST')).toMatchObject([
      {
        name: 'Cerveza',
        variants: [
          { label: 'Caña', translations: {} },
          { label: 'Jarra', translations: { en: { label: 'Pitcher' } } },
        ],
        optionGroups: [
          {
            name: 'Tapas',
            translations: {},
            options: [{ label: 'Aceitunas', translations: { en: { label: 'Olives' } } }],
          },
        ],
      },
    ])
  })

  it('refuses an English size longer than a Spanish one may be, at its field, keeping what was typed', async () => {
    const calls = mockCatalogue()
    const { user, fields, click } = await openDialog('Editar Vino tinto')
    const long = 'A bottle of the house red '.repeat(2)
    await user.type(fields('Tamaño o medida en inglés')[1]!, long)
    await click('Siguiente')

    const field = fields('Tamaño o medida en inglés')[1]!
    expect(field).toHaveAccessibleDescription(/El nombre puede tener hasta 40 caracteres\./)
    expect(field).toHaveValue(long)
    expect(bodies(calls, 'PATCH')).toEqual([])
  })
})
