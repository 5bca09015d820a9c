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
