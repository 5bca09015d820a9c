import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// A diner sees the promotions that apply now (decision 033): a discount as the old price crossed out and the
// new one, a 2x1 badge, and a normal promotion as a card with its image at the top of the menu; on a phone
// and a desktop, in Spanish and English, each page checked with axe.

/** A new owner's menu with three promotions running; answers the business's slug. */
async function publishMenuWithPromotions(page: Page): Promise<string> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount('promo'))).business
  const call = async (method: 'post' | 'put', url: string, data: object) => {
    const response = await page.request[method](url, { data })
    expect(response.ok(), await response.text()).toBe(true)
    return response.json()
  }
  const catalogue = await call('post', '/api/catalogues', { template: 'clasico' })
  const [entradas, fuertes, bebidas] = (await (
    await page.request.get(`/api/catalogues/${catalogue.id}/categories`)
  ).json()) as { id: string }[]
  const product = (categoryId: string, values: object) =>
    call('post', `/api/catalogues/${catalogue.id}/products`, { categoryId, ...values })
  const empanadas = await product(entradas!.id, {
    name: 'Empanadas',
    price: '9500',
    description: 'De pipián',
  })
  await product(entradas!.id, { name: 'Patacones', price: '12000', tags: ['Sin gluten'] })
  const bandeja = await product(fuertes!.id, { name: 'Bandeja paisa', price: '32000', tags: ['Recomendado'] })
  await product(fuertes!.id, { name: 'Sancocho', price: '22000' })
  const limonada = await product(bebidas!.id, { name: 'Limonada de coco', price: '7000', tags: ['Vegano'] })
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c2410c' } })
    .jpeg()
    .toBuffer()
  const uploaded = await page.request.post(`/api/products/${bandeja.id}/image`, {
    multipart: { file: { name: 'bandeja.jpg', mimeType: 'image/jpeg', buffer: photo } },
  })
  expect(uploaded.ok(), await uploaded.text()).toBe(true)
  const image = (await uploaded.json()).image as string
  const promotion = (values: object) =>
    call('post', '/api/promotions', { catalogueId: catalogue.id, ...values })
  await promotion({
    nombre: 'Semana de las empanadas',
    tipo: 'descuento',
    porcentaje: 20,
    productosEspecificos: [empanadas.id],
  })
  await promotion({
    nombre: 'Limonadas',
    tipo: '2x1',
    productosEspecificos: [limonada.id],
    producto2x1: limonada.id,
  })
  await promotion({
    nombre: 'Almuerzo ejecutivo',
    descripcion: 'Sopa del día, bandeja y limonada, de lunes a viernes.',
    tipo: 'normal',
    imagen: image,
    precioNormal: '28000',
    productosEspecificos: [bandeja.id],
  })
  return slug
}

const VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } }

test('a diner sees a discount, a 2x1 and a promotion card, in Spanish and English', async ({
  page,
  visit,
}) => {
  const slug = await publishMenuWithPromotions(page)
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    // Spanish by name: the English visit of the device before is remembered for the diner.
    await visit(`/m/${slug}?lang=es`)
    const empanadas = page.getByRole('article').filter({ hasText: 'Empanadas' })
    await expect(empanadas.locator('s')).toHaveText('$ 9.500')
    await expect(empanadas.locator('.sr')).toHaveText('Antes $ 9.500, ahora $ 7.600')
    await expect(page.getByRole('article').filter({ hasText: 'Limonada de coco' })).toContainText('2x1')
    const card = page.getByRole('region', { name: 'Promociones' })
    await expect(card.getByRole('heading', { name: 'Almuerzo ejecutivo' })).toBeVisible()
    await expect(card).toContainText('$ 28.000')
    await expect(card.locator('img')).toBeVisible()
    // The card comes before the first category.
    const cardTop = (await card.boundingBox())!.y
    expect(cardTop).toBeLessThan((await page.getByRole('heading', { name: 'Entradas' }).boundingBox())!.y)
    // The fixed price is below the bandeja's, so its dish shows it too.
    await expect(page.getByRole('article').filter({ hasText: 'Bandeja paisa' }).locator('s')).toHaveText(
      '$ 32.000',
    )
    await page.screenshot({ path: test.info().outputPath(`promotions-${device}-es.png`), fullPage: true })

    await visit(`/m/${slug}?lang=en`)
    await expect(page.getByRole('article').filter({ hasText: 'Empanadas' }).locator('.sr')).toHaveText(
      'Was $9,500, now $7,600',
    )
    await expect(page.getByRole('region', { name: 'Promotions' })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`promotions-${device}-en.png`), fullPage: true })
  }
})
