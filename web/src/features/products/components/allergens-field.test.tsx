import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// The product dialog's allergen grid (decision 053): two choices per allergen, "Contiene" and "Trazas".

const flan = buildProduct({
  id: 'p-flan',
  name: 'Flan',
  categoryId: 'c-postres',
  allergens: ['huevos', 'lacteos'],
  allergenTraces: ['frutos-de-cascara'],
})

function mockCatalogue(): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    {
      categories: [buildCategory({ id: 'c-postres', name: 'Postres', position: 0 })],
      products: [flan],
    },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } } },
  )
  return mockApi(fake.routes)
}

/** Opens the dialog (a new product in Postres, or the one named) on its second page, where the grid is. */
async function openAllergens(edit?: string) {
  const app = renderApp('/dashboard/productos')
  const opener = edit ? `Editar ${edit}` : 'Nuevo producto en Postres'
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  await app.user.click(await screen.findByRole('button', { name: opener }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog')
  if (!edit) await app.user.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'Tarta de queso')
  await app.user.click(within(dialog).getByRole('button', { name: 'Siguiente' }))
  const grid = within(dialog).getByRole('group', { name: 'Alérgenos' })
  const box = (name: string) => within(grid).getByRole('checkbox', { name })
  return { ...app, dialog, grid, box }
}

const bodies = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body)

describe('The allergens of the product dialog', { timeout: 15_000 }, () => {
  it('shows the 14 with their names, and sends those contained and those as traces', async () => {
    const calls = mockCatalogue()
    const { user, dialog, grid, box } = await openAllergens()
    expect(grid).toHaveAccessibleDescription(/Los 14 que la ley obliga a declarar/)
    expect(
      within(grid)
        .getAllByRole('listitem')
        .map((tile) => tile.textContent),
    ).toEqual(
      [
        'Gluten',
        'Crustáceos',
        'Huevos',
        'Pescado',
        'Cacahuetes',
        'Soja',
        'Lácteos',
        'Frutos de cáscara',
        'Apio',
        'Mostaza',
        'Sésamo',
        'Sulfitos',
        'Altramuces',
        'Moluscos',
      ].map((name) => `${name}ContieneTrazas`),
    )
    expect(within(grid).queryAllByRole('checkbox', { checked: true })).toEqual([])

    await user.click(box('Contiene lácteos'))
    await user.click(box('Contiene gluten'))
    await user.click(box('Trazas de frutos de cáscara'))
    await user.click(box('Trazas de sésamo'))
    await user.click(box('Trazas de sésamo'))
    expect(box('Contiene gluten')).toBeChecked()
    expect(box('Trazas de gluten')).not.toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // In the Annex's order, whatever the order they were marked in; sésamo unmarked again.
    expect(bodies(calls, 'POST')).toMatchObject([
      { name: 'Tarta de queso', allergens: ['gluten', 'lacteos'], allergenTraces: ['frutos-de-cascara'] },
    ])
    const postres = screen.getByRole('region', { name: /^Postres/ })
    const card = within(postres).getByRole('heading', { name: 'Tarta de queso' }).closest('li')!
    expect(card).toHaveTextContent('Contiene: Gluten, Lácteos')
    expect(card).toHaveTextContent('Puede contener: Frutos de cáscara')
  })

  it("opens with the product's marks, and moves an allergen from contained to traces, never both", async () => {
    const calls = mockCatalogue()
    const { user, dialog, box } = await openAllergens('Flan')
    expect(box('Contiene huevos')).toBeChecked()
    expect(box('Contiene lácteos')).toBeChecked()
    expect(box('Trazas de frutos de cáscara')).toBeChecked()

    await user.click(box('Trazas de huevos'))
    expect(box('Trazas de huevos')).toBeChecked()
    expect(box('Contiene huevos')).not.toBeChecked()
    await user.click(box('Contiene frutos de cáscara'))
    expect(box('Trazas de frutos de cáscara')).not.toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'PATCH')).toMatchObject([
      { allergens: ['lacteos', 'frutos-de-cascara'], allergenTraces: ['huevos'] },
    ])
  })

  it('works from the keyboard: Tab goes through the choices in order, Space marks and unmarks', async () => {
    const calls = mockCatalogue()
    const { user, dialog, box } = await openAllergens()
    box('Contiene gluten').focus()
    await user.keyboard(' ')
    expect(box('Contiene gluten')).toBeChecked()
    await user.tab()
    expect(box('Trazas de gluten')).toHaveFocus()
    await user.keyboard(' ')
    expect(box('Trazas de gluten')).toBeChecked()
    expect(box('Contiene gluten')).not.toBeChecked()
    await user.tab()
    expect(box('Contiene crustáceos')).toHaveFocus()
    await user.tab({ shift: true })
    await user.keyboard(' ')
    expect(box('Trazas de gluten')).not.toBeChecked()
    for (let step = 0; step < 12; step += 1) await user.tab()
    expect(box('Trazas de lácteos')).toHaveFocus()
    await user.keyboard(' ')
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'POST')).toMatchObject([{ allergens: [], allergenTraces: ['lacteos'] }])
  })
})
