import { expect, test } from './fixtures.ts'
import { newOwnerCatalogue } from './support/allergens-menu.ts'

// What only a phone's browser shows of the dashboard: where things scroll to and what a narrow screen clips.

test.use({ viewport: { width: 360, height: 800 } })

test("the product dialog's second page, scrolled down to the extras, is accessible on a phone", async ({
  page,
  visit,
  expectAccessible,
}) => {
  const owner = await newOwnerCatalogue(page, 'dialogo')
  await visit(`/dashboard/productos?catalogo=${owner.catalogueId}`)
  await page.getByRole('button', { name: 'Nuevo producto en Entradas' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' })
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Hamburguesa')
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  // Adding a group scrolls the dialog down to it, leaving the image field's heading above the dialog's top:
  // a file input named only by that heading then has no visible name.
  await dialog.getByRole('button', { name: 'Añadir grupo de extras' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Nombre del grupo' })).toBeFocused()
  await expect(dialog.getByText('Imagen', { exact: true })).not.toBeInViewport()
  await expectAccessible()
})

test.describe('signed in', () => {
  test.use({ session: 'shared' })

  test("Configuración's tab bar scrolls to the open section, on load and on going back, on a phone", async ({
    page,
    visit,
  }) => {
    const tabs = page.getByRole('navigation', { name: 'Secciones de la configuración' })
    await visit('/dashboard/configuracion/seguridad')
    // "Seguridad y privacidad" is past the screen's right edge until the bar scrolls to it.
    await expect(tabs.getByRole('link', { name: 'Seguridad y privacidad' })).toBeInViewport({ ratio: 1 })
    // Scrolling the bar took only the bar sideways, not the page.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // Going back to General, scrolled off to the left by the way to Pagos, brings it into view again.
    await visit('/dashboard/configuracion')
    await tabs.getByRole('link', { name: 'Pagos' }).click()
    await expect(page).toHaveURL('/dashboard/configuracion/pagos')
    await expect(tabs.getByRole('link', { name: 'General' })).not.toBeInViewport({ ratio: 1 })
    await page.goBack()
    await expect(page).toHaveURL('/dashboard/configuracion')
    await expect(tabs.getByRole('link', { name: 'General' })).toBeInViewport({ ratio: 1 })
  })
})
