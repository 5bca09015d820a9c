import type { Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// Edits are never lost and never cut: leaving Diseño with a change asks first, an empty new category is
// refused at its name, and a long product name wraps on the dashboard and the public menu of a phone.

// Each journey visits several pages, each checked with axe: more than half a minute on a busy machine.
test.describe.configure({ timeout: 120_000 })

const PHONE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 860 }

// One word of 120 letters: nothing to break at but the letters themselves.
const LONG_NAME = 'Superextraordinariamente'.repeat(5)

/** A new owner, signed in on the page, with a catalogue; answers its id and the business's slug. */
async function startOwner(page: Page): Promise<{ catalogueId: string; slug: string }> {
  // Confirmed, so that its public menu is live.
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('edits'))).business
  const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(created.status(), await created.text()).toBe(201)
  return { catalogueId: (await created.json()).id, slug }
}

/** Fails when the page scrolls sideways, naming the outermost elements that stick out past the screen. */
async function expectNoSideScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
  if (scrollWidth <= width) return
  const wide = await page.evaluate((screenWidth) => {
    const sticksOut = (element: Element | null) =>
      element !== null && element.getBoundingClientRect().right > screenWidth + 1
    return [...document.querySelectorAll('body *')]
      .filter((element) => sticksOut(element) && !sticksOut(element.parentElement))
      .slice(0, 5)
      .map((element) => `${element.tagName}.${element.getAttribute('class') ?? ''}`)
  }, width)
  expect.soft(wide).toEqual([])
  expect(scrollWidth, `the page is ${scrollWidth}px wide on a ${width}px screen`).toBeLessThanOrEqual(width)
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/edits/${name}.png`, fullPage: true })

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport })

    test('leaving Diseño with a changed field asks first: staying keeps it, leaving drops it', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      await startOwner(page)
      await visit('/dashboard/diseno')
      const businessName = page.getByRole('textbox', { name: 'Nombre del negocio' })
      await businessName.fill('Panadería Central')

      // A refused colour keystroke says why at the field.
      await page.getByRole('tab', { name: 'Estilo visual' }).click()
      const colour = page.getByRole('textbox', { name: 'Color de títulos', exact: true })
      await colour.press('End')
      await colour.press('z')
      await expect(colour).toHaveAttribute('aria-invalid', 'true')
      await expect(page.getByText(/no es un color/)).toBeVisible()
      await expectAccessible()
      await shot(page, `refused-colour-${label}-es`)
      await page.getByRole('tab', { name: 'Identidad de marca' }).click()

      const goTo = async (pageName: 'Productos' | 'Diseño') => {
        if (label === 'phone') {
          await page.getByRole('button', { name: 'Abrir menú' }).click()
          await page
            .getByRole('dialog', { name: 'Menú del panel' })
            .getByRole('link', { name: pageName })
            .click()
        } else {
          await page.getByRole('complementary').getByRole('link', { name: pageName }).click()
        }
      }
      const goToProducts = () => goTo('Productos')
      await goToProducts()
      const prompt = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' })
      await expect(prompt).toBeVisible()
      await expect(prompt).toContainText('Tienes cambios sin guardar')
      await expect(prompt.getByRole('button', { name: 'Seguir editando' })).toBeFocused()
      await expectAccessible()
      await shot(page, `leave-prompt-${label}-es`)

      await prompt.getByRole('button', { name: 'Seguir editando' }).click()
      await expect(prompt).toBeHidden()
      await expect(page).toHaveURL(/\/dashboard\/diseno/)
      await expect(businessName).toHaveValue('Panadería Central')

      await goToProducts()
      await prompt.getByRole('button', { name: 'Salir sin guardar' }).click()
      await expect(page).toHaveURL(/\/dashboard\/productos/)
      // Back through the menu, not the browser's history: Chromium may skip a history entry the page added
      // after the click's activation ran out (a slow machine), which is not what this journey checks.
      await goTo('Diseño')
      await expect(page.getByRole('textbox', { name: 'Nombre del negocio' })).not.toHaveValue(
        'Panadería Central',
      )
    })

    test('an empty new category is refused at its name, with a message', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      const { catalogueId } = await startOwner(page)
      await visit('/dashboard/categorias')
      await page.getByRole('button', { name: 'Nueva categoría' }).first().click()
      const dialog = page.getByRole('dialog', { name: 'Nueva categoría' })
      await dialog.getByRole('button', { name: 'Guardar' }).click()

      const name = dialog.getByRole('textbox', { name: /^Nombre/ })
      await expect(name).toHaveAttribute('aria-invalid', 'true')
      await expect(dialog.getByText('El nombre de la categoría es obligatorio.')).toBeVisible()
      await expect(name).toBeFocused()
      await expectAccessible()
      await shot(page, `empty-category-${label}-es`)
      const categories = await (await page.request.get(`/api/catalogues/${catalogueId}/categories`)).json()
      expect(categories.map((category: { name: string }) => category.name)).toEqual([
        'Entradas',
        'Fuertes',
        'Bebidas',
      ])
    })

    test('a 120-character product name wraps on the products screen and the public menu', async ({
      page,
      visit,
    }) => {
      // Near a minute (46 s) when other journeys share the two cores.
      test.setTimeout(120_000)
      const { catalogueId, slug } = await startOwner(page)
      const [category] = await (await page.request.get(`/api/catalogues/${catalogueId}/categories`)).json()
      const product = await page.request.post(`/api/catalogues/${catalogueId}/products`, {
        data: { categoryId: category.id, name: LONG_NAME, price: '24000', tags: ['Picante'] },
      })
      expect(product.status(), await product.text()).toBe(201)
      await page.request.patch(`/api/categories/${category.id}`, { data: { name: LONG_NAME } })

      await visit('/dashboard/productos')
      await expect(page.getByRole('heading', { name: LONG_NAME, level: 3 })).toBeVisible()
      await expectNoSideScroll(page, viewport.width)
      await shot(page, `products-long-name-${label}-es`)

      await visit('/dashboard/categorias')
      await expectNoSideScroll(page, viewport.width)

      for (const display of ['featured', 'similar', 'irregular']) {
        const saved = await page.request.put(`/api/catalogues/${catalogueId}/design`, {
          data: { categoryDisplay: display, businessName: LONG_NAME, slogan: LONG_NAME },
        })
        expect(saved.status(), await saved.text()).toBe(200)
        await visit(`/m/${slug}`)
        await expect(page.getByRole('heading', { name: LONG_NAME, level: 3 })).toBeVisible()
        await expectNoSideScroll(page, viewport.width)
        await shot(page, `public-menu-${display}-${label}-es`)
      }

      await visit('/dashboard/diseno')
      await expectNoSideScroll(page, viewport.width)
      await shot(page, `design-long-name-${label}-es`)
    })
  })
}

test.describe('in English on a phone', () => {
  test.use({ viewport: PHONE })

  test('a pasted 5,000-character product name is kept whole and refused with its limit', async ({
    page,
    visit,
    expectAccessible,
  }) => {
    const { catalogueId } = await startOwner(page)
    await visit('/dashboard')
    await page.getByRole('button', { name: /inglés/ }).click()
    // Reached inside the app, so that Back is a move the app can hold.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Dashboard menu' }).getByRole('link', { name: 'Products' }).click()
    await page
      .getByRole('button', { name: /^New product/ })
      .first()
      .click()
    const dialog = page.getByRole('dialog', { name: 'New product' })
    const name = dialog.getByRole('textbox', { name: /^Name/ })
    await name.fill('N'.repeat(5000))
    await expect(name).toHaveValue('N'.repeat(5000))
    await expect(dialog.getByText('5000 of 160 characters')).toBeVisible()
    await dialog.getByRole('button', { name: 'Next' }).click()
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog.getByText(/up to 160 characters/)).toBeVisible()
    await expectAccessible()
    await shot(page, 'long-product-name-phone-en')

    // Leaving with the dialog's changes asks first, in English too.
    await page.goBack()
    const prompt = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await expect(prompt).toBeVisible()
    await shot(page, 'leave-prompt-phone-en')
    await prompt.getByRole('button', { name: 'Keep editing' }).click()
    await expect(name).toHaveValue('N'.repeat(5000))
    expect(await (await page.request.get(`/api/catalogues/${catalogueId}/products`)).json()).toEqual([])
  })
})
