import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, newAccount, registerConfirmedOwner, test } from './fixtures.ts'

// An owner's first catalogue: new account → template → categories → products with prices, tags and an image →
// reorder, sort, search, filter → design colours and font → a second catalogue activated → reload, and
// everything is as it was left.

async function registerNewOwner(page: Page) {
  const account = newAccount('catalogues')
  // page.request shares the page's cookies: the new account's session lands in the page.
  await registerConfirmedOwner(page.request, account)
}

async function photo() {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#d97706' } })
    .jpeg()
    .toBuffer()
}

/** The id the address names (`?catalogo=`), for coming back to the same catalogue after the reload. */
function editedCatalogueId(page: Page): string {
  const id = new URL(page.url()).searchParams.get('catalogo')
  expect(id).toBeTruthy()
  return id as string
}

async function renameCategory(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Editar ${from}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Editar categoría' })
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(to)
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden()
}

type NewProduct = { name: string; price: string; specialPrice?: string; tag: string; days?: string }

async function addProduct(page: Page, category: string, product: NewProduct, image?: Buffer) {
  await page.getByRole('button', { name: `Nuevo producto en ${category}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Nuevo producto' })
  await dialog.getByRole('textbox', { name: 'Nombre', exact: true }).fill(product.name)
  await dialog.getByRole('textbox', { name: 'Precio', exact: true }).fill(product.price)
  if (product.specialPrice)
    await dialog.getByRole('textbox', { name: 'Precio especial' }).fill(product.specialPrice)
  await dialog.getByRole('button', { name: 'Siguiente' }).click()
  await expect(dialog.getByText('Página 2 de 2')).toBeVisible()
  await dialog.getByRole('checkbox', { name: product.tag }).check()
  if (product.days) await dialog.getByRole('textbox', { name: 'Días disponibles' }).fill(product.days)
  if (image) {
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'plato.jpg',
      mimeType: 'image/jpeg',
      buffer: image,
    })
    await expect(dialog.getByText('plato.jpg: sin guardar')).toBeVisible()
  }
  await dialog.getByRole('button', { name: 'Guardar' }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
}

const productCards = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 })

test('an owner builds a catalogue, designs it, activates a second one, and finds it all after a reload', async ({
  page,
  visit,
  expectAccessible,
}) => {
  test.setTimeout(120_000)
  page.setDefaultTimeout(10_000)
  await registerNewOwner(page)

  // Welcome → template chooser → the new catalogue's categories.
  await visit('/dashboard')
  await expect(page.getByRole('heading', { name: 'Aún no tienes catálogos' })).toBeVisible()
  await page.getByRole('link', { name: 'Crear nuevo catálogo' }).click()
  await expect(page).toHaveURL('/dashboard/plantillas')
  await expectAccessible()
  await page.getByRole('button', { name: 'Usar Clásico' }).click()
  await expect(page).toHaveURL(/\/dashboard\/categorias\?catalogo=/)
  const firstId = editedCatalogueId(page)
  const categoryNames = page.getByRole('list', { name: 'Categorías del catálogo' }).locator('h3')
  await expect(categoryNames).toHaveText(['Entradas', 'Fuertes', 'Bebidas'])
  await expectAccessible()

  // Rename a category, add one, move it up, sort alphabetically.
  await renameCategory(page, 'Entradas', 'Para compartir')
  await page.getByRole('button', { name: 'Nueva categoría' }).first().click()
  const newCategory = page.getByRole('dialog', { name: 'Nueva categoría' })
  // It starts empty: "Nueva categoría" as its name would be the placeholder's, not the owner's.
  await expect(newCategory.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('')
  await newCategory.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Postres')
  await newCategory.getByRole('button', { name: 'Guardar' }).click()
  await expect(categoryNames).toHaveText(['Para compartir', 'Fuertes', 'Bebidas', 'Postres'])
  await page.getByRole('button', { name: 'Subir Postres' }).click()
  await expect(categoryNames).toHaveText(['Para compartir', 'Fuertes', 'Postres', 'Bebidas'])
  await page.getByLabel('Ordenar').selectOption({ label: 'Alfabético' })
  await expect(categoryNames).toHaveText(['Bebidas', 'Fuertes', 'Para compartir', 'Postres'])

  // Products with price, special price, tags and an image.
  await page.getByRole('link', { name: 'Productos', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible()
  await addProduct(
    page,
    'Para compartir',
    {
      name: 'Empanadas de pipián',
      price: '9.000',
      specialPrice: '7.500',
      tag: 'Recomendado',
      days: 'Lun - Jue',
    },
    await photo(),
  )
  await addProduct(page, 'Bebidas', { name: 'Limonada de coco', price: '6.500', tag: 'Vegano' })
  await addProduct(page, 'Fuertes', { name: 'Bandeja paisa', price: '32.000', tag: 'Picante' })
  const empanadas = page.getByRole('listitem').filter({ hasText: 'Empanadas de pipián' })
  await expect(empanadas).toContainText('$ 7.500')
  await expect(empanadas).toContainText('$ 9.000')
  await expect(empanadas.locator('img')).toHaveAttribute('src', /^\/media\/.+\.webp$/)
  await expectAccessible()

  // Search, sort and filter.
  await page.getByLabel('Buscar').fill('limon')
  await expect(productCards(page)).toHaveText(['Limonada de coco'])
  await page.getByLabel('Buscar').fill('')
  await page.getByLabel('Ordenar por').selectOption({ label: 'Precio' })
  await expect(productCards(page)).toHaveText(['Limonada de coco', 'Empanadas de pipián', 'Bandeja paisa'])
  await page.getByRole('button', { name: 'Filtrar' }).click()
  const filters = page.getByRole('dialog', { name: 'Filtros' })
  await filters.getByRole('checkbox', { name: 'Picante' }).check()
  await filters.getByRole('button', { name: 'Listo' }).click()
  await expect(productCards(page)).toHaveText(['Bandeja paisa'])
  await page.getByRole('button', { name: 'Filtrar, 1 filtro activo' }).click()
  await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: 'Limpiar filtros' }).click()
  await page.getByRole('dialog', { name: 'Filtros' }).getByRole('button', { name: 'Listo' }).click()
  await expect(productCards(page)).toHaveCount(3)

  // Design: colours and font.
  await page.getByRole('link', { name: 'Diseño', exact: true }).click()
  await page.getByRole('tab', { name: 'Estilo visual' }).click()
  // The font cards are labels around visually hidden radios: a person clicks the card.
  await page.locator('label').filter({ hasText: 'Roboto' }).click()
  await expect(page.getByRole('radio', { name: /Roboto/ })).toBeChecked()
  const titleColour = page.getByRole('textbox', { name: 'Color de títulos', exact: true })
  await titleColour.fill('#1a2b3c')
  await expect(titleColour).toHaveValue('#1a2b3c')
  await titleColour.pressSequentially('zz')
  await expect(titleColour).toHaveValue('#1a2b3c')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Cambios guardados.' })).toBeVisible()
  await expectAccessible()

  // A second catalogue, activated from Mis catálogos.
  await page.getByRole('link', { name: 'Plantillas' }).click()
  await page.getByRole('button', { name: 'Usar Moderno' }).click()
  await expect(page).toHaveURL(/\/dashboard\/categorias\?catalogo=/)
  await page.getByRole('link', { name: 'Mis catálogos' }).click()
  await page.getByRole('button', { name: 'Activar Catálogo Moderno' }).click()
  await expect(page.getByRole('status').filter({ hasText: '¡Tu catálogo está activo!' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: '¡Tu catálogo está activo!' })).toBeHidden({
    timeout: 5_000,
  })
  await expectAccessible()

  // Reload: everything is as it was left.
  await page.reload()
  const activeSection = page.getByRole('region', { name: 'Catálogo activo' })
  await expect(activeSection.getByRole('heading', { name: 'Catálogo Moderno' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Otros catálogos' })).toContainText('Catálogo Clásico')

  await visit(`/dashboard/categorias?catalogo=${firstId}`)
  await expect(categoryNames).toHaveText(['Para compartir', 'Fuertes', 'Postres', 'Bebidas'])
  await visit(`/dashboard/productos?catalogo=${firstId}`)
  await expect(productCards(page)).toHaveText(['Empanadas de pipián', 'Bandeja paisa', 'Limonada de coco'])
  await expect(empanadas).toContainText('$ 7.500')
  await expect(empanadas).toContainText('Recomendado')
  await expect(empanadas).toContainText('Lun - Jue')
  await expect(empanadas.locator('img')).toHaveAttribute('src', /^\/media\/.+\.webp$/)
  await visit(`/dashboard/diseno?catalogo=${firstId}`)
  await page.getByRole('tab', { name: 'Estilo visual' }).click()
  await expect(page.getByRole('radio', { name: /Roboto/ })).toBeChecked()
  await expect(page.getByRole('textbox', { name: 'Color de títulos', exact: true })).toHaveValue(/#1a2b3c/i)
})
