import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { expect, speakLanguage, test } from './fixtures.ts'
import {
  allergenChoice,
  DESSERTS,
  DISHES,
  type Dish,
  markAllergens,
  newOwnerCatalogue,
  type OwnerCatalogue,
  seedAllergenMenu,
} from './support/allergens-menu.ts'

// The owner's side of decision 053: the 14 allergens marked on three dishes in the product dialog's grid (one
// by keyboard), English texts typed beside the Spanish for a dish and a category, all kept after a reload; on
// a desktop and on a phone. Then the three dialogs' new parts photographed on both, in Spanish and English,
// light and dark, each checked with axe, into /tmp/shots-allergens/.

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 800 }
const SHOTS = '/tmp/shots-allergens'

const categoriesPath = (owner: OwnerCatalogue) => `/dashboard/categorias?catalogo=${owner.catalogueId}`
const productsPath = (owner: OwnerCatalogue) => `/dashboard/productos?catalogo=${owner.catalogueId}`

/** A product's card in the list, by its name. */
const cardOf = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) })

const textbox = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true })

async function addDesserts(page: Page, expectAccessible: () => Promise<void>) {
  await page.getByRole('button', { name: 'Nueva categoría' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nueva categoría' })
  await textbox(dialog, 'Nombre').fill(DESSERTS.name)
  await textbox(dialog, 'Descripción').fill(DESSERTS.description)
  const toggle = dialog.getByRole('button', { name: 'Traducción al inglés' })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await textbox(dialog, 'Nombre en inglés').fill(DESSERTS.en.name)
  await textbox(dialog, 'Descripción en inglés').fill(DESSERTS.en.description)
  await checkDialog(dialog, expectAccessible)
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
}

/** A dish made in the product dialog: its texts on page 1 (English too, if it has them), allergens on page 2. */
async function addDish(page: Page, dish: Dish, { byKeyboard = false } = {}) {
  await page.getByRole('button', { name: `Nuevo producto en ${dish.category}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' })
  await textbox(dialog, 'Nombre').fill(dish.name)
  await textbox(dialog, 'Precio').fill(dish.price)
  if (dish.description) await textbox(dialog, 'Descripción').fill(dish.description)
  if (dish.en) {
    await dialog.getByRole('button', { name: 'Traducción al inglés' }).click()
    await textbox(dialog, 'Nombre en inglés').fill(dish.en.name)
    await textbox(dialog, 'Descripción en inglés').fill(dish.en.description)
  }
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  if (byKeyboard) {
    // From "Contiene gluten", Tab goes to its "Trazas" and Space marks what has focus.
    for (const allergen of dish.allergens) {
      await allergenChoice(dialog, allergen, 'contains').focus()
      await page.keyboard.press('Space')
      await expect(allergenChoice(dialog, allergen, 'contains')).toBeChecked()
    }
  } else {
    await markAllergens(dialog, dish)
  }
  return dialog
}

for (const [device, viewport] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`an owner marks the allergens of three dishes and writes English texts, kept after a reload (${device})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.setTimeout(180_000)
    page.setDefaultTimeout(10_000)
    await page.setViewportSize(viewport)
    const owner = await newOwnerCatalogue(page)

    await visit(categoriesPath(owner))
    await addDesserts(page, expectAccessible)

    await visit(productsPath(owner))
    for (const [index, dish] of DISHES.entries()) {
      const dialog = await addDish(page, dish, { byKeyboard: index === 0 })
      if (index === 1) await checkDialog(dialog, expectAccessible)
      await dialog.getByRole('button', { name: 'Guardar' }).click()
      await expect(dialog).toBeHidden({ timeout: 15_000 })
    }

    // After a reload, the cards say what each dish contains, and the dialogs open with every mark and text.
    await page.reload()
    await expect(cardOf(page, 'Pan de la casa')).toContainText('Contiene: Gluten')
    await expect(cardOf(page, 'Flan')).toContainText('Contiene: Huevos, Lácteos')
    await expect(cardOf(page, 'Flan')).toContainText('Puede contener: Frutos de cáscara')
    await expect(cardOf(page, 'Ensalada verde')).not.toContainText('Contiene')
    await expectAccessible()

    await page.getByRole('button', { name: 'Editar Flan' }).click()
    const flan = page.getByRole('dialog', { name: 'Editar producto' })
    await expect(flan.getByRole('button', { name: 'Traducción al inglés' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(textbox(flan, 'Nombre en inglés')).toHaveValue('Caramel custard')
    await expect(textbox(flan, 'Descripción en inglés')).toHaveValue('With caramel')
    await flan.getByRole('button', { name: 'Siguiente' }).click()
    await expect(allergenChoice(flan, 'huevos', 'contains')).toBeChecked()
    await expect(allergenChoice(flan, 'lacteos', 'contains')).toBeChecked()
    await expect(allergenChoice(flan, 'frutos-de-cascara', 'traces')).toBeChecked()
    await expect(flan.getByRole('checkbox', { checked: true })).toHaveCount(3)
    await page.keyboard.press('Escape')
    await expect(flan).toBeHidden()

    await visit(categoriesPath(owner))
    await page.getByRole('button', { name: `Editar ${DESSERTS.name}` }).click()
    const desserts = page.getByRole('dialog', { name: 'Editar categoría' })
    await expect(textbox(desserts, 'Nombre en inglés')).toHaveValue(DESSERTS.en.name)
    await expect(textbox(desserts, 'Descripción en inglés')).toHaveValue(DESSERTS.en.description)
    await page.keyboard.press('Escape')

    // What the API keeps: each list in the regulation's order.
    const products = (await (
      await page.request.get(`/api/catalogues/${owner.catalogueId}/products`)
    ).json()) as { name: string; allergens: string[]; allergenTraces: string[]; translations: object }[]
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
    expect(
      products
        .map(({ name, allergens, allergenTraces, translations }) => ({
          name,
          allergens,
          allergenTraces,
          translations,
        }))
        .sort(byName),
    ).toEqual(
      DISHES.map((dish) => ({
        name: dish.name,
        allergens: dish.allergens,
        allergenTraces: dish.traces,
        translations: 'en' in dish ? { en: dish.en } : {},
      })).sort(byName),
    )
  })
}

const WORDS = {
  es: { edit: 'Editar', next: 'Siguiente' },
  en: { edit: 'Edit', next: 'Next' },
}

/** The owner's theme, on the server and on this device (as speakLanguage does for the language). */
async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  const saved = await page.request.patch('/api/settings', { data: { preferences: { theme } } })
  expect(saved.status(), await saved.text()).toBe(200)
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), theme)
}

/**
 * Runs axe on an open dialog with its image field, if it shows one, in view: axe takes the image's legend, once scrolled out of
 * the dialog's box, for a hidden label of its file input (as e2e/product-variants.spec.ts notes).
 */
async function checkDialog(dialog: Locator, expectAccessible: () => Promise<void>) {
  const image = dialog.getByRole('group', { name: /^(Imagen|Image)$/ })
  if ((await image.count()) > 0) await image.scrollIntoViewIfNeeded()
  await expectAccessible()
}

/** Checks the open dialog fits the screen's width, runs axe and photographs it, `shown` in view. */
async function look(dialog: Locator, shown: Locator, expectAccessible: () => Promise<void>, name: string) {
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
  expect(overflow, `${name} is wider than its dialog`).toBeLessThanOrEqual(0)
  await checkDialog(dialog, expectAccessible)
  await shown.scrollIntoViewIfNeeded()
  await dialog.screenshot({ path: `${SHOTS}/${name}.png` })
}

test('the product, category and promotion dialogs read well: phone and desktop, Spanish and English, light and dark, axe on each', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(300_000)
  page.setDefaultTimeout(10_000)
  mkdirSync(SHOTS, { recursive: true })
  const owner = await newOwnerCatalogue(page, 'allergen-shots')
  await seedAllergenMenu(page, owner)
  const promotion = await page.request.post('/api/promotions', {
    data: {
      catalogueId: owner.catalogueId,
      nombre: 'Hora feliz',
      descripcion: 'Dos cañas por el precio de una, de 17:00 a 19:00.',
      translations: {
        en: { nombre: 'Happy hour', descripcion: 'Two beers for the price of one, 5 to 7 pm.' },
      },
    },
  })
  expect(promotion.status(), await promotion.text()).toBe(201)

  // Each theme in each language once, the screen alternating between them so that each theme and each
  // language is seen on a phone and on a desktop: half the runs of every combination, for CI's time.
  const looks = [
    ['light', 'es', 'desktop', DESKTOP],
    ['light', 'en', 'phone', PHONE],
    ['dark', 'es', 'phone', PHONE],
    ['dark', 'en', 'desktop', DESKTOP],
  ] as const
  for (const [theme, language, device, viewport] of looks) {
    await chooseTheme(page, theme)
    await speakLanguage(page, language)
    const words = WORDS[language]
    await page.setViewportSize(viewport)
    const shot = (what: string) => `${what}-${device}-${language}-${theme}`

    await page.goto(productsPath(owner))
    if (theme === 'dark') await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    else await expect(page.locator('html')).not.toHaveAttribute('data-theme', 'dark')
    await page.getByRole('button', { name: `${words.edit} Flan` }).click()
    const product = page.getByRole('dialog')
    await expect(product.getByRole('textbox').nth(1)).toHaveValue('Caramel custard')
    await look(product, product.getByRole('heading').first(), expectAccessible, shot('product-texts'))
    await product.getByRole('textbox').last().scrollIntoViewIfNeeded()
    await product.screenshot({ path: `${SHOTS}/${shot('product-descriptions')}.png` })
    await product.getByRole('button', { name: words.next }).click()
    const grid = product.getByRole('group', { name: /^(Alérgenos|Allergens)$/ })
    await look(product, grid, expectAccessible, shot('product-allergens'))
    await grid.screenshot({ path: `${SHOTS}/${shot('allergen-grid')}.png` })
    // Where the keyboard is: Tab onto a choice shows its ring.
    await grid.getByRole('checkbox').first().focus()
    await page.keyboard.press('Tab')
    await expect(grid.getByRole('checkbox').nth(1)).toBeFocused()
    await grid.screenshot({ path: `${SHOTS}/${shot('allergen-grid-focus')}.png` })
    await page.keyboard.press('Escape')
    await expect(product).toBeHidden()
    if (device === 'desktop') {
      await page.screenshot({ path: `${SHOTS}/${shot('products')}.png` })
    }

    await page.goto(categoriesPath(owner))
    await page.getByRole('button', { name: `${words.edit} ${DESSERTS.name}` }).click()
    const category = page.getByRole('dialog')
    await expect(category.getByRole('textbox').nth(1)).toHaveValue(DESSERTS.en.name)
    await look(category, category.getByRole('heading').first(), expectAccessible, shot('category'))
    await page.keyboard.press('Escape')
    await expect(category).toBeHidden()

    await page.goto(`/dashboard/promociones?catalogo=${owner.catalogueId}`)
    await page.getByRole('button', { name: `${words.edit} Hora feliz` }).click()
    const wizard = page.getByRole('dialog')
    await expect(wizard.getByRole('textbox').nth(1)).toHaveValue('Happy hour')
    await look(wizard, wizard.getByRole('heading').first(), expectAccessible, shot('promotion'))
    await page.keyboard.press('Escape')
    await expect(wizard).toBeHidden()
  }
})
