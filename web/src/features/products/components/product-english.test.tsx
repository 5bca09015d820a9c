import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeCatalogueRoutes } from '../../../entities/catalogue/testing/fake-catalogue-api.ts'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'

// The product's English name and description (decision 053), beside the originals in the dialog's first page.

const sopa = buildProduct({
  id: 'p-sopa',
  name: 'Sopa de ajo',
  categoryId: 'c-entradas',
  description: 'Con huevo y pan',
  translations: { en: { name: 'Garlic soup', description: 'With egg and bread' } },
})

function mockCatalogue(): ApiCall[] {
  const fake = fakeCatalogueRoutes(
    { categories: [buildCategory({ id: 'c-entradas', name: 'Entradas' })], products: [sopa] },
    { 'GET /api/me': { status: 200, body: { user: buildMe() } } },
  )
  return mockApi(fake.routes)
}

async function openDialog(opener: string) {
  const app = renderApp('/dashboard/productos')
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  await app.user.click(await screen.findByRole('button', { name: opener }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog')
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  const toggle = within(dialog).getByRole('button', { name: /^Traducción al inglés/ })
  const click = (name: string) => app.user.click(within(dialog).getByRole('button', { name }))
  return { ...app, dialog, field, toggle, click }
}

const bodies = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body)

describe("The product dialog's English texts", { timeout: 15_000 }, () => {
  it('starts closed for a product without them, and sends those typed once opened', async () => {
    const calls = mockCatalogue()
    const { user, dialog, field, toggle, click } = await openDialog('Nuevo producto en Entradas')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(within(dialog).queryByRole('textbox', { name: 'Nombre en inglés' })).not.toBeInTheDocument()
    await user.type(field('Nombre'), 'Croquetas')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(field('Nombre en inglés')).toHaveAttribute('lang', 'en')
    await user.type(field('Nombre en inglés'), '  Croquettes ')
    await user.type(field('Descripción en inglés'), 'Ham croquettes')
    // Closed again, the section still says it holds two texts, and they are still sent.
    await user.click(toggle)
    expect(toggle).toHaveAccessibleName('Traducción al inglés 2 textos')
    await click('Siguiente')
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'POST')).toMatchObject([
      { name: 'Croquetas', translations: { en: { name: 'Croquettes', description: 'Ham croquettes' } } },
    ])
  })

  it('opens with the saved ones, and removes one that is emptied', async () => {
    const calls = mockCatalogue()
    const { user, field, toggle, click } = await openDialog('Editar Sopa de ajo')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(field('Nombre en inglés')).toHaveValue('Garlic soup')
    expect(field('Descripción en inglés')).toHaveValue('With egg and bread')
    await user.clear(field('Nombre en inglés'))
    await click('Siguiente')
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'PATCH')).toEqual([
      expect.objectContaining({ translations: { en: { description: 'With egg and bread' } } }),
    ])
  })

  it('refuses an English name over 160 characters at its field, shown even if closed, keeping every text', async () => {
    const calls = mockCatalogue()
    const { user, dialog, field, toggle, click } = await openDialog('Editar Sopa de ajo')
    const long = 'Garlic soup '.repeat(14)
    await user.clear(field('Nombre en inglés'))
    await user.click(field('Nombre en inglés'))
    await user.paste(long)
    await user.click(toggle)
    await click('Siguiente')

    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(field('Nombre en inglés')).toHaveAccessibleDescription(
      /El nombre en inglés puede tener hasta 160 caracteres\./,
    )
    expect(field('Nombre en inglés')).toHaveFocus()
    expect(field('Nombre en inglés')).toHaveValue(long)
    expect(field('Descripción en inglés')).toHaveValue('With egg and bread')
    expect(within(dialog).getByText(/^Página 1 de 2/)).toBeInTheDocument()
    expect(bodies(calls, 'PATCH')).toEqual([])
  })
})
