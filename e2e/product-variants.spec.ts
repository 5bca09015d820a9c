import type { Locator, Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, speakLanguage, test } from './fixtures.ts'

// Sizes and options (decision 044), in the editor: a pizza in three sizes with extras, a wine by the
// glass and the bottle, a category's shared sizes filled in its price table; then the public menu. Screenshots
// of the dialog and the table, on a desktop and a phone, in Spanish and English, go to /tmp/shots-editor/.

const PHONE = { width: 360, height: 780 }
const DESKTOP = { width: 1280, height: 900 }
const shots = '/tmp/shots-editor'

type Api = { catalogueId: string; categories: { id: string; name: string }[]; slug: string }

/** A new owner with a catalogue from the Clásico template (Entradas, Fuertes, Bebidas). */
async function newOwnerCatalogue(page: Page): Promise<Api> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('variants'))).business
  const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(created.ok(), await created.text()).toBe(true)
  const catalogueId = ((await created.json()) as { id: string }).id
  const categories = await (await page.request.get(`/api/catalogues/${catalogueId}/categories`)).json()
  return { catalogueId, categories, slug }
}

const productsPath = (api: Api) => `/dashboard/productos?catalogo=${api.catalogueId}`

/** A size row of the product dialog, by its place ("Precio 2 de 3"). */
const sizeRow = (dialog: Locator, position: number, total: number) =>
  dialog.getByRole('group', { name: `Precio ${position} de ${total}` })

async function fillSize(dialog: Locator, position: number, total: number, label: string, price: string) {
  const row = sizeRow(dialog, position, total)
  await row.getByRole('textbox', { name: 'Tamaño o medida' }).fill(label)
  await row.getByRole('textbox', { name: 'Precio', exact: true }).fill(price)
}

test('an owner prices a pizza in three sizes with extras, a wine by glass and bottle, and a size table', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(150_000)
  page.setDefaultTimeout(10_000)
  await page.setViewportSize(DESKTOP)
  const api = await newOwnerCatalogue(page)

  // Fuertes shares three sizes: the columns of its price table.
  await visit(`/dashboard/categorias?catalogo=${api.catalogueId}`)
  await page.getByRole('button', { name: 'Editar Fuertes' }).click()
  const category = page.getByRole('dialog', { name: 'Editar categoría' })
  for (const [index, size] of ['Pequeña', 'Mediana', 'Familiar'].entries()) {
    await category.getByRole('button', { name: 'Añadir tamaño' }).click()
    await category.getByRole('textbox', { name: `Tamaño ${index + 1}`, exact: true }).fill(size)
  }
  // The template's English names open the dialog's English section, which makes it longer: axe takes the
  // image's legend, once scrolled out of the dialog's box, for a hidden label (see below), so it is in view.
  await category.getByRole('group', { name: 'Imagen' }).scrollIntoViewIfNeeded()
  await expectAccessible()
  await category.getByRole('button', { name: 'Guardar' }).click()
  await expect(category).toBeHidden()
  await expect(page.getByText('Tamaños: Pequeña · Mediana · Familiar')).toBeVisible()

  // The pizza: three sizes, typed out of order and put right by keyboard on the drag handle.
  await page.getByRole('link', { name: 'Añadir producto a Fuertes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' })
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Margarita')
  await dialog.getByRole('textbox', { name: 'Precio', exact: true }).fill('20.000')
  await dialog.getByRole('button', { name: 'Añadir tamaño o medida' }).click()
  await dialog.getByRole('button', { name: 'Añadir tamaño o medida' }).click()
  await sizeRow(dialog, 1, 3).getByRole('textbox', { name: 'Tamaño o medida' }).fill('Pequeña')
  await fillSize(dialog, 2, 3, 'Familiar', '35.000')
  await fillSize(dialog, 3, 3, 'Mediana', '28.000')
  await expectAccessible()
  const handle = dialog.getByRole('button', { name: 'Reordenar Familiar' })
  await handle.focus()
  await page.keyboard.press('Space')
  // dnd-kit's live region, in Spanish: where the picked-up size would go.
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('Familiar va a la posición 2 de 3.')).toBeAttached()
  // dnd-kit starts listening for arrows a moment after the pick-up (a timer): on a loaded machine the first
  // arrow can land before it, so the arrow is pressed again until the move is announced (3 of 3 is the end).
  const movedToEnd = page.getByText('Familiar va a la posición 3 de 3.')
  await expect(async () => {
    if ((await movedToEnd.count()) === 0) await page.keyboard.press('ArrowDown')
    await expect(movedToEnd).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await page.keyboard.press('Space')
  await expect(page.getByText('Dejaste Familiar en la posición 3 de 3.')).toBeAttached()
  await expect(sizeRow(dialog, 3, 3).getByRole('textbox', { name: 'Tamaño o medida' })).toHaveValue(
    'Familiar',
  )
  await dialog.getByRole('button', { name: 'Siguiente' }).click()

  // Its extras: choose 0 to 2.
  await dialog.getByRole('button', { name: 'Añadir grupo de extras' }).click()
  const extras = dialog.getByRole('group', { name: 'Grupo de extras 1' })
  await extras.getByRole('textbox', { name: 'Nombre del grupo' }).fill('Ingredientes extra')
  await extras.getByRole('spinbutton', { name: 'Máximo' }).fill('2')
  await extras.getByRole('textbox', { name: 'Extra', exact: true }).fill('Bacon')
  await extras.getByRole('textbox', { name: 'Precio extra' }).fill('3.000')
  await extras.getByRole('button', { name: 'Añadir extra' }).click()
  await extras.getByRole('textbox', { name: 'Extra', exact: true }).nth(1).fill('Queso')
  await extras.getByRole('textbox', { name: 'Precio extra' }).nth(1).fill('2.000')
  // axe takes a label scrolled out of the dialog's box for a hidden one (the image's legend): back to the top.
  await dialog.getByRole('heading', { name: /Página 2 de 2/ }).scrollIntoViewIfNeeded()
  await expectAccessible()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  const margarita = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Margarita' }) })
  await expect(margarita.getByRole('list', { name: 'Precios' })).toHaveText(
    'Pequeña $ 20.000 · Mediana $ 28.000 · Familiar $ 35.000',
  )
  await expect(margarita).toContainText('Extras: Ingredientes extra')

  // A second pizza with one price; the wine by the glass and the bottle, a bad price refused first.
  await page.getByRole('button', { name: 'Nuevo producto en Fuertes' }).click()
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Hawaiana')
  await dialog.getByRole('textbox', { name: 'Precio', exact: true }).fill('22.000')
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })

  await page.getByRole('button', { name: 'Nuevo producto en Bebidas' }).click()
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Vino tinto')
  await dialog.getByRole('textbox', { name: 'Precio', exact: true }).fill('4.500,123456789012')
  await dialog.getByRole('button', { name: 'Añadir tamaño o medida' }).click()
  await sizeRow(dialog, 1, 2).getByRole('textbox', { name: 'Tamaño o medida' }).fill('Copa')
  await fillSize(dialog, 2, 2, 'copa', '18.000')
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  await expect(sizeRow(dialog, 1, 2).getByText('No entendimos este precio.', { exact: false })).toBeVisible()
  await expect(sizeRow(dialog, 2, 2).getByText('Ya hay otro con este nombre.')).toBeVisible()
  await expectAccessible()
  await sizeRow(dialog, 1, 2).getByRole('textbox', { name: 'Precio', exact: true }).fill('4.500')
  await sizeRow(dialog, 2, 2).getByRole('textbox', { name: 'Tamaño o medida' }).fill('Botella')
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  const vino = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vino tinto' }) })
  await expect(vino.getByRole('list', { name: 'Precios' })).toHaveText('Copa $ 4.500 · Botella $ 18.000')

  // The size table: Hawaiana's single price is its Pequeña; Mediana and Familiar typed, Enter saves.
  await page.getByRole('button', { name: 'Precios en tabla de Fuertes' }).click()
  const grid = page.getByRole('dialog', { name: 'Precios de Fuertes' })
  await expect(grid.getByRole('textbox', { name: 'Hawaiana, Pequeña' })).toHaveValue('22000')
  await expectAccessible()
  await grid.getByRole('textbox', { name: 'Hawaiana, Mediana' }).click()
  await page.keyboard.type('30.000')
  await page.keyboard.press('ArrowRight')
  await expect(grid.getByRole('textbox', { name: 'Hawaiana, Familiar' })).toBeFocused()
  await page.keyboard.type('38.000')
  await page.keyboard.press('ArrowUp')
  await expect(grid.getByRole('textbox', { name: 'Margarita, Familiar' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(grid).toBeHidden({ timeout: 15_000 })
  await expect(page.getByText('Se guardaron los precios de 1 producto.')).toBeAttached()
  const hawaiana = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Hawaiana' }) })
  await expect(hawaiana.getByRole('list', { name: 'Precios' })).toHaveText(
    'Pequeña $ 22.000 · Mediana $ 30.000 · Familiar $ 38.000',
  )

  // What the API keeps, and what the public menu shows.
  const products = (await (await page.request.get(`/api/catalogues/${api.catalogueId}/products`)).json()) as {
    name: string
    price: string
    variants: { label: string; price: string }[]
    optionGroups: { name: string; max: number; options: { label: string; priceDelta: string }[] }[]
  }[]
  const byName = new Map(products.map((product) => [product.name, product]))
  expect(byName.get('Margarita')?.variants.map(({ label, price }) => `${label} ${price}`)).toEqual([
    'Pequeña 20000',
    'Mediana 28000',
    'Familiar 35000',
  ])
  expect(byName.get('Margarita')?.optionGroups).toMatchObject([
    {
      name: 'Ingredientes extra',
      max: 2,
      options: [{ label: 'Bacon', priceDelta: '3000' }, { label: 'Queso' }],
    },
  ])
  expect(byName.get('Hawaiana')?.price).toBe('22000')
  expect(byName.get('Vino tinto')?.variants.map(({ label }) => label)).toEqual(['Copa', 'Botella'])

  // The diner's page: Fuertes as a size table, the wine's two prices as a list.
  await visit(`/m/${api.slug}`)
  const table = page.getByRole('table').filter({ hasText: 'Margarita' })
  await expect(table.getByRole('columnheader')).toHaveText(['Producto', 'Pequeña', 'Mediana', 'Familiar'])
  await expect(table.getByRole('row').filter({ hasText: 'Hawaiana' }).getByRole('cell')).toHaveText([
    '$ 22.000',
    '$ 30.000',
    '$ 38.000',
  ])
  const wine = page.getByRole('article').filter({ hasText: 'Vino tinto' })
  await expect(wine).toContainText('Copa: $ 4.500')
  await expect(wine).toContainText('Botella: $ 18.000')
  await expectAccessible()
})

/** A pizza and a wine with sizes, made through the API, in a catalogue whose Fuertes shares three sizes. */
async function seedSizes(page: Page, api: Api) {
  const [, fuertes, bebidas] = api.categories
  const call = async (method: 'post' | 'patch', url: string, data: object) => {
    const response = await page.request[method](url, { data })
    expect(response.ok(), await response.text()).toBe(true)
  }
  await call('patch', `/api/categories/${fuertes!.id}`, { variantLabels: ['Pequeña', 'Mediana', 'Familiar'] })
  const product = (categoryId: string, values: object) =>
    call('post', `/api/catalogues/${api.catalogueId}/products`, { categoryId, ...values })
  const size = (label: string, price: string) => ({ label, price, specialPrice: null })
  await product(fuertes!.id, {
    name: 'Margarita',
    variants: [size('Pequeña', '20000'), size('Mediana', '28000'), size('Familiar', '35000')],
    optionGroups: [
      {
        name: 'Ingredientes extra',
        min: 0,
        max: 2,
        options: [
          { label: 'Bacon', priceDelta: '3000' },
          { label: 'Queso', priceDelta: '2000' },
        ],
      },
    ],
  })
  await product(fuertes!.id, { name: 'Cuatro quesos con nombre largo de la casa', price: '24000' })
  await product(bebidas!.id, {
    name: 'Vino tinto',
    variants: [size('Copa', '4500'), size('Botella', '18000')],
  })
}

test('the public menu shows what the editor made: sizes as a list, a size table, extras', async ({
  page,
  visit,
}) => {
  await page.setViewportSize(PHONE)
  const api = await newOwnerCatalogue(page)
  await seedSizes(page, api)
  await visit(`/m/${api.slug}`)
  const table = page.getByRole('table').filter({ hasText: 'Margarita' })
  await expect(table.getByRole('columnheader')).toHaveText(['Producto', 'Pequeña', 'Mediana', 'Familiar'])
  await expect(table.getByRole('row').filter({ hasText: 'Margarita' }).getByRole('cell')).toHaveText([
    '$ 20.000',
    '$ 28.000',
    '$ 35.000',
  ])
  await expect(table).toContainText('Ingredientes extra')
  const vino = page.getByRole('article').filter({ hasText: 'Vino tinto' })
  await expect(vino).toContainText('Copa: $ 4.500')
  await expect(vino).toContainText('Botella: $ 18.000')
})

const WORDS = {
  es: {
    edit: 'Editar Margarita',
    next: 'Siguiente',
    table: 'Precios en tabla de Fuertes',
    close: 'Cancelar',
  },
  en: { edit: 'Edit Margarita', next: 'Next', table: 'Prices in a table for Fuertes', close: 'Cancel' },
}

test('the product dialog and the size table read well on a phone and a desktop, in Spanish and English', async ({
  page,
  expectAccessible,
}) => {
  test.setTimeout(150_000)
  page.setDefaultTimeout(10_000)
  const api = await newOwnerCatalogue(page)
  await seedSizes(page, api)
  for (const language of ['es', 'en'] as const) {
    await speakLanguage(page, language)
    const words = WORDS[language]
    for (const [device, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      await page.setViewportSize(viewport)
      await page.goto(productsPath(api))
      await page.getByRole('button', { name: words.edit }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('group').first()).toBeVisible()
      await expectAccessible()
      // Nothing wider than the screen: the dialog's rows fit the phone.
      const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await dialog.screenshot({ path: `${shots}/dialog-prices-${device}-${language}.png` })
      await dialog.getByRole('button', { name: words.next }).click()
      await expectAccessible()
      await dialog.getByRole('group').last().scrollIntoViewIfNeeded()
      await dialog.screenshot({ path: `${shots}/dialog-extras-${device}-${language}.png` })
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()

      await page.getByRole('button', { name: words.table }).click()
      const grid = page.getByRole('dialog')
      await expect(grid.getByRole('table')).toBeVisible()
      await expectAccessible()
      await grid.screenshot({ path: `${shots}/grid-${device}-${language}.png` })
      await grid.getByRole('button', { name: words.close }).click()
      await expect(grid).toBeHidden()
      await page.screenshot({
        path: `${shots}/products-${device}-${language}.png`,
        fullPage: device === 'phone',
      })
    }
  }
})
