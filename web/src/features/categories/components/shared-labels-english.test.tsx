import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// A category's shared sizes in English (decision 061): an English box beside each size while the dialog's
// "Traducción al inglés" section is open, sent as one list beside the sizes, moved with its size.

const pizzas = buildCategory({
  id: 'c-pizzas',
  name: 'Pizzas',
  variantLabels: ['Pequeña', 'Mediana', 'Familiar'],
  variantLabelTranslations: { en: ['Small', '', 'Family'] },
})

function mockCatalogue(): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    { categories: [pizzas, buildCategory({ id: 'c-bebidas', name: 'Bebidas', position: 1 })], products: [] },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } } },
  )
  return mockApi(fake.routes)
}

async function openDialog(opener: string) {
  const app = renderApp('/dashboard/categorias')
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  await app.user.click(await screen.findByRole('button', { name: opener }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog')
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  const click = (name: string | RegExp) => app.user.click(within(dialog).getByRole('button', { name }))
  return { ...app, dialog, field, click }
}

const patches = (calls: ApiCall[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body)

describe("The category dialog's English sizes", { timeout: 15_000 }, () => {
  it('opens with each saved one beside its size, and sends them moved with their sizes', async () => {
    const calls = mockCatalogue()
    const { user, field, click } = await openDialog('Editar Pizzas')
    expect(field('Tamaño 1 en inglés')).toHaveValue('Small')
    expect(field('Tamaño 1 en inglés')).toHaveAttribute('lang', 'en')
    expect(field('Tamaño 2 en inglés')).toHaveValue('')
    expect(field('Tamaño 3 en inglés')).toHaveValue('Family')
    await user.type(field('Tamaño 2 en inglés'), 'Medium')
    await click('Subir Familiar')
    expect(field('Tamaño 2 en inglés')).toHaveValue('Family')
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(patches(calls)).toMatchObject([
      {
        variantLabels: ['Pequeña', 'Familiar', 'Mediana'],
        variantLabelTranslations: { en: ['Small', 'Family', 'Medium'] },
      },
    ])
  })

  it('sends none for sizes left without English, and shows the boxes only once the section is opened', async () => {
    const calls = mockCatalogue()
    const { user, dialog, field, click } = await openDialog('Editar Bebidas')
    await click('Añadir tamaño')
    await user.type(field('Tamaño 1'), 'Copa')
    expect(within(dialog).queryByRole('textbox', { name: 'Tamaño 1 en inglés' })).not.toBeInTheDocument()
    await click(/^Traducción al inglés/)
    expect(field('Tamaño 1 en inglés')).toHaveValue('')
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(patches(calls)).toMatchObject([{ variantLabels: ['Copa'], variantLabelTranslations: {} }])
  })
})
