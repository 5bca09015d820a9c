import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { newOwnerCatalogue } from './support/allergens-menu.ts'

// A coeliac diner on the menu (decision 053): the owner's "Sin gluten" tag and the gluten filter go by
// different words; "Ocultar platos con gluten" hides the dish with gluten, "También trazas" the one that may
// carry traces too, and the page says how many it hid; the allergen section leads to the allergen table,
// which a 360-pixel phone reads without scrolling sideways, traces said in words. Phone and desktop, Spanish
// and English, axe on every page.

const VIEWPORTS = { phone: { width: 360, height: 800 }, desktop: { width: 1280, height: 800 } }

const WORDS = {
  es: {
    allergens: 'Alérgenos',
    glutenTag: 'Apto sin gluten',
    hideGluten: 'Ocultar platos con gluten',
    tracesToo: 'También trazas',
    hiddenOne: '1 plato oculto por alérgenos',
    hiddenTwo: '2 platos ocultos por alérgenos',
    tableLink: 'Ver la tabla de alérgenos',
    tableTitle: 'Tabla de alérgenos',
    traces: 'Trazas',
    tracesLine: 'Trazas: Gluten',
  },
  en: {
    allergens: 'Allergens',
    glutenTag: 'Suitable for gluten-free diets',
    hideGluten: 'Hide dishes with gluten',
    tracesToo: 'Traces too',
    hiddenOne: '1 dish hidden due to allergens',
    hiddenTwo: '2 dishes hidden due to allergens',
    tableLink: 'See the allergen table',
    tableTitle: 'Allergen table',
    traces: 'Traces',
    tracesLine: 'Traces: Gluten',
  },
} as const

const BREAD = 'Pan de la casa'
const CROQUETTES = 'Croquetas de la abuela'
const SALAD = 'Ensalada de quinoa'

/** An owner's menu: a dish with gluten, one that may carry traces of it, one without (tagged "Sin gluten"). */
async function publishCoeliacMenu(page: Page): Promise<string> {
  const owner = await newOwnerCatalogue(page, 'coeliac')
  const categoryId = owner.categories[0]!.id
  const dishes = [
    { name: BREAD, price: '3500', allergens: ['gluten'] },
    { name: CROQUETTES, price: '9000', allergens: ['huevos', 'lacteos'], allergenTraces: ['gluten'] },
    { name: SALAD, price: '8000', tags: ['Sin gluten'] },
  ]
  for (const dish of dishes) {
    const response = await page.request.post(`/api/catalogues/${owner.catalogueId}/products`, {
      data: { categoryId, ...dish },
    })
    expect(response.ok(), await response.text()).toBe(true)
  }
  return owner.slug
}

const dish = (page: Page, name: string) => page.getByRole('heading', { level: 3, name })

test('a coeliac diner hides the dishes with gluten and its traces, counted, and reads the allergen table on a phone', async ({
  page,
  visit,
  expectAccessible,
}) => {
  // Two screens in two languages, each with the menu and the table.
  test.setTimeout(150_000)
  const slug = await publishCoeliacMenu(page)
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport)
    for (const language of ['es', 'en'] as const) {
      const words = WORDS[language]
      await visit(`/m/${slug}?lang=${language}`)
      // The owner's tag is a dietary label, the filter an instruction: never the same words.
      await expect(page.getByRole('button', { name: words.glutenTag })).toBeVisible()
      await page.getByText(words.allergens, { exact: true }).click()
      const status = page.getByRole('status')
      await expect(status).toHaveText('')

      await page.getByRole('checkbox', { name: words.hideGluten }).check()
      await expect(dish(page, BREAD)).toBeHidden()
      await expect(dish(page, CROQUETTES)).toBeVisible()
      await expect(dish(page, SALAD)).toBeVisible()
      await expect(status).toHaveText(words.hiddenOne)

      await page.getByRole('checkbox', { name: words.tracesToo }).check()
      await expect(dish(page, CROQUETTES)).toBeHidden()
      await expect(dish(page, SALAD)).toBeVisible()
      await expect(status).toHaveText(words.hiddenTwo)
      await expect(page).toHaveURL(/[?&]sin=gluten/)
      await expect(page).toHaveURL(/[?&]trazas=1/)
      await expectAccessible()
      await page.screenshot({
        path: test.info().outputPath(`menu-${device}-${language}.png`),
        fullPage: true,
      })

      // The allergen section leads to the table, which fits the screen: no sideways scroll on a phone.
      await page.getByRole('link', { name: words.tableLink }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.tableTitle)
      await page.waitForLoadState('networkidle')
      await expectAccessible()
      const overflow = await page.evaluate(() => {
        const root = document.scrollingElement!
        return root.scrollWidth - root.clientWidth
      })
      expect(overflow).toBeLessThanOrEqual(0)
      if (device === 'phone') {
        const croquettes = page.getByRole('listitem').filter({ has: dish(page, CROQUETTES) })
        await expect(croquettes.getByText(words.tracesLine)).toBeVisible()
      } else {
        const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: CROQUETTES }) })
        // Gluten is the regulation's first allergen: the first cell after the dish's name.
        await expect(row.getByRole('cell').first()).toHaveText(words.traces)
      }
      await page.screenshot({
        path: test.info().outputPath(`table-${device}-${language}.png`),
        fullPage: true,
      })
    }
  }
})
