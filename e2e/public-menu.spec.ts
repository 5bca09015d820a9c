import type { Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// The public page on a phone shows the menu with its design, filters by tag, switches
// its own words between Spanish and English, and still shows the whole menu with JavaScript off.

test.use({ viewport: { width: 390, height: 844 } })

/** A new owner whose active catalogue has a design and four products; answers the business's slug. */
async function publishMenu(page: Page): Promise<string> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('menu'))).business
  const call = async (method: 'post' | 'put', url: string, data: object) => {
    const response = await page.request[method](url, { data })
    expect(response.ok(), await response.text()).toBe(true)
    return response.json()
  }
  const catalogue = await call('post', '/api/catalogues', { template: 'clasico' })
  const [entradas, fuertes] = (await (
    await page.request.get(`/api/catalogues/${catalogue.id}/categories`)
  ).json()) as {
    id: string
  }[]
  const product = (categoryId: string, values: object) =>
    call('post', `/api/catalogues/${catalogue.id}/products`, { categoryId, ...values })
  await product(entradas!.id, { name: 'Arepa vegana', price: '8000', tags: ['Vegano'] })
  await product(entradas!.id, { name: '<script>alert(1)</script>', price: '1000' })
  await product(fuertes!.id, { name: 'Chicharrón', price: '25000', specialPrice: '21000', tags: ['Picante'] })
  await product(fuertes!.id, { name: 'Sancocho', price: '22000', available: false })
  await call('put', `/api/catalogues/${catalogue.id}/design`, {
    businessName: 'La Fonda',
    slogan: 'Sabor de casa',
    font: 'Lato',
    titleColour: '#7c2d12',
  })
  return slug
}

test('a diner reads the menu on a phone, filters it by tag and switches it to English', async ({
  page,
  visit,
}) => {
  const slug = await publishMenu(page)
  await visit(`/m/${slug}`)

  await expect(page.getByRole('heading', { level: 1, name: 'La Fonda' })).toBeVisible()
  await expect(page.getByText('Sabor de casa')).toBeVisible()
  // Owner text is text: the product named <script> shows its name and runs nothing.
  await expect(page.getByRole('heading', { name: '<script>alert(1)</script>' })).toBeVisible()
  const chicharron = page.getByRole('article').filter({ hasText: 'Chicharrón' })
  await expect(chicharron).toContainText('$ 21.000')
  await expect(chicharron.locator('s')).toHaveText('Precio normal $ 25.000')
  await expect(page.getByRole('article').filter({ hasText: 'Sancocho' })).toContainText('No disponible')

  // The design: its font served by us, its title colour.
  const heading = page.getByRole('heading', { level: 1 })
  expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"?Lato"?,/)
  await expect(heading).toHaveCSS('color', 'rgb(124, 45, 18)')
  expect(await page.evaluate(() => document.fonts.check('16px Lato'))).toBe(true)

  // The category bar jumps to a section.
  await page.getByRole('navigation', { name: 'Categorías' }).getByRole('link', { name: 'Fuertes' }).click()
  await expect(page).toHaveURL(/#c1$/)

  // The tag filter keeps only the products with the tag, and "Todo" brings the rest back.
  const filter = page.getByRole('group', { name: 'Filtrar por etiqueta' })
  await filter.getByRole('button', { name: 'Vegano' }).click()
  await expect(filter.getByRole('button', { name: 'Vegano' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('heading', { name: 'Arepa vegana' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Chicharrón' })).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Fuertes' })).toBeHidden()
  await filter.getByRole('button', { name: 'Todo' }).click()
  await expect(page.getByRole('heading', { name: 'Chicharrón' })).toBeVisible()

  // The language toggle switches the page's own words, not the owner's.
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('article').filter({ hasText: 'Sancocho' })).toContainText('Not available')
  await expect(
    page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Vegan' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Arepa vegana' })).toBeVisible()

  // The choice is kept: the next visit, from the QR code's address, opens in English on this Spanish browser.
  await visit(`/m/${slug}?src=qr`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('article').filter({ hasText: 'Sancocho' })).toContainText('Not available')
})

test('the menu shows in full with JavaScript off; only the filter is gone', async ({ page, browser }) => {
  const slug = await publishMenu(page)
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  })
  const noScript = await context.newPage()
  await noScript.goto(`${test.info().project.use.baseURL}/m/${slug}`)
  await expect(noScript.getByRole('heading', { name: 'Chicharrón' })).toBeVisible()
  await expect(noScript.getByRole('heading', { name: 'Arepa vegana' })).toBeVisible()
  await expect(noScript.getByRole('group', { name: 'Filtrar por etiqueta' })).toBeHidden()
  await noScript.getByRole('link', { name: 'English' }).click()
  await expect(noScript.getByRole('article').filter({ hasText: 'Sancocho' })).toContainText('Not available')
  await context.close()
})

test('an unknown menu gets a friendly page in the visitor language', async ({ request }) => {
  const response = await request.get('/m/no-existe-este-menu', { headers: { 'accept-language': 'en-US' } })
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8')
  expect(await response.text()).toContain('<h1>Menu not found</h1>')
})
