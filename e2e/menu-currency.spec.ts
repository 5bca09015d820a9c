import { join } from 'node:path'
import type { APIRequestContext, Page } from '@playwright/test'
import { CODE_MAIL, codeInMail, expect, newAccount, registration, test } from './fixtures.ts'
import { fetchMail } from './support/services-config.ts'

// A menu whose prices are printed bare (The Red Fox: "7.00", no "£" anywhere) is read without a sign; the
// reader only guesses its currency, so a business pricing in euros previews it in euros and keeps it without
// being asked about another currency.

const fixtures = join(import.meta.dirname, '..', 'menu-reader', 'fixtures', 'rendered')

async function registerConfirmedInSpain(request: APIRequestContext) {
  const account = newAccount('bare-prices')
  const data = { ...registration(account), countryCode: 'ES', phone: '612345678' }
  const registered = await request.post('/api/accounts', { data })
  expect(registered.status(), await registered.text()).toBe(201)
  const code = codeInMail(await fetchMail(account.email, CODE_MAIL.confirmation))
  const confirmed = await request.post('/api/email-verifications/confirm', { data: { code } })
  expect(confirmed.status(), await confirmed.text()).toBe(200)
}

const viewports = [
  { name: 'phone', width: 360, height: 780 },
  { name: 'desktop', width: 1280, height: 900 },
]

async function previewRedFox(page: Page, words: { upload: string; next: string; preview: string }) {
  await page.getByRole('button', { name: words.upload }).click()
  const upload = page.getByRole('dialog', { name: words.upload })
  await upload.getByRole('button', { name: words.next }).click()
  // The file picker, not the camera's (the first input on a phone).
  await upload.locator('input[type=file]').last().setInputFiles(join(fixtures, 'menu-003-text.pdf'))
  await expect(upload.getByRole('heading', { name: words.preview })).toBeVisible({ timeout: 90_000 })
  return upload
}

for (const viewport of viewports) {
  test(`bare printed prices are previewed in the business's euros and kept without a currency question (${viewport.name})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(viewport)
    await registerConfirmedInSpain(page.request)
    expect((await page.request.post('/api/catalogues', { data: { template: 'moderno' } })).status()).toBe(201)

    await visit('/dashboard/catalogos')
    const upload = await previewRedFox(page, {
      upload: 'Subir menú',
      next: 'Siguiente',
      preview: 'Vista previa de tu menú',
    })
    await expect(upload.getByRole('button', { name: /^Granola Bowl/ })).toContainText(/7,00\s€/)
    await expect(upload.getByRole('button', { name: /^Club Sandwich/ })).toContainText(/4,50\s€/)
    await expect(upload.getByRole('list').first()).not.toContainText('$')
    await expectAccessible()
    // The dialog scrolls on its own: show its prices, not the page behind it.
    await upload.getByRole('button', { name: /^Granola Bowl/ }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/currency-preview-es-${viewport.name}.png` })

    await upload.getByRole('button', { name: 'Crear catálogo' }).click()
    const warning = page.getByRole('dialog', { name: '¿Guardar el menú así?' })
    await warning.getByRole('button', { name: 'Guardar así' }).click()
    await expect(page).toHaveURL(/\/dashboard\/categorias/, { timeout: 15_000 })
    await expect(page.getByRole('dialog', { name: /Este menú muestra precios/ })).toHaveCount(0)
    const me = await (await page.request.get('/api/me')).json()
    expect(me.user.business).toMatchObject({ currency: 'EUR' })
  })

  test(`the preview writes the business's euros in English too (${viewport.name})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(viewport)
    await page.addInitScript(() => localStorage.setItem('language', 'en'))
    await registerConfirmedInSpain(page.request)
    expect((await page.request.post('/api/catalogues', { data: { template: 'moderno' } })).status()).toBe(201)

    await visit('/dashboard/catalogos')
    const upload = await previewRedFox(page, {
      upload: 'Upload menu',
      next: 'Next',
      preview: 'Your menu preview',
    })
    await expect(upload.getByRole('button', { name: /^Granola Bowl/ })).toContainText('€7.00')
    await expectAccessible()
    await upload.getByRole('button', { name: /^Granola Bowl/ }).scrollIntoViewIfNeeded()
    await page.screenshot({ path: `test-results/currency-preview-en-${viewport.name}.png` })
  })
}

test('a visitor sees bare printed prices as printed, with no sign made up', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize(viewports[0]!)
  await visit('/')
  const demo = page.locator('#demo')
  await demo.locator('input[type=file]').last().setInputFiles(join(fixtures, 'menu-003-text.pdf'))
  await expect(demo.getByRole('heading', { name: 'Vista previa de tu menú' })).toBeVisible({
    timeout: 90_000,
  })
  const granola = demo.getByRole('button', { name: /^Granola Bowl/ })
  await expect(granola).toContainText('7.00')
  await expect(granola).not.toContainText(/[$€£]/)
  await expectAccessible()
  await granola.scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/currency-preview-visitor-phone.png' })
})
