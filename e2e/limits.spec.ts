import { expect, test } from './fixtures.ts'

// An over-long value is refused with its limit, never cut: a paste is kept whole at the field, counted, and
// the form says the limit instead of sending it.

const PHONE = { width: 360, height: 780 }

for (const [language, locale, labels] of [
  [
    'es',
    'es-ES',
    {
      send: 'Enviar mensaje',
      tooLong: 'hasta 120 caracteres',
      withCode: 'Entrar con un código por email',
      start: 'Inicia',
    },
  ],
  [
    'en',
    'en-US',
    {
      send: 'Send message',
      tooLong: 'up to 120 characters',
      withCode: 'Email me a sign-in code',
      start: 'Start',
    },
  ],
] as const) {
  test.describe(`in ${language} on a phone`, () => {
    test.use({ viewport: PHONE, locale })
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language)
    })

    test('the contact form keeps a 130-character name and refuses it with its limit', async ({
      page,
      expectAccessible,
    }) => {
      await page.goto('/#contacto')
      const form = page.locator('#contacto')
      const send = form.getByRole('button', { name: labels.send })
      await expect(send).toBeEnabled()
      const name = form.locator('input[name="name"]')
      await name.fill('N'.repeat(130))
      await send.click()
      await expect(name).toHaveValue('N'.repeat(130))
      await expect(form.getByText(labels.tooLong)).toBeVisible()
      await name.evaluate((box) => box.scrollIntoView({ block: 'center' }))
      await expectAccessible()
      await page.screenshot({ path: `test-results/limits/contact-${language}.png` })
    })

    test('the code sign-in keeps a long name and refuses it with its limit', async ({
      page,
      expectAccessible,
    }) => {
      await page.goto('/login')
      await page.getByRole('button', { name: labels.withCode }).click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('input[name="email"]').fill('ana@cafe.co')
      await dialog.locator('input[name="name"]').fill('A'.repeat(125))
      await dialog.getByRole('button', { name: labels.start, exact: true }).click()
      await expect(dialog.getByText(labels.tooLong)).toBeVisible()
      await expect(dialog.locator('input[name="name"]')).toHaveValue('A'.repeat(125))
      await expectAccessible()
      await page.screenshot({ path: `test-results/limits/code-sign-in-${language}.png` })
    })
  })
}
