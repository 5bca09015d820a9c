import type { Page } from '@playwright/test'
import { CODE_MAIL, codeInMail, expect, newAccount, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// A business in Spain prices in euros from its sign-up on: the dashboard, its preview and the public menu
// write `12,50 €`; changing its currency in Diseño changes the public menu's sign at once.

/**
 * Registers through the form as a Spanish business (+34, España) and confirms the emailed code, so that its
 * public menu is live; the page is then signed in.
 */
async function registerInSpain(page: Page) {
  const account = newAccount('euros')
  await page.goto('/register')
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill(account.name)
  await page.getByRole('textbox', { name: 'Nombre de tu negocio' }).fill(account.businessName)
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email)
  await page.getByLabel(/^Contraseña/).fill(account.password)
  await page.getByLabel(/^Repetir contraseña/).fill(account.password)
  await page.getByRole('combobox', { name: 'Código de país' }).selectOption('ES')
  await page.getByRole('textbox', { name: 'Teléfono (opcional)' }).pressSequentially('612345678')
  await page.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check()
  await page.getByRole('button', { name: 'Crear cuenta' }).click()
  await expect(page).toHaveURL('/dashboard')
  const code = codeInMail(await fetchMail(account.email, CODE_MAIL.confirmation))
  const confirmed = await page.request.post('/api/email-verifications/confirm', { data: { code } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
}

async function addProduct(page: Page, name: string, price: string) {
  await page.getByRole('button', { name: 'Nuevo producto en Entradas' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' })
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Precio', exact: true }).fill(price)
  // The hint under the field already says how the menu will read it.
  await expect(dialog.getByText('En el menú: 12,50 €')).toBeVisible()
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
}

for (const viewport of [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test(`a Spanish sign-up prices in euros with a comma, on the dashboard and the public menu (${viewport.name})`, async ({
    page,
    expectAccessible,
  }) => {
    test.setTimeout(120_000)
    page.setDefaultTimeout(15_000)
    await page.setViewportSize(viewport)
    await registerInSpain(page)

    const me = await (await page.request.get('/api/me')).json()
    expect(me.user.business).toMatchObject({ currency: 'EUR', country: 'ES' })
    const slug: string = me.user.business.slug
    const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
    expect(created.ok()).toBe(true)

    await page.goto('/dashboard/productos')
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible()
    await addProduct(page, 'Croquetas', '12.5')
    const croquetas = page.getByRole('listitem').filter({ hasText: 'Croquetas' })
    await expect(croquetas).toContainText('12,50 €')
    await expect(croquetas).not.toContainText('$')
    await expectAccessible()
    await page.screenshot({ path: `test-results/money-products-${viewport.name}.png`, fullPage: true })

    await page.goto(`/m/${slug}`)
    const dish = page.getByRole('article').filter({ hasText: 'Croquetas' })
    await expect(dish).toContainText('12,50 €')
    await expectAccessible()
    await page.screenshot({ path: `test-results/money-public-${viewport.name}.png`, fullPage: true })

    // Moneda, in Diseño: a new currency is saved at once and the public menu follows on its next visit.
    await page.goto('/dashboard/diseno')
    const currency = page.getByRole('combobox', { name: 'Moneda' })
    await expect(currency).toHaveValue('EUR')
    await expectAccessible()
    await page.screenshot({ path: `test-results/money-design-${viewport.name}.png`, fullPage: true })
    await currency.selectOption('USD')
    await expect(page.getByText(/^Moneda guardada/)).toBeVisible()
    await page.goto(`/m/${slug}`)
    // Dollars in Spain are never a bare "$".
    await expect(page.getByRole('article').filter({ hasText: 'Croquetas' })).toContainText('12,50 US$')
  })
}

test('the Moneda select and the prices speak English too', async ({ page, expectAccessible }) => {
  test.setTimeout(120_000)
  page.setDefaultTimeout(15_000)
  await registerInSpain(page)
  const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(created.ok()).toBe(true)
  await page.goto('/dashboard/diseno')
  await page
    .getByRole('button', { name: /\bEN\b/ })
    .first()
    .click()
  const currency = page.getByRole('combobox', { name: 'Currency' })
  await expect(currency).toHaveValue('EUR')
  await expect(page.getByText('A price will look like this: €12,000.00')).toBeVisible()
  await expectAccessible()
  await page.screenshot({ path: 'test-results/money-design-en.png', fullPage: true })
})
