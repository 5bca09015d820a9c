import type { Page } from '@playwright/test'
import { expect, newAccount, registerConfirmedOwner, speakLanguage, test } from './fixtures.ts'

// An owner who reads the dashboard in English, with a menu in Spanish: the catalogue's preview speaks the
// menu's language, and none of it may show a message key instead of a message (the app downloads only the
// language it shows; the preview needs the other one too). Then every dashboard screen in English, on a phone
// and a desktop, with axe and no raw key on it.

/** Text shaped like a message key: three or more dotted words ("design.preview.menu.chooseUpTo"). */
const KEY_SHAPED = /\b[a-z][a-zA-Z]*(?:\.[a-zA-Z]+){2,}\b/g

async function keyShapedText(page: Page): Promise<string[]> {
  return (await page.locator('body').innerText()).match(KEY_SHAPED) ?? []
}

test('the Spanish preview on the English dashboard names its tags and extras, with no raw key', async ({
  page,
  visit,
}) => {
  await registerConfirmedOwner(page.request, newAccount('preview'))
  const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(catalogue.ok(), await catalogue.text()).toBe(true)
  const catalogueId: string = (await catalogue.json()).id
  const categories = await (await page.request.get(`/api/catalogues/${catalogueId}/categories`)).json()
  const product = await page.request.post(`/api/catalogues/${catalogueId}/products`, {
    data: {
      categoryId: categories[0].id,
      name: 'Arepa de choclo',
      price: '9000',
      tags: ['Sin gluten'],
      optionGroups: [
        {
          name: 'Adiciones',
          min: 0,
          max: 2,
          options: [
            { label: 'Chorizo', priceDelta: '3000' },
            { label: 'Queso', priceDelta: '2000' },
          ],
        },
      ],
    },
  })
  expect(product.ok(), await product.text()).toBe(true)
  await speakLanguage(page, 'en')

  for (const path of ['/dashboard/diseno', '/dashboard/catalogos']) {
    await visit(`${path}?catalogo=${catalogueId}`)
    const preview = page.getByText('Arepa de choclo').first()
    await expect(preview).toBeVisible()
    // The menu is Spanish: its tag and its extras' rule are in Spanish, as diners will read them.
    await expect(page.getByText('Apto sin gluten').first()).toBeVisible()
    await expect(page.getByText(/Adiciones \(elige hasta 2\)/).first()).toBeVisible()
    expect(await keyShapedText(page)).toEqual([])
  }
})

/** What the page reads as text, without e-mails and addresses, whose dots are not a key's. */
async function keyShapedTextBesidesAddresses(page: Page): Promise<string[]> {
  const text = (await page.locator('body').innerText())
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(?:https?:\/\/)?[\w-]+(?:\.[\w-]+)+(?::\d+)?\/\S*/g, ' ')
  return text.match(KEY_SHAPED) ?? []
}

/** Every screen under /dashboard, Configuración's tabs and a client's page included. */
function dashboardScreens(catalogueId: string, clientId: string): string[] {
  return [
    '/dashboard',
    '/dashboard/plantillas',
    '/dashboard/categorias',
    '/dashboard/productos',
    `/dashboard/diseno?catalogo=${catalogueId}`,
    '/dashboard/promociones',
    `/dashboard/catalogos?catalogo=${catalogueId}`,
    '/dashboard/reservas',
    '/dashboard/clientes',
    `/dashboard/clientes/${clientId}`,
    '/dashboard/soporte',
    '/dashboard/faq',
    '/dashboard/mi-perfil',
    '/dashboard/configuracion',
    '/dashboard/configuracion/negocio',
    '/dashboard/configuracion/notificaciones',
    '/dashboard/configuracion/seguridad',
    '/dashboard/configuracion/pagos',
  ]
}

for (const [device, viewport] of [
  ['phone', { width: 360, height: 800 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`every dashboard screen speaks English on a ${device}, with no raw key and nothing serious for axe`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(150_000)
    await page.setViewportSize(viewport)
    await registerConfirmedOwner(page.request, newAccount('english'))
    const catalogue = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
    expect(catalogue.ok(), await catalogue.text()).toBe(true)
    const catalogueId: string = (await catalogue.json()).id
    const categories = await (await page.request.get(`/api/catalogues/${catalogueId}/categories`)).json()
    const product = await page.request.post(`/api/catalogues/${catalogueId}/products`, {
      data: { categoryId: categories[0].id, name: 'Arepa de choclo', price: '9000', tags: ['Picante'] },
    })
    expect(product.ok(), await product.text()).toBe(true)
    const client = await page.request.post('/api/clients', {
      data: {
        nombreCompleto: 'Lucía Muñoz',
        telefono: '3001234567',
        email: `lucia-${Date.now()}@example.co`,
      },
    })
    expect(client.ok(), await client.text()).toBe(true)
    const clientId: string = (await client.json()).client.id
    await speakLanguage(page, 'en')

    for (const path of dashboardScreens(catalogueId, clientId)) {
      await visit(path)
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible()
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'en')
      expect(await keyShapedTextBesidesAddresses(page), path).toEqual([])
    }
  })
}
