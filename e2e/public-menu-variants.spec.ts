import type { Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// A diner reads sizes and extras (decision 044): wine by the glass and the bottle as a compact list, pizzas
// in a size table with the sizes once as headers, extras with how many to choose, a promotion on one size
// only; on a 360-pixel phone and a desktop, in Spanish and English, each page checked with axe.

/** A new owner's menu with sizes, a size table, extras and a promotion on one size; answers the slug. */
async function publishMenuWithSizes(page: Page): Promise<string> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('sizes'))).business
  const call = async (method: 'post' | 'patch', url: string, data: object) => {
    const response = await page.request[method](url, { data })
    expect(response.ok(), await response.text()).toBe(true)
    return response.json()
  }
  const catalogue = await call('post', '/api/catalogues', { template: 'clasico' })
  const [pizzas, bebidas] = (await (
    await page.request.get(`/api/catalogues/${catalogue.id}/categories`)
  ).json()) as { id: string }[]
  await call('patch', `/api/categories/${pizzas!.id}`, {
    name: 'Pizzas',
    variantLabels: ['Pequeña', 'Mediana', 'Familiar'],
  })
  await call('patch', `/api/categories/${bebidas!.id}`, { name: 'Vinos' })
  const product = (categoryId: string, values: object) =>
    call('post', `/api/catalogues/${catalogue.id}/products`, { categoryId, ...values })
  await product(pizzas!.id, {
    name: 'Pizza Margarita',
    description: 'Tomate, mozzarella y albahaca',
    variants: [
      { label: 'Pequeña', price: '20000' },
      { label: 'Mediana', price: '28000' },
      { label: 'Familiar', price: '36000' },
    ],
    optionGroups: [
      {
        name: 'Ingredientes extra',
        min: 0,
        max: 3,
        options: [
          { label: 'bacon', priceDelta: '4000' },
          { label: 'queso', priceDelta: '3000' },
          { label: 'albahaca', priceDelta: '0' },
        ],
      },
    ],
  })
  await product(pizzas!.id, {
    name: 'Pizza <b>Hawaiana</b>',
    tags: ['Picante'],
    variants: [
      { label: 'Mediana', price: '30000' },
      { label: 'Familiar', price: '38000' },
    ],
  })
  const vino = await product(bebidas!.id, {
    name: 'Vino tinto de la casa',
    variants: [
      { label: 'Copa', price: '12000' },
      { label: 'Botella', price: '60000' },
    ],
  })
  const botella = (vino.variants as { id: string; label: string }[]).find((v) => v.label === 'Botella')!
  await call('post', '/api/promotions', {
    catalogueId: catalogue.id,
    nombre: 'Botellas',
    tipo: 'descuento',
    porcentaje: 20,
    variantes: [botella.id],
  })
  return slug
}

const VIEWPORTS = { phone: { width: 360, height: 780 }, desktop: { width: 1280, height: 800 } }

test('a diner reads sizes as a list and a table, extras and a one-size promotion, in Spanish and English', async ({
  page,
  visit,
}) => {
  const slug = await publishMenuWithSizes(page)
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    // Spanish by name: the English visit of the device before is remembered for the diner.
    await visit(`/m/${slug}?lang=es`)

    // The size table: sizes once as column headers, each product's name as its row's header.
    const table = page.getByRole('table', { name: 'Pizzas' })
    const headers = table.getByRole('columnheader')
    await expect(headers).toHaveText(['Producto', 'Pequeña', 'Mediana', 'Familiar'])
    const margarita = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Pizza Margarita' }) })
    await expect(margarita.getByRole('cell')).toHaveText(['$ 20.000', '$ 28.000', '$ 36.000'])
    // Owner text stays text; a size the product lacks is said, not left blank.
    const hawaiana = table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Pizza <b>Hawaiana</b>' }) })
    await expect(hawaiana.getByRole('cell').first()).toHaveText('—No disponible')
    // Extras under the description; the dots between them are drawn, not read.
    await expect(table).toContainText('Ingredientes extra (elige hasta 3):')
    await expect(table.locator('.og').getByRole('listitem')).toHaveText([
      'bacon +$ 4.000',
      'queso +$ 3.000',
      'albahaca',
    ])

    // The compact list: each size a list item, the promotion only on the bottle.
    const vino = page.getByRole('article').filter({ hasText: 'Vino tinto de la casa' })
    const sizes = vino.getByRole('listitem')
    await expect(sizes.nth(0)).toHaveText('Copa: $ 12.000')
    await expect(sizes.nth(1).locator('.sr').last()).toHaveText('Antes $ 60.000, ahora $ 48.000')
    await expect(sizes.nth(1).locator('s')).toHaveText('$ 60.000')
    await expect(vino.locator('s')).toHaveCount(1)

    // Nothing wider than the screen: the table keeps inside the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    const tableBox = (await table.boundingBox())!
    expect(tableBox.x + tableBox.width).toBeLessThanOrEqual(viewport.width)
    await page.screenshot({ path: test.info().outputPath(`sizes-${device}-es.png`), fullPage: true })

    // The tag filter hides a table's rows product by product, and a category left empty.
    await page
      .getByRole('group', { name: 'Filtrar por etiqueta' })
      .getByRole('button', { name: 'Picante' })
      .click()
    await expect(table.getByRole('rowheader', { name: 'Pizza Margarita' })).toBeHidden()
    await expect(table.getByRole('rowheader', { name: 'Pizza <b>Hawaiana</b>' })).toBeVisible()
    await expect(vino).toBeHidden()

    await visit(`/m/${slug}?lang=en`)
    const english = page.getByRole('table', { name: 'Pizzas' })
    await expect(english.getByRole('columnheader').first()).toHaveText('Dish')
    await expect(english).toContainText('Ingredientes extra (choose up to 3):')
    await expect(english.locator('.og').getByRole('listitem').first()).toHaveText('bacon +$4,000')
    await expect(english.getByRole('cell').filter({ hasText: 'Not available' })).toHaveCount(1)
    await page.screenshot({ path: test.info().outputPath(`sizes-${device}-en.png`), fullPage: true })
  }
})

test('the design editor previews sizes as the public menu shows them', async ({ page, visit }) => {
  await publishMenuWithSizes(page)
  await page.setViewportSize({ width: 1280, height: 900 })
  await visit('/dashboard/diseno')
  const preview = page.getByRole('region', { name: 'Vista previa del catálogo' })
  const table = preview.getByRole('table', { name: 'Pizzas' })
  await expect(table.getByRole('columnheader')).toHaveText(['Producto', 'Pequeña', 'Mediana', 'Familiar'])
  const hawaiana = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Pizza <b>Hawaiana</b>' }) })
  await expect(hawaiana.getByRole('cell')).toHaveText(['—No disponible', '$ 30.000', '$ 38.000'])
  await expect(preview).toContainText('Ingredientes extra (elige hasta 3):')
  await expect(preview.getByRole('listitem').filter({ hasText: 'Botella' })).toHaveText('Botella: $ 60.000')
  await preview.screenshot({ path: test.info().outputPath('sizes-preview-es.png') })
})
