import type { Browser, Page } from '@playwright/test'
import { expect, expectAccessible, test } from './fixtures.ts'
import { newOwnerCatalogue, seedAllergenMenu } from './support/allergens-menu.ts'

// The diner's menu (decision 053): a diner who must avoid gluten hides the dishes that contain it, with
// script and without; the owner prints the allergen table for the wall; a diner whose browser speaks English
// reads the owner's English texts, the rest in Spanish, and switches back. Phone and desktop, axe on every
// page.

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

/** The editor journey's menu, seeded through the API (e2e/support/allergens-menu.ts). Answers the slug. */
async function publishDinersMenu(page: Page): Promise<string> {
  const owner = await newOwnerCatalogue(page, 'diners')
  await seedAllergenMenu(page, owner)
  return owner.slug
}

const dish = (page: Page, name: string) => page.getByRole('heading', { level: 3, name })

async function chooseWithoutGluten(page: Page) {
  await page.getByText('Alérgenos', { exact: true }).click()
  await page.getByRole('checkbox', { name: 'Ocultar platos con gluten' }).check()
}

test('a diner hides the dishes with gluten, with script and without, and the owner prints the allergen table', async ({
  page,
  visit,
  browser,
}) => {
  // Two screens, a page without script and the table's tab: more than one journey's minute on a busy machine.
  test.setTimeout(150_000)
  const slug = await publishDinersMenu(page)
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    await visit(`/m/${slug}`)
    // Each dish names its allergens for a screen reader; a trace is said as such.
    const flan = page.getByRole('article').filter({ has: dish(page, 'Flan') })
    await expect(flan.getByRole('list', { name: 'Alérgenos' }).getByRole('listitem')).toHaveText([
      'Contiene: Huevos',
      'Contiene: Lácteos',
      'Puede contener: Frutos de cáscara',
    ])

    // With script, the box hides the bread at once and the address keeps the choice for a reload.
    await chooseWithoutGluten(page)
    await expect(dish(page, 'Pan de la casa')).toBeHidden()
    await expect(dish(page, 'Ensalada verde')).toBeVisible()
    await expect(dish(page, 'Flan')).toBeVisible()
    await expect(page).toHaveURL(/[?&]sin=gluten/)
    await expectAccessible(page)
    await page.screenshot({ path: test.info().outputPath(`sin-gluten-${device}.png`), fullPage: true })
    await page.reload()
    await expect(page.getByRole('checkbox', { name: 'Ocultar platos con gluten' })).toBeChecked()
    await expect(dish(page, 'Pan de la casa')).toBeHidden()
  }

  await withoutScript(browser, async (plain) => {
    await plain.goto(`/m/${slug}`)
    await chooseWithoutGluten(plain)
    await plain.getByRole('button', { name: 'Aplicar' }).click()
    await expect(plain).toHaveURL(/[?&]sin=gluten/)
    await expect(dish(plain, 'Pan de la casa')).toBeHidden()
    await expect(dish(plain, 'Ensalada verde')).toBeVisible()
    // (axe runs as a script, so it checks this same page above, with script on.)
  })

  // The owner opens the table from Mis catálogos, in a tab of its own, and prints it.
  await page.setViewportSize(VIEWPORTS.desktop)
  await visit('/dashboard/catalogos')
  await page
    .getByRole('button', { name: /^Más acciones de/ })
    .first()
    .click()
  const [table] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Tabla de alérgenos' }).click(),
  ])
  await table.waitForLoadState()
  await expect(table.getByRole('heading', { level: 1 })).toHaveText('Tabla de alérgenos')
  const flan = table.getByRole('row').filter({ has: table.getByRole('rowheader', { name: 'Flan' }) })
  await expect(flan.getByRole('cell').nth(2)).toHaveText('●Contiene')
  await expect(flan.getByRole('cell').nth(7)).toHaveText('Trazas')
  await expectAccessible(table)
  await table.emulateMedia({ media: 'print' })
  await expect(table.getByRole('button', { name: 'Imprimir' })).toBeHidden()
  const pdf = await table.pdf({ format: 'A4', landscape: true })
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF')
  await table.screenshot({ path: test.info().outputPath('allergen-table-print.png'), fullPage: true })
  await table.close()
})

test('a diner whose browser speaks English reads the owner’s English, the rest in Spanish, and switches back', async ({
  page,
  browser,
}) => {
  const slug = await publishDinersMenu(page)
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport,
      baseURL: test.info().project.use.baseURL,
    })
    const diner = await context.newPage()
    await diner.goto(`/m/${slug}`)
    await expect(diner.locator('html')).toHaveAttribute('lang', 'en')
    await expect(diner.getByRole('heading', { level: 2, name: 'Desserts' })).toBeVisible()
    await expect(dish(diner, 'Caramel custard')).toBeVisible()
    await expect(diner.getByText('With caramel')).toBeVisible()
    // Untranslated, a name stays the owner's Spanish and says so to a screen reader.
    await expect(dish(diner, 'Pan de la casa').locator('[lang="es"]')).toHaveCount(1)
    // The template's categories come with their English names (decision 061).
    await expect(diner.getByRole('heading', { level: 2, name: 'Starters' })).toBeVisible()
    await expectAccessible(diner)
    await diner.screenshot({ path: test.info().outputPath(`english-${device}.png`), fullPage: true })

    await diner.getByRole('link', { name: 'Español' }).click()
    await expect(diner.locator('html')).toHaveAttribute('lang', 'es')
    await expect(dish(diner, 'Flan')).toBeVisible()
    await expect(diner.getByRole('heading', { level: 2, name: 'Postres' })).toBeVisible()
    await expectAccessible(diner)
    await context.close()
  }
})

/** A page of a browser with script turned off, as some diners' phones and reading modes are. */
async function withoutScript(browser: Browser, journey: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: test.info().project.use.baseURL,
    viewport: VIEWPORTS.phone,
  })
  try {
    await journey(await context.newPage())
  } finally {
    await context.close()
  }
}
