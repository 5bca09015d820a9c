import type { Browser, Page } from '@playwright/test'
import {
  expect,
  expectAccessible,
  newAccount,
  registerConfirmedOwner,
  speakLanguage,
  test,
} from './fixtures.ts'

// Menu visits (decision 052): the owner prints the QR code, a diner scans it, and Inicio's "Visitas" shows
// the visit: counted by its source, the categories the diner saw, a chart with its table, on a phone and a
// desktop, in Spanish and English, light and dark, each checked with axe.

/** Signs in a new confirmed owner (so the menu is public) with a catalogue of two dishes; answers the slug. */
async function ownerWithMenu(page: Page): Promise<string> {
  const { business } = await registerConfirmedOwner(page.request, newAccount('visits'))
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  const { id } = await catalogue.json()
  const categories: { id: string; name: string }[] = await (
    await page.request.get(`/api/catalogues/${id}/categories`)
  ).json()
  for (const [index, name] of ['Arepa de queso', 'Bandeja paisa'].entries()) {
    const product = await page.request.post(`/api/catalogues/${id}/products`, {
      data: { categoryId: categories[index]?.id, name, price: '12000' },
    })
    expect(product.ok(), await product.text()).toBe(true)
  }
  return business.slug
}

/**
 * A diner's phone (another browser, no session) opens `address` (the view is counted from that request),
 * looks down the menu and leaves it: what was seen goes in a beacon as the page goes away (a request
 * Playwright does not see, so the owner's report is asked until it shows it).
 */
async function scanAsDiner(browser: Browser, owner: Page, address: string): Promise<void> {
  const diner = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES' })
  const menu = await diner.newPage()
  await menu.goto(address)
  await expectAccessible(menu)
  await menu.getByRole('heading', { level: 2, name: 'Fuertes' }).scrollIntoViewIfNeeded()
  // The page's observer hears of the scroll at a later frame: two frames and a task let it run first.
  await menu.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  )
  await menu.goto('about:blank')
  const openedCategories = async () =>
    (await (await owner.request.get('/api/visits')).json()).categories.length
  await expect.poll(openedCategories, { timeout: 10_000 }).toBe(2)
  // Closed only once the beacon has landed: closing the browser at once can drop it while still unsent.
  await diner.close()
}

/**
 * The Visitas card as it sits in the whole page (for a person to look at, not compared): cut from a full-page
 * picture, since the card's own picture on a phone would pass under the sticky header.
 */
async function shoot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0))
  const box = await page.getByRole('region', { name: /^Visit(a)?s$/ }).boundingBox()
  if (!box) throw new Error('the Visitas card is not on the page')
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true, clip: box })
}

for (const [device, viewport] of [
  ['phone', { width: 360, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport })

    test('a scan of the QR code moves Inicio’s visits chart', async ({ page, browser, visit }) => {
      // Axe on six screens and a diner's browser beside the owner's: two shared cores need the time.
      test.slow()
      const slug = await ownerWithMenu(page)
      await visit('/dashboard')
      const visits = page.getByRole('region', { name: 'Visitas' })
      await expect(visits.getByText('Aún no hay visitas')).toBeVisible()
      await shoot(page, `${device}-es-empty`)

      // The address the printed code opens, as the QR card names it.
      const qr = page
        .getByRole('region', { name: 'Tu menú público' })
        .getByRole('img', { name: /^Código QR/ })
      const address = (await qr.getAttribute('alt'))?.replace('Código QR que abre ', '') ?? ''
      expect(address).toBe(`${new URL(page.url()).origin}/m/${slug}?src=qr`)
      await scanAsDiner(browser, page, address)

      await visit('/dashboard')
      await expect(
        visits.getByRole('application', { name: 'Gráfico de visitas por día y origen' }),
      ).toBeVisible()
      await expect(
        visits.getByText(/^1 visita en los últimos 30 días: 1 por el código QR, 0 directas/),
      ).toBeVisible()
      const figures = visits.getByRole('definition')
      await expect(figures).toHaveText(['1', '1', '0', '0', '1'])
      const categories = visits.getByRole('region', { name: 'Categorías más abiertas' })
      await expect(categories.getByRole('listitem')).toHaveText([/^Entradas1 vez$/, /^Fuertes1 vez$/])
      await shoot(page, `${device}-es-light`)

      await visits.getByText('Ver los datos en una tabla').click()
      const table = visits.getByRole('table', { name: 'Visitas por día en los últimos 30 días' })
      await expect(table.getByRole('row')).toHaveCount(31)
      // The scan's day holds it, whichever day that is: another journey may move the shared server clock on
      // past midnight between the scan and this reading (the newest row is then the next, empty day).
      const daysWithOne = table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: '1', exact: true }) })
      await expect(daysWithOne).toHaveCount(1)
      await expectAccessible(page)
      await shoot(page, `${device}-es-table`)

      const dark = await page.request.patch('/api/settings', { data: { preferences: { theme: 'dark' } } })
      expect(dark.status()).toBe(200)
      await visit('/dashboard')
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await expect(visits.getByRole('application')).toBeVisible()
      await expectAccessible(page)
      await shoot(page, `${device}-es-dark`)

      await speakLanguage(page, 'en')
      await visit('/dashboard')
      const english = page.getByRole('region', { name: 'Visits' })
      await expect(
        english.getByRole('application', { name: 'Chart of visits per day and source' }),
      ).toBeVisible()
      await expect(english.getByText(/^1 visit in the last 30 days: 1 from the QR code/)).toBeVisible()
      await shoot(page, `${device}-en-dark`)
      const light = await page.request.patch('/api/settings', { data: { preferences: { theme: 'light' } } })
      expect(light.status()).toBe(200)
      await visit('/dashboard')
      await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark')
      await shoot(page, `${device}-en-light`)
    })
  })
}
