import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, speakLanguage, test } from './fixtures.ts'

// An owner uploads a menu image with size tables (El Molino Viejo: tapas in "Media / Ración", pastas in
// "Media / Entera", soft drinks in "Vaso / Jarra"): the review shows the sizes read, one is corrected, a dish
// read with one price is given sizes in the item dialog, and the new catalogue's products hold their
// variants in order, labels and exact prices, the first one's price as `price`. A promotion then reaches
// one size of a pizza through the wizard.

const fixtures = join(import.meta.dirname, '..', 'menu-reader', 'fixtures', 'rendered')
const shots = process.env.SHOTS_DIR

type ApiProduct = {
  name: string
  categoryId: string
  price: string | null
  variants: { label: string; price: string | null }[]
}

/** Keeps a picture of the page for a person to look at, when SHOTS_DIR asks for them. */
async function shoot(page: Page, name: string) {
  if (!shots) return
  mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: join(shots, `${name}.png`), fullPage: false })
}

/** Opens "Subir menú" on the catalogues screen and reads `file` into the review. */
async function reviewMenu(
  page: Page,
  file: string,
  texts: { upload: string; next: string; heading: string },
) {
  await page.getByRole('button', { name: texts.upload }).click()
  const upload = page.getByRole('dialog', { name: texts.upload })
  await upload.getByRole('button', { name: texts.next }).click()
  await upload.locator('input[type=file]').first().setInputFiles(join(fixtures, file))
  await expect(upload.getByRole('heading', { name: texts.heading })).toBeVisible({ timeout: 90_000 })
  return upload
}

/**
 * Keeps the reviewed menu as a new catalogue. Dishes read without a price (the reader's doubt, not this
 * journey's subject) bring the "¿Guardar el menú así?" warning first, whose "Guardar así" keeps them.
 */
async function keepMenu(page: Page, upload: Locator) {
  await upload.getByRole('button', { name: 'Crear catálogo' }).click()
  const warning = page.getByRole('dialog', { name: '¿Guardar el menú así?' })
  const categories = page.getByRole('heading', { level: 1, name: 'Categorías' })
  await expect(warning.or(categories)).toBeVisible({ timeout: 15_000 })
  if (await warning.isVisible()) await warning.getByRole('button', { name: 'Guardar así' }).click()
  await expect(page).toHaveURL(/\/dashboard\/categorias/, { timeout: 15_000 })
}

/** The row of one price in the item dialog (a group named "Precio n"). */
const priceRow = (dialog: Locator, name: string) => dialog.getByRole('group', { name, exact: true })

test('an owner keeps a menu image with sizes, and the products arrive with their variants', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(180_000)
  const account = newAccount('sizes')
  await registerConfirmedOwner(page.request, account)
  expect((await page.request.post('/api/catalogues', { data: { template: 'moderno' } })).status()).toBe(201)

  await visit('/dashboard/catalogos')
  const upload = await reviewMenu(page, 'sized-003-digital.png', {
    upload: 'Subir menú',
    next: 'Siguiente',
    heading: 'Vista previa de tu menú',
  })
  await expect(upload.getByText('El Molino Viejo')).toBeVisible()
  await expectAccessible()
  await shoot(page, 'review-desktop-es')

  // A dish read with one price gets its sizes in the dialog.
  await upload.getByRole('button', { name: 'Editar menú' }).click()
  await upload.getByRole('button', { name: /^Cerveza IPA/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar plato' })
  await expect(dialog.getByRole('textbox', { name: 'Precio' })).toHaveValue('$6.000')
  await dialog.getByRole('button', { name: 'Añadir otro precio' }).click()
  const second = priceRow(dialog, 'Precio 2')
  await expect(second.getByRole('textbox', { name: /Tamaño o formato/ })).toBeFocused()
  await page.keyboard.type('Pinta')
  await second.getByRole('textbox', { name: 'Precio' }).fill('$11.000')
  // Saving without naming the first price is refused at its field.
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  const firstLabel = priceRow(dialog, 'Precio 1').getByRole('textbox', { name: /Tamaño o formato/ })
  await expect(firstLabel).toBeFocused()
  await expect(priceRow(dialog, 'Precio 1')).toContainText('Ponle un nombre a este precio')
  await expectAccessible()
  await firstLabel.fill('Tercio')
  await shoot(page, 'dialog-desktop-es')
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  const beer = upload.getByRole('button', { name: /^Cerveza IPA/ })
  await expect(beer).toContainText(/Tercio \$\s?6\.000 · , Pinta \$\s?11\.000/)
  await expectAccessible()
  await page.setViewportSize({ width: 360, height: 780 })
  await beer.scrollIntoViewIfNeeded()
  await shoot(page, 'review-phone-es')
  await page.setViewportSize({ width: 1280, height: 800 })

  await keepMenu(page, upload)

  const catalogues = (await (await page.request.get('/api/catalogues')).json()) as {
    id: string
    nombre: string
  }[]
  const kept = catalogues.find((catalogue) => catalogue.nombre === 'El Molino Viejo')!
  const products = (await (
    await page.request.get(`/api/catalogues/${kept.id}/products`)
  ).json()) as ApiProduct[]
  const ipa = products.find((product) => product.name === 'Cerveza IPA')!
  expect(ipa.price).toBe('6000')
  expect(ipa.variants.map(({ label, price }) => ({ label, price }))).toEqual([
    { label: 'Tercio', price: '6000' },
    { label: 'Pinta', price: '11000' },
  ])
  // A dish kept with one price is one unlabelled variant.
  const single = products.find((product) => product.variants.length === 1)!
  expect(single.variants[0]!.label).toBe('')
})

test('the review and its dialog in English, on a phone', async ({ page, visit, expectAccessible }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 360, height: 780 })
  const account = newAccount('sizes-en')
  await registerConfirmedOwner(page.request, account)
  await speakLanguage(page, 'en')
  expect((await page.request.post('/api/catalogues', { data: { template: 'moderno' } })).status()).toBe(201)

  await visit('/dashboard/catalogos')
  const upload = await reviewMenu(page, 'sized-003-digital.png', {
    upload: 'Upload menu',
    next: 'Next',
    heading: 'Your menu preview',
  })
  await upload.getByRole('button', { name: 'Edit menu' }).click()
  await upload.getByRole('button', { name: /^Cerveza IPA/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit item' })
  await dialog.getByRole('button', { name: 'Add another price' }).click()
  await priceRow(dialog, 'Price 2')
    .getByRole('textbox', { name: /Size or serving/ })
    .fill('Pint')
  await priceRow(dialog, 'Price 2').getByRole('textbox', { name: 'Price' }).fill('$11.000')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(priceRow(dialog, 'Price 1')).toContainText('Give this price a name')
  await expectAccessible()
  await shoot(page, 'dialog-phone-en')
  await priceRow(dialog, 'Price 1')
    .getByRole('textbox', { name: /Size or serving/ })
    .fill('Half pint')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  const beer = upload.getByRole('button', { name: /^Cerveza IPA/ })
  await expect(beer).toContainText(/Half pint .*6[.,]000 · , Pint .*11[.,]000/)
  await beer.scrollIntoViewIfNeeded()
  await expectAccessible()
  await shoot(page, 'review-phone-en')
  await page.setViewportSize({ width: 1280, height: 800 })
  await beer.click()
  await shoot(page, 'dialog-desktop-en')
})

test('a promotion reaches one size of a pizza, chosen in the wizard by keyboard', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(120_000)
  await registerConfirmedOwner(page.request, newAccount('sizes-promo'))
  const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  const catalogueId: string = (await created.json()).id
  const category = await page.request.post(`/api/catalogues/${catalogueId}/categories`, {
    data: { name: 'Pizzas' },
  })
  const pizza = await page.request.post(`/api/catalogues/${catalogueId}/products`, {
    data: {
      categoryId: (await category.json()).id,
      name: 'Margarita',
      variants: [
        { label: 'Pequeña', price: '20000' },
        { label: 'Mediana', price: '32000' },
        { label: 'Familiar', price: '45000' },
      ],
    },
  })
  expect(pizza.status(), await pizza.text()).toBe(201)
  const familiar = ((await pizza.json()) as { variants: { id: string; label: string }[] }).variants[2]!

  await visit('/dashboard/promociones')
  // The catalogue's first promotion: the empty list offers to create one.
  await page.getByRole('button', { name: 'Crear promoción' }).click()
  const wizard = page.getByRole('dialog', { name: 'Nueva promoción' })
  await wizard.getByRole('textbox', { name: 'Nombre' }).fill('Familiar del martes')
  await wizard.getByRole('button', { name: 'Siguiente' }).click()
  await wizard.getByRole('radio', { name: /Descuento/ }).check()
  await wizard.getByRole('textbox', { name: 'Porcentaje de descuento' }).fill('15')
  await wizard.getByRole('button', { name: 'Siguiente' }).click()
  const products = wizard.getByRole('group', { name: /Productos/ })
  await products.getByRole('checkbox', { name: /Margarita/ }).focus()
  await page.keyboard.press('Tab')
  const sizes = products.getByRole('button', { name: 'Tamaños de Margarita' })
  await expect(sizes).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(sizes).toHaveAttribute('aria-expanded', 'true')
  const sizeList = products.getByRole('list', { name: 'Tamaños de Margarita' })
  await sizeList.getByRole('checkbox', { name: /Familiar/ }).focus()
  await page.keyboard.press('Space')
  await expect(products.getByRole('button', { name: 'Quitar Margarita · Familiar' })).toBeVisible()
  await expectAccessible()
  await shoot(page, 'promotion-sizes-desktop-es')
  await wizard.getByRole('button', { name: 'Guardar' }).click()
  await expect(wizard).toBeHidden()

  const listed = await page.request.get(`/api/promotions?catalogueId=${catalogueId}`)
  const saved = (
    (await listed.json()) as { promotions: { nombre: string; afecta: string; variantes: string[] }[] }
  ).promotions
  const promotion = saved.find((item) => item.nombre === 'Familiar del martes')!
  expect(promotion).toMatchObject({ variantes: [familiar.id], productosEspecificos: [] })
  // The list's "afecta" is the server's words for what it reaches.
  const row = page.getByRole('row').filter({ hasText: 'Familiar del martes' })
  await expect(row).toContainText(promotion.afecta)
  expect(promotion.afecta).toContain('Familiar')
})

test('the review shows the sizes read from the image, corrected and kept', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(180_000)
  await registerConfirmedOwner(page.request, newAccount('sizes-read'))
  expect((await page.request.post('/api/catalogues', { data: { template: 'moderno' } })).status()).toBe(201)
  await visit('/dashboard/catalogos')
  const upload = await reviewMenu(page, 'sized-003-digital.png', {
    upload: 'Subir menú',
    next: 'Siguiente',
    heading: 'Vista previa de tu menú',
  })
  // "Media / Entera" and "Vaso / Jarra" columns, read into each dish's sizes.
  const penne = upload.getByRole('button', { name: /^Penne arrabbiata/ })
  await expect(penne).toContainText(/Media \$\s?28\.000 · , Entera \$\s?43\.000/)
  await expect(upload.getByRole('button', { name: /^Coca-Cola Zero/ })).toContainText(
    /Vaso \$\s?6\.000 · , Jarra \$\s?9\.000/,
  )
  await expectAccessible()
  await penne.scrollIntoViewIfNeeded()
  await shoot(page, 'review-read-desktop-es')

  await upload.getByRole('button', { name: 'Editar menú' }).click()
  await penne.click()
  const dialog = page.getByRole('dialog', { name: 'Editar plato' })
  await expect(priceRow(dialog, 'Precio 1').getByRole('textbox', { name: /Tamaño o formato/ })).toHaveValue(
    'Media',
  )
  await priceRow(dialog, 'Precio 2').getByRole('textbox', { name: 'Precio' }).fill('$44.000')
  await expectAccessible()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
  await expect(penne).toContainText(/Entera \$\s?44\.000/)
  await keepMenu(page, upload)

  const catalogues = (await (await page.request.get('/api/catalogues')).json()) as {
    id: string
    nombre: string
  }[]
  const kept = catalogues.find((catalogue) => catalogue.nombre === 'El Molino Viejo')!
  const products = (await (
    await page.request.get(`/api/catalogues/${kept.id}/products`)
  ).json()) as ApiProduct[]
  const corrected = products.find((product) => product.name === 'Penne arrabbiata')!
  expect(corrected.price).toBe('28000')
  expect(corrected.variants.map(({ label, price }) => ({ label, price }))).toEqual([
    { label: 'Media', price: '28000' },
    { label: 'Entera', price: '44000' },
  ])
  const drink = products.find((product) => product.name === 'Coca-Cola Zero')!
  expect(drink.variants.map(({ label, price }) => ({ label, price }))).toEqual([
    { label: 'Vaso', price: '6000' },
    { label: 'Jarra', price: '9000' },
  ])
  // The size table on paper is the category's shared sizes, which the public menu prints as a table.
  const categories = (await (await page.request.get(`/api/catalogues/${kept.id}/categories`)).json()) as {
    id: string
    variantLabels: string[]
  }[]
  expect(categories.find((category) => category.id === corrected.categoryId)?.variantLabels).toEqual([
    'Media',
    'Entera',
  ])
})
