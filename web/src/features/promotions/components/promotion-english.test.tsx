import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildCategory, buildProduct } from '../../../entities/catalogue/testing/test-data.ts'
import { type ApiCall, buildMe, mockApi } from '../../../test/api-mock.ts'
import { renderApp } from '../../../test/render-app.tsx'
import { buildPromotion, fakePromotionRoutes } from '../testing/fake-promotions.ts'

// A promotion's English name and description (decision 053), beside the originals in the wizard's first step.

const happyHour = buildPromotion({
  id: 'p-old',
  nombre: 'Hora feliz',
  descripcion: 'De 5 a 7',
  translations: { en: { nombre: 'Happy hour', descripcion: 'From 5 to 7' } },
})

function mockPromotions(fixed: Parameters<typeof mockApi>[0] = {}): ApiCall[] {
  return mockApi(
    fakePromotionRoutes(
      {
        categories: [buildCategory({ id: 'c-bebidas', name: 'Bebidas' })],
        products: [buildProduct({ id: 'p-cafe', name: 'Café', categoryId: 'c-bebidas' })],
        promotions: [happyHour],
      },
      { 'GET /api/me': { status: 200, body: { user: buildMe() } }, ...fixed },
    ).routes,
  )
}

async function openWizard(opener: string) {
  const app = renderApp('/dashboard/promociones')
  // The first render loads the route's code: more than findBy's usual second on a busy machine.
  await app.user.click(await screen.findByRole('button', { name: opener }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog')
  const field = (name: string) => within(dialog).getByRole('textbox', { name })
  const toggle = await within(dialog).findByRole('button', { name: /^Traducción al inglés/ })
  const click = (name: string) => app.user.click(within(dialog).getByRole('button', { name }))
  return { ...app, dialog, field, toggle, click }
}

const bodies = (calls: ApiCall[], method: string) =>
  calls.filter((call) => call.method === method).map((call) => call.body)

describe("The promotion wizard's English texts", { timeout: 20_000 }, () => {
  it('sends the English name and description typed for a new promotion', async () => {
    const calls = mockPromotions()
    const { user, field, toggle, click } = await openWizard('Nueva promoción')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.type(field('Nombre'), 'Tarde de café')
    await user.click(toggle)
    await user.type(field('Nombre en inglés'), 'Coffee afternoon')
    await user.type(field('Descripción en inglés'), 'Every afternoon')
    await click('Siguiente')
    await click('Siguiente')
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'POST')).toMatchObject([
      {
        nombre: 'Tarde de café',
        translations: { en: { nombre: 'Coffee afternoon', descripcion: 'Every afternoon' } },
      },
    ])
  })

  it('opens with the saved ones, and removes one that is emptied', async () => {
    const calls = mockPromotions()
    const { user, field, toggle, click } = await openWizard('Editar Hora feliz')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(field('Nombre en inglés')).toHaveValue('Happy hour')
    await user.clear(field('Descripción en inglés'))
    await click('Siguiente')
    await click('Siguiente')
    await click('Guardar')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(bodies(calls, 'PUT')).toEqual([
      expect.objectContaining({ nombre: 'Hora feliz', translations: { en: { nombre: 'Happy hour' } } }),
    ])
  })

  it('refuses a long English name at its field, even with the section closed, and shows a server refusal there', async () => {
    const calls = mockPromotions({
      'PUT /api/promotions/p-old': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Revisa los datos.',
            fields: { 'translations.en.descripcion': ['promotions.errors.descriptionEnTooLong'] },
          },
        },
      },
    })
    const { user, dialog, field, toggle, click } = await openWizard('Editar Hora feliz')
    await user.clear(field('Nombre en inglés'))
    await user.click(field('Nombre en inglés'))
    await user.paste('Happy hour '.repeat(12))
    await user.click(toggle)
    await click('Siguiente')
    expect(field('Nombre en inglés')).toHaveAccessibleDescription(
      /El nombre en inglés admite hasta 120 caracteres\./,
    )
    expect(field('Nombre en inglés')).toHaveFocus()
    expect(bodies(calls, 'PUT')).toEqual([])

    await user.clear(field('Nombre en inglés'))
    await user.type(field('Nombre en inglés'), 'Happy hour')
    await click('Siguiente')
    await click('Siguiente')
    await click('Guardar')
    expect(await within(dialog).findByText('Paso 1 de 3 · Información')).toBeInTheDocument()
    expect(field('Descripción en inglés')).toHaveAccessibleDescription(
      /La descripción en inglés admite hasta 1000 caracteres\./,
    )
    expect(field('Nombre en inglés')).toHaveValue('Happy hour')
  })
})
