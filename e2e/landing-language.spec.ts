import { expect, test } from './fixtures.ts'

// Switching the landing's language once a visitor has started using it: the page changes in place, so
// that what the upload widget shows stays, in the new language (docs/decisions/067-a-static-landing-with-islands.md).

test('the language switches in place around the upload widget, keeping what it shows', async ({
  page,
  baseURL,
  visit,
}) => {
  await visit('/')
  const demo = page.locator('#demo')
  // Reaching for the widget brings it to life.
  await demo.getByRole('heading').first().hover()
  await demo.locator('input[type=file]').setInputFiles({
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('no soy un menú'),
  })
  await expect(demo.getByRole('alert')).toHaveText('Por favor sube un archivo PDF, JPG o PNG.')
  // A load of the page would lose this.
  await page.evaluate(() => Object.assign(window, { isSamePage: true }))

  await page.getByRole('button', { name: 'EN, cambiar a inglés' }).first().click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /^Your (Menu|Catalog) online, ready to share$/,
  )
  await expect(demo.getByRole('alert')).toHaveText('Please upload a PDF, JPG or PNG file.')
  await expect(page.getByRole('button', { name: 'ES, switch to Spanish' }).first()).toBeFocused()
  await expect(page).toHaveTitle('Vitrina · Digital menus and catalogs for your business')
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/?lang=en`)
  expect(await page.evaluate(() => 'isSamePage' in window)).toBe(true)
  // The new title's word alternates, and the chat, not yet used, comes in English.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Catalog online, ready to share')
  await page.getByRole('button', { name: 'Open support chat' }).click()
  await expect(page.getByRole('dialog', { name: 'Vitrina Support' })).toContainText(
    'A person from our team replies by email once you leave us your address.',
  )

  // The choice is remembered: the server renders the landing in English next time.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your Menu online, ready to share')
})
