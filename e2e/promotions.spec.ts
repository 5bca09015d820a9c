import type { Locator, Page } from '@playwright/test'
import {
  expect,
  expectAccessible as expectAccessibleOn,
  newAccount,
  registerConfirmedOwner,
  test,
} from './fixtures.ts'

// The owner's promotions (docs/product-spec.md §2 "Promotions", §8, §9): a discount made through the
// three-step wizard and seen by a diner on the public menu, switched off (the menu shows the normal price),
// a 2x1 that starts later (listed with its start, not on the menu yet), search and every filter, a deletion
// that asks first, and a save the server fails, which opens the popup and keeps the wizard's values.

// Each journey walks every screen, each checked with axe: minutes on a busy machine.
test.describe.configure({ timeout: 240_000 })
// The journey forces a failed save to see the popup; Chromium logs that 500 as a console error.
test.use({ forcedFailurePaths: ['/api/promotions'] })

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }

type Catalogue = { catalogueId: string; slug: string }

/** A new confirmed owner, signed in on the page, with a catalogue of three products in two categories. */
async function startOwner(page: Page): Promise<Catalogue> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('promos'))).business
  const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(created.status(), await created.text()).toBe(201)
  const catalogueId: string = (await created.json()).id
  const addCategory = async (name: string): Promise<string> => {
    const answer = await page.request.post(`/api/catalogues/${catalogueId}/categories`, { data: { name } })
    expect(answer.status(), await answer.text()).toBe(201)
    return (await answer.json()).id
  }
  const bebidas = await addCategory('Refrescos')
  const entradas = await addCategory('Para picar')
  for (const [categoryId, name, price] of [
    [bebidas, 'Limonada de coco', '9500'],
    [bebidas, 'Café de origen', '4500'],
    [entradas, 'Empanadas', '12000'],
  ]) {
    const answer = await page.request.post(`/api/catalogues/${catalogueId}/products`, {
      data: { categoryId, name, price },
    })
    expect(answer.status(), await answer.text()).toBe(201)
  }
  // One that ended long ago, so that the Finalizadas filter has something to show.
  const ended = await page.request.post('/api/promotions', {
    data: {
      catalogueId,
      nombre: 'Verano 2021',
      fechaInicio: '2021-01-01T05:00:00.000Z',
      fechaFin: '2021-03-01T05:00:00.000Z',
    },
  })
  expect(ended.status(), await ended.text()).toBe(201)
  return { catalogueId, slug }
}

/** The diner's menu, in a tab of its own: what a phone scanning the table's QR code would open. */
async function openMenu(page: Page, slug: string): Promise<Page> {
  const diner = await page.context().newPage()
  await diner.goto(`/m/${slug}`)
  return diner
}

const dishOn = (menu: Page, name: string) => menu.getByRole('article').filter({ hasText: name })

function rowOf(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(name) }) })
}

async function nextStep(wizard: Locator, step: string) {
  await wizard.getByRole('button', { name: /^(Siguiente|Next)$/ }).click()
  await expect(wizard.getByText(step)).toBeFocused()
}

for (const [label, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${label}`, () => {
    test.use({ viewport })

    test('promotions: create, switch off, schedule, search and filter, delete, and a failed save', async ({
      page,
      visit,
      expectAccessible,
    }) => {
      page.setDefaultTimeout(15_000)
      const shot = (name: string) =>
        page.screenshot({ path: `test-results/promotions/${label}-${name}.png`, fullPage: true })
      const { slug } = await startOwner(page)
      await visit('/dashboard/promociones')
      await expect(page.getByRole('heading', { level: 1, name: 'Promociones' })).toBeVisible()
      await expect(page.getByText('1 de 1 promoción')).toBeVisible()

      // A 20 % discount on two products, through the three steps.
      await page.getByRole('button', { name: 'Nueva promoción' }).click()
      const wizard = page.getByRole('dialog', { name: 'Nueva promoción' })
      await wizard.getByRole('textbox', { name: 'Nombre' }).fill('Tarde de bebidas')
      await wizard.getByRole('textbox', { name: 'Descripción' }).fill('Todas las tardes, 20 % menos.')
      await expectAccessible()
      await shot('es-step-1')
      await nextStep(wizard, 'Paso 2 de 3 · Tipo de promoción')
      await wizard.getByRole('radio', { name: /Descuento/ }).check()
      await wizard.getByRole('textbox', { name: 'Porcentaje de descuento' }).fill('20')
      await expectAccessible()
      await shot('es-step-2')
      await nextStep(wizard, 'Paso 3 de 3 · Productos y fechas')
      const productList = wizard.getByRole('group', { name: /Productos/ })
      await productList.getByRole('searchbox', { name: 'Buscar en productos' }).fill('limo')
      await expect(productList.getByRole('checkbox')).toHaveCount(1)
      await productList.getByRole('checkbox', { name: /Limonada de coco/ }).check()
      await productList.getByRole('searchbox').fill('')
      await productList.getByRole('checkbox', { name: /Café de origen/ }).check()
      await expect(productList.getByRole('button', { name: 'Quitar Limonada de coco' })).toBeVisible()
      await expect(wizard.getByText(/Zona horaria: .*America\/Bogota/)).toBeVisible()
      await expectAccessible()
      await shot('es-step-3')
      await wizard.getByRole('switch', { name: 'Activa' }).scrollIntoViewIfNeeded()
      await expectAccessible()
      await shot('es-step-3-end')
      await wizard.getByRole('button', { name: 'Guardar' }).click()
      await expect(wizard).toBeHidden()
      const discount = rowOf(page, 'Tarde de bebidas')
      await expect(discount).toContainText('Activa')
      await expect(discount).toContainText('20 % de descuento')
      await expect(discount).toContainText('Limonada de coco')
      await expect(discount).toContainText('Café de origen')
      await expect(page.getByText('2 de 2 promociones')).toBeVisible()

      // The diner's menu shows both dishes at their old price crossed out and the new one, and says so in words.
      const menu = await openMenu(page, slug)
      await expect(dishOn(menu, 'Limonada de coco').locator('s')).toHaveText('$ 9.500')
      await expect(dishOn(menu, 'Limonada de coco')).toContainText('$ 7.600')
      await expect(dishOn(menu, 'Limonada de coco').locator('.sr')).toHaveText('Antes $ 9.500, ahora $ 7.600')
      await expect(dishOn(menu, 'Café de origen').locator('s')).toHaveText('$ 4.500')
      await expect(dishOn(menu, 'Café de origen')).toContainText('$ 3.600')
      await expect(dishOn(menu, 'Empanadas').locator('s')).toHaveCount(0)
      await expectAccessibleOn(menu)

      // Switched off in the editor: the list says Inactiva.
      await discount.getByRole('button', { name: 'Editar Tarde de bebidas' }).click()
      const editor = page.getByRole('dialog', { name: 'Editar promoción' })
      await expect(editor.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Tarde de bebidas')
      await nextStep(editor, 'Paso 2 de 3 · Tipo de promoción')
      await expect(editor.getByRole('textbox', { name: 'Porcentaje de descuento' })).toHaveValue('20')
      await nextStep(editor, 'Paso 3 de 3 · Productos y fechas')
      await editor.getByRole('switch', { name: 'Activa' }).click()
      await editor.getByRole('button', { name: 'Guardar' }).click()
      await expect(editor).toBeHidden()
      await expect(discount).toContainText('Inactiva')
      // Off: the menu is back to the normal prices.
      await menu.reload()
      await expect(dishOn(menu, 'Limonada de coco')).toContainText('$ 9.500')
      await expect(menu.locator('s')).toHaveCount(0)

      // A 2x1 that starts on Christmas Eve of 2099, typed on the business's clock: the list shows its start.
      await page.getByRole('button', { name: 'Nueva promoción' }).click()
      await wizard.getByRole('textbox', { name: 'Nombre' }).fill('Navidad 2x1')
      await nextStep(wizard, 'Paso 2 de 3 · Tipo de promoción')
      await wizard.getByRole('radio', { name: /2x1/ }).check()
      await nextStep(wizard, 'Paso 3 de 3 · Productos y fechas')
      await wizard.getByRole('checkbox', { name: /Empanadas/ }).check()
      // Which of the products picked comes free: Empanadas itself, "two of the same".
      await wizard.getByRole('combobox', { name: 'Producto que va gratis' }).selectOption('Empanadas')
      await wizard.getByLabel('Inicio').fill('2099-12-24T18:00')
      // Only in the evenings of those days: a weekly window inside the dates.
      await wizard.getByRole('switch', { name: 'Solo ciertos días y horas' }).click()
      await wizard.getByRole('checkbox', { name: 'Viernes' }).check()
      await wizard.getByLabel('Desde', { exact: true }).fill('17:00')
      await wizard.getByLabel('Hasta', { exact: true }).fill('19:00')
      await wizard.getByRole('button', { name: 'Guardar' }).click()
      await expect(wizard).toBeHidden()
      const christmas = rowOf(page, 'Navidad 2x1')
      await expect(christmas).toContainText('Empieza el 24 dic 2099, 18:00')
      await expect(christmas).toContainText('vie, 17:00–19:00')
      await expect(christmas).toContainText('Activa')
      // Active, but not started: the menu shows nothing of it yet.
      await menu.reload()
      await expect(dishOn(menu, 'Empanadas')).toBeVisible()
      await expect(menu.getByText('2x1')).toHaveCount(0)
      await menu.close()
      await expect(page.getByText('3 de 3 promociones')).toBeVisible()
      await expectAccessible()
      await shot('es-list')

      // Search, then every filter value.
      const search = page.getByRole('searchbox', { name: 'Buscar promociones' })
      const rows = page.getByRole('rowheader')
      await search.fill('navidad')
      await expect(rows).toHaveCount(1)
      await expect(page.getByText('1 de 3 promociones')).toBeVisible()
      await search.fill('descuento')
      await expect(rows).toHaveText([/Tarde de bebidas/])
      await search.fill('')
      const status = page.getByRole('combobox', { name: 'Estado' })
      await status.selectOption('activa')
      await expect(rows).toHaveText([/Navidad 2x1/])
      await status.selectOption('inactiva')
      await expect(rows).toHaveText([/Tarde de bebidas/])
      await status.selectOption('finalizada')
      await expect(rows).toHaveText([/Verano 2021/])
      await expect(rowOf(page, 'Verano 2021')).toContainText('Finalizada')
      await search.fill('navidad')
      await expect(page.getByText('No se encontraron promociones con los filtros aplicados')).toBeVisible()
      await expectAccessible()
      await page.getByRole('button', { name: 'Quitar filtros' }).click()
      await expect(rows).toHaveCount(3)
      await status.selectOption('finalizada')
      await expect(rows).toHaveCount(1)
      await status.selectOption('todas')
      await expect(rows).toHaveText([/Navidad 2x1/, /Tarde de bebidas/, /Verano 2021/])
      await expect(page.getByText('3 de 3 promociones')).toBeVisible()

      // Deleting asks first.
      await christmas.getByRole('button', { name: 'Eliminar Navidad 2x1' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Eliminar promoción' })
      await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar esta promoción?')
      await expectAccessible()
      await confirm.getByRole('button', { name: 'Eliminar' }).click()
      await expect(christmas).toHaveCount(0)
      await expect(page.getByText('2 de 2 promociones')).toBeVisible()

      // The server fails the save: the popup says so, closes itself, and the wizard keeps every value.
      await page.route('**/api/promotions', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Error interno' } } })
          : route.fallback(),
      )
      await page.getByRole('button', { name: 'Nueva promoción' }).click()
      await wizard.getByRole('textbox', { name: 'Nombre' }).fill('Fin de semana')
      await nextStep(wizard, 'Paso 2 de 3 · Tipo de promoción')
      await wizard.getByRole('radio', { name: /Descuento/ }).check()
      await wizard.getByRole('textbox', { name: 'Porcentaje de descuento' }).fill('10')
      await nextStep(wizard, 'Paso 3 de 3 · Productos y fechas')
      await wizard.getByRole('checkbox', { name: /Empanadas/ }).check()
      await wizard.getByRole('button', { name: 'Guardar' }).click()
      const popup = page.getByRole('alertdialog', { name: 'Algo salió mal...' })
      await expect(popup).toContainText(
        'Algo salió mal. Tus ajustes están en camino. Verás los cambios reflejados en tu menú en unos minutos.',
      )
      await expect(popup.getByRole('button', { name: 'Entendido' })).toBeFocused()
      await expectAccessible()
      await shot('es-popup')
      await expect(popup).toBeHidden({ timeout: 7000 })
      await expect(wizard.getByRole('checkbox', { name: /Empanadas/ })).toBeChecked()
      await wizard.getByRole('button', { name: 'Anterior' }).click()
      await expect(wizard.getByRole('textbox', { name: 'Porcentaje de descuento' })).toHaveValue('10')
      await wizard.getByRole('button', { name: 'Anterior' }).click()
      await expect(wizard.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Fin de semana')

      // The same screens in English, once what was typed is discarded, which the wizard asks first.
      await wizard.getByRole('button', { name: 'Descartar' }).click()
      const question = page.getByRole('alertdialog', { name: '¿Descartar los cambios?' })
      await expect(question.getByRole('button', { name: 'Seguir editando' })).toBeFocused()
      await expectAccessible()
      await shot('es-discard-question')
      await question.getByRole('button', { name: 'Descartar' }).click()
      await expect(wizard).toBeHidden()
      await page.getByRole('button', { name: 'EN, cambiar a inglés' }).click()
      await expect(page.getByText('2 of 2 promotions')).toBeVisible()
      await expectAccessible()
      await shot('en-list')
      await page.getByRole('button', { name: 'New promotion' }).click()
      const english = page.getByRole('dialog', { name: 'New promotion' })
      await english.getByRole('textbox', { name: 'Name' }).fill('Weekend')
      await shot('en-step-1')
      await nextStep(english, 'Step 2 of 3 · Promotion type')
      await english.getByRole('radio', { name: /Discount/ }).check()
      await english.getByRole('textbox', { name: 'Discount percentage' }).fill('10')
      await shot('en-step-2')
      await nextStep(english, 'Step 3 of 3 · Products and dates')
      await english.getByRole('checkbox', { name: /Empanadas/ }).check()
      await expectAccessible()
      await shot('en-step-3')
      await english.getByRole('switch', { name: 'Active' }).scrollIntoViewIfNeeded()
      await shot('en-step-3-end')
      await english.getByRole('button', { name: 'Save' }).click()
      await expect(page.getByRole('alertdialog', { name: 'Something went wrong...' })).toBeVisible()
      await shot('en-popup')
    })
  })
}
