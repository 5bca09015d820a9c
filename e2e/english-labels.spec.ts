import type { Locator, Page } from '@playwright/test'
import { expect, speakLanguage, test } from './fixtures.ts'
import { newOwnerCatalogue } from './support/allergens-menu.ts'

// Sizes and extras in English (decision 061): an owner gives a wine two sizes and a group of extras, writing
// English beside some of them in the product dialog and leaving others empty; the English menu shows the
// English ones and the Spanish, marked as Spanish, where none was written; the Spanish menu stays Spanish.
// Before, a category's shared sizes get their English in its dialog, kept when it reopens.
// On a desktop with the dashboard in Spanish and on a phone with it in English, each page checked with axe.

const PHONE = { width: 360, height: 800 }
const DESKTOP = { width: 1280, height: 800 }

/** The dashboard's words the journey reads, in the owner's language. */
const WORDS = {
  es: {
    newIn: 'Nuevo producto en Bebidas',
    name: 'Nombre',
    nameEn: 'Nombre en inglés',
    addSize: 'Añadir tamaño o medida',
    row: (position: number) => `Precio ${position} de 2`,
    size: 'Tamaño o medida',
    sizeEn: 'Tamaño o medida en inglés',
    price: 'Precio',
    toggle: /^Traducción al inglés/,
    next: 'Siguiente',
    addGroup: 'Añadir grupo de extras',
    group: 'Grupo de extras 1',
    groupName: 'Nombre del grupo',
    groupNameEn: 'Nombre del grupo en inglés',
    option: 'Extra',
    optionEn: 'Extra en inglés',
    priceDelta: 'Precio extra',
    addOption: 'Añadir extra',
    save: 'Guardar',
    page2: /Página 2 de 2/,
    editMains: 'Editar Fuertes',
    addShared: 'Añadir tamaño',
    shared: (position: number) => `Tamaño ${position}`,
    sharedEn: (position: number) => `Tamaño ${position} en inglés`,
  },
  en: {
    newIn: 'New product in Bebidas',
    name: 'Name',
    nameEn: 'Name in English',
    addSize: 'Add a size or measure',
    row: (position: number) => `Price ${position} of 2`,
    size: 'Size or measure',
    sizeEn: 'Size or measure in English',
    price: 'Price',
    toggle: /^English translation/,
    next: 'Next',
    addGroup: 'Add a group of extras',
    group: 'Group of extras 1',
    groupName: 'Group name',
    groupNameEn: 'Group name in English',
    option: 'Extra',
    optionEn: 'Extra in English',
    priceDelta: 'Extra price',
    addOption: 'Add an extra',
    save: 'Save',
    page2: /Page 2 of 2/,
    editMains: 'Edit Fuertes',
    addShared: 'Add a size',
    shared: (position: number) => `Size ${position}`,
    sharedEn: (position: number) => `Size ${position} in English`,
  },
}

type Words = (typeof WORDS)['es']

const textbox = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true })

/** The wine made in the product dialog: Copa in English, Botella left Spanish; Chorizo in English, Queso not. */
async function addWine(page: Page, words: Words, shot: (name: string) => string, check: () => Promise<void>) {
  await page.getByRole('button', { name: words.newIn }).click()
  const dialog = page.getByRole('dialog')
  await textbox(dialog, words.name).fill('Vino tinto')
  await dialog.getByRole('button', { name: words.addSize }).click()
  const first = dialog.getByRole('group', { name: words.row(1) })
  const second = dialog.getByRole('group', { name: words.row(2) })
  await textbox(first, words.size).fill('Copa')
  await textbox(first, words.price).fill('4.500')
  await textbox(second, words.size).fill('Botella')
  await textbox(second, words.price).fill('18.000')
  await dialog.getByRole('button', { name: words.toggle }).click()
  await textbox(dialog, words.nameEn).fill('Red wine')
  await textbox(first, words.sizeEn).fill('Glass')
  await expect(textbox(second, words.sizeEn)).toHaveValue('')
  await textbox(first, words.sizeEn).scrollIntoViewIfNeeded()
  await check()
  await dialog.screenshot({ path: shot('dialog-sizes') })
  await dialog.getByRole('button', { name: words.next }).click()

  await dialog.getByRole('button', { name: words.addGroup }).click()
  const extras = dialog.getByRole('group', { name: words.group })
  await textbox(extras, words.groupName).fill('Adiciones')
  await textbox(extras, words.option).fill('Chorizo')
  await textbox(extras, words.priceDelta).fill('2.000')
  await extras.getByRole('button', { name: words.addOption }).click()
  await extras.getByRole('textbox', { name: words.option, exact: true }).nth(1).fill('Queso')
  const toggle = dialog.getByRole('button', { name: words.toggle })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await textbox(extras, words.groupNameEn).fill('Add-ons')
  await extras.getByRole('textbox', { name: words.optionEn, exact: true }).first().fill('Sausage')
  await extras.scrollIntoViewIfNeeded()
  await dialog.screenshot({ path: shot('dialog-extras') })
  // axe takes a label scrolled out of the dialog's box for a hidden one (the image's legend): back to the top.
  await dialog.getByRole('heading', { name: words.page2 }).scrollIntoViewIfNeeded()
  await check()
  await dialog.getByRole('button', { name: words.save }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
}

/** Fuertes shares two sizes, the first with its English: kept, and shown again when the dialog reopens. */
async function shareMainsSizes(
  page: Page,
  words: Words,
  shot: (name: string) => string,
  check: () => Promise<void>,
) {
  await page.getByRole('button', { name: words.editMains }).click()
  const dialog = page.getByRole('dialog')
  for (const [index, size] of ['Pequeña', 'Familiar'].entries()) {
    await dialog.getByRole('button', { name: words.addShared }).click()
    await textbox(dialog, words.shared(index + 1)).fill(size)
  }
  // Open already: the template named Fuertes in English ("Mains").
  await expect(dialog.getByRole('button', { name: words.toggle })).toHaveAttribute('aria-expanded', 'true')
  await textbox(dialog, words.sharedEn(1)).fill('Small')
  await textbox(dialog, words.sharedEn(2)).scrollIntoViewIfNeeded()
  await dialog.screenshot({ path: shot('category-sizes') })
  // axe takes the image's legend, once scrolled out of the dialog's box, for a hidden label of its file input
  // (as e2e/allergens-editor.spec.ts notes): checked with it in view.
  await dialog.getByRole('group', { name: /^(Imagen|Image)$/ }).scrollIntoViewIfNeeded()
  await check()
  await dialog.getByRole('button', { name: words.save }).click()
  await expect(dialog).toBeHidden({ timeout: 15_000 })
  await page.getByRole('button', { name: words.editMains }).click()
  await expect(textbox(dialog, words.sharedEn(1))).toHaveValue('Small')
  await expect(textbox(dialog, words.sharedEn(2))).toHaveValue('')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
}

for (const [device, viewport, language] of [
  ['desktop', DESKTOP, 'es'],
  ['phone', PHONE, 'en'],
] as const) {
  test(`an owner writes English sizes and extras, and the English menu shows them, the rest in Spanish (${device}, dashboard in ${language})`, async ({
    page,
    visit,
    expectAccessible,
  }) => {
    test.setTimeout(150_000)
    page.setDefaultTimeout(10_000)
    await page.setViewportSize(viewport)
    const owner = await newOwnerCatalogue(page, 'english-labels')
    await speakLanguage(page, language)
    const shot = (name: string) => test.info().outputPath(`${name}-${device}-${language}.png`)

    await visit(`/dashboard/categorias?catalogo=${owner.catalogueId}`)
    await shareMainsSizes(page, WORDS[language], shot, expectAccessible)

    await visit(`/dashboard/productos?catalogo=${owner.catalogueId}`)
    await addWine(page, WORDS[language], shot, expectAccessible)

    // The English menu: the English given, the Spanish (read as Spanish) where none was.
    await visit(`/m/${owner.slug}?lang=en`)
    const wine = page.getByRole('article').filter({ hasText: 'Red wine' })
    const sizes = wine.locator('.vs').getByRole('listitem')
    await expect(sizes).toHaveText(['Glass: $4,500', 'Botella: $18,000'])
    await expect(sizes.nth(1).locator('span[lang="es"]')).toHaveText('Botella')
    // The template's category is named in English too.
    await expect(page.getByRole('heading', { level: 2, name: 'Drinks' })).toBeVisible()
    const extras = wine.locator('.og')
    await expect(extras).toContainText('Add-ons (choose up to 1):')
    await expect(extras.getByRole('listitem')).toHaveText(['Sausage +$2,000', 'Queso'])
    await expect(extras.getByRole('listitem').nth(1).locator('span[lang="es"]')).toHaveText('Queso')
    await wine.scrollIntoViewIfNeeded()
    await page.screenshot({ path: shot('menu-en') })

    // The Spanish menu keeps the Spanish.
    await visit(`/m/${owner.slug}?lang=es`)
    const vino = page.getByRole('article').filter({ hasText: 'Vino tinto' })
    await expect(vino.locator('.vs').getByRole('listitem')).toHaveText(['Copa: $ 4.500', 'Botella: $ 18.000'])
    await expect(vino.locator('.og')).toContainText('Adiciones (elige hasta 1):')
    await expect(vino.locator('.og').getByRole('listitem')).toHaveText(['Chorizo +$ 2.000', 'Queso'])
    await expect(page.getByRole('heading', { level: 2, name: 'Bebidas' })).toBeVisible()
    await expect(page.getByText('Glass')).toHaveCount(0)
    await vino.scrollIntoViewIfNeeded()
    await page.screenshot({ path: shot('menu-es') })
  })
}
