import { join } from 'node:path'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// An owner keeps a menu read with dishes without a price: the warning says how many before keeping, "Guardar
// así" keeps them without a price, and once the imported catalogue is active the public menu shows them as
// "Consultar precio" (never "$0") under the business's own name, not the menu's.

const fixtures = join(import.meta.dirname, '..', 'menu-reader', 'fixtures', 'rendered')

test('an owner keeps a menu with unpriced dishes, activates it, and the business keeps its name', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(150_000)
  // An account of its own: activating a catalogue changes what the business publishes.
  const account = newAccount('import')
  const { slug } = (await registerConfirmedOwner(page.request, account)).business
  // A first catalogue, active, whose design the import takes by default.
  expect((await page.request.post('/api/catalogues', { data: { template: 'moderno' } })).status()).toBe(201)

  await visit('/dashboard/catalogos')
  await page.getByRole('button', { name: 'Subir menú' }).click()
  const upload = page.getByRole('dialog', { name: 'Subir menú' })
  await expect(upload.getByRole('radio', { name: /Nuevo catálogo/ })).toBeChecked()
  await expect(upload.getByRole('radio', { name: /El diseño actual/ })).toBeChecked()
  await expectAccessible()
  await upload.getByRole('button', { name: 'Siguiente' }).click()
  // The Red Fox: a menu whose soft drinks print no price.
  await upload.locator('input[type=file]').first().setInputFiles(join(fixtures, 'menu-003-text.pdf'))
  await expect(upload.getByRole('heading', { name: 'Vista previa de tu menú' })).toBeVisible({
    timeout: 90_000,
  })
  await expect(upload.getByText('The Red Fox')).toBeVisible()

  const keep = upload.getByRole('button', { name: 'Crear catálogo' })
  await keep.click()
  const warning = page.getByRole('dialog', { name: '¿Guardar el menú así?' })
  await expect(warning).toBeVisible()
  await expect(warning).toContainText(/\d+ platos? sin precio/)
  await expect(warning.getByRole('button', { name: 'Volver a revisar' })).toBeFocused()
  await expectAccessible()
  await page.keyboard.press('Escape')
  await expect(warning).toBeHidden()
  await expect(keep).toBeFocused()

  await keep.click()
  await warning.getByRole('button', { name: 'Guardar así' }).click()
  await expect(page).toHaveURL(/\/dashboard\/categorias/, { timeout: 15_000 })

  await visit('/dashboard/catalogos')
  await page.getByRole('button', { name: 'Activar The Red Fox' }).click()
  await expect(page.getByText('¡Tu catálogo está activo!')).toBeVisible()

  const menu = await page.request.get(`/m/${slug}`)
  expect(menu.status()).toBe(200)
  await visit(`/m/${slug}`)
  await expect(page).toHaveTitle(account.businessName)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(account.businessName)
  await expect(page.getByRole('heading', { level: 3, name: 'Granola Bowl' })).toBeVisible()
  await expect(page.getByText('Consultar precio').first()).toBeVisible()
  const text = await page.locator('main').innerText()
  expect(text).not.toContain('$0')
  expect(text).not.toContain('No disponible')
  await expectAccessible()
})
