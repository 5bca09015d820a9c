import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// A category's English name and description (decision 053), beside the originals in its dialog.

const postres = buildCategory({
  id: 'c-postres',
  name: 'Postres',
  description: 'Caseros',
  translations: { en: { name: 'Desserts', description: 'Home-made' } },
})

function mockCatalogue(): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    { categories: [postres], products: [] },
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
  const toggle = within(dialog).getByRole('button', { name: /^Traducción al inglés/ })
  const save = () => app.user.click(within(dialog).getByRole('button', { name: 'Guardar' }))
  return { ...app, dialog, field, toggle, save }
}

const bodies = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body)

describe("The category dialog's English texts", { timeout: 15_000 }, () => {
  it('sends the English name and description typed for a new category', async () => {
    const calls = mockCatalogue()
    const { user, field, toggle, save } = await openDialog('Nueva categoría')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.type(field('Nombre'), 'Bebidas')
    await user.click(toggle)
    await user.type(field('Nombre en inglés'), 'Drinks')
    await user.type(field('Descripción en inglés'), 'Cold and hot')
    await save()

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'POST')).toMatchObject([
      { name: 'Bebidas', translations: { en: { name: 'Drinks', description: 'Cold and hot' } } },
    ])
  })

  it('opens with the saved ones and removes the translation when both are emptied', async () => {
    const calls = mockCatalogue()
    const { user, field, toggle, save } = await openDialog('Editar Postres')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(field('Nombre en inglés')).toHaveValue('Desserts')
    await user.clear(field('Nombre en inglés'))
    await user.clear(field('Descripción en inglés'))
    await save()

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'PATCH')).toEqual([expect.objectContaining({ name: 'Postres', translations: {} })])
  })

  it('refuses an English description over 500 characters at its field, keeping what was typed', async () => {
    const calls = mockCatalogue()
    const { user, field, save } = await openDialog('Editar Postres')
    const long = 'Home-made. '.repeat(46)
    await user.clear(field('Descripción en inglés'))
    await user.click(field('Descripción en inglés'))
    await user.paste(long)
    await save()

    expect(field('Descripción en inglés')).toHaveAccessibleDescription(
      /La descripción en inglés puede tener hasta 500 caracteres\./,
    )
    expect(field('Descripción en inglés')).toHaveFocus()
    expect(field('Descripción en inglés')).toHaveValue(long)
    expect(field('Nombre en inglés')).toHaveValue('Desserts')
    expect(bodies(calls, 'PATCH')).toEqual([])
  })
})
