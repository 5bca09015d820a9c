import type { Locator, Page } from '@playwright/test'
import type { Allergen } from '#domain/catalogues/allergens.ts'
import { expect, newAccount, registerConfirmedOwner } from '../fixtures.ts'

// What the allergen and English-text journeys share (decision 053): the catalogue they build, its dishes and
// texts kept simple and stable so that the public menu's journeys (the "sin …" filter, the printed allergen
// table, the ES/EN switch) can start from the same menu, made in the editor (e2e/allergens-editor.spec.ts)
// or seeded through the API (seedAllergenMenu).

/** A new confirmed owner, signed in on `page`, with a catalogue from the Clásico template. */
export type OwnerCatalogue = {
  catalogueId: string
  slug: string
  /** The template's categories: Entradas, Fuertes, Bebidas. */
  categories: { id: string; name: string }[]
}

export async function newOwnerCatalogue(page: Page, label = 'allergens'): Promise<OwnerCatalogue> {
  const { slug } = (await registerConfirmedOwner(page.request, newAccount(label))).business
  const created = await page.request.post('/api/catalogues', { data: { template: 'clasico' } })
  expect(created.ok(), await created.text()).toBe(true)
  const catalogueId = ((await created.json()) as { id: string }).id
  const categories = await (await page.request.get(`/api/catalogues/${catalogueId}/categories`)).json()
  return { catalogueId, slug, categories }
}

/** The category the journeys add, with its English texts. */
export const DESSERTS = {
  name: 'Postres',
  description: 'Caseros, cada día',
  en: { name: 'Desserts', description: 'Home-made, every day' },
} as const

/** The three dishes: one with gluten, one with eggs and milk and traces of tree nuts, one with none. */
export const DISHES = [
  { name: 'Pan de la casa', category: 'Entradas', price: '3500', allergens: ['gluten'], traces: [] },
  {
    name: 'Flan',
    category: DESSERTS.name,
    price: '6000',
    description: 'Con caramelo',
    allergens: ['huevos', 'lacteos'],
    traces: ['frutos-de-cascara'],
    en: { name: 'Caramel custard', description: 'With caramel' },
  },
  { name: 'Ensalada verde', category: 'Entradas', price: '8000', allergens: [], traces: [] },
] as const satisfies readonly Dish[]

export type Dish = {
  name: string
  category: string
  price: string
  description?: string
  allergens: readonly Allergen[]
  traces: readonly Allergen[]
  en?: { name: string; description: string }
}

/**
 * The same menu as the editor journey makes, through the API: Postres with its English texts, and the three
 * dishes with their allergens (and Flan's English). For journeys that start where the editor's ends.
 */
export async function seedAllergenMenu(page: Page, owner: OwnerCatalogue): Promise<void> {
  const call = async (url: string, data: object) => {
    const response = await page.request.post(url, { data })
    expect(response.ok(), await response.text()).toBe(true)
    return (await response.json()) as { id: string }
  }
  const desserts = await call(`/api/catalogues/${owner.catalogueId}/categories`, {
    name: DESSERTS.name,
    description: DESSERTS.description,
    translations: { en: DESSERTS.en },
  })
  const categoryId = (name: string) =>
    name === DESSERTS.name ? desserts.id : owner.categories.find((category) => category.name === name)!.id
  for (const dish of DISHES as readonly Dish[]) {
    await call(`/api/catalogues/${owner.catalogueId}/products`, {
      categoryId: categoryId(dish.category),
      name: dish.name,
      price: dish.price,
      description: dish.description ?? '',
      allergens: dish.allergens,
      allergenTraces: dish.traces,
      translations: dish.en ? { en: dish.en } : {},
    })
  }
}

/** The names the grid's choices go by, in Spanish: "Contiene gluten", "Trazas de frutos de cáscara". */
const SPANISH_NAMES: Record<Allergen, string> = {
  gluten: 'gluten',
  crustaceos: 'crustáceos',
  huevos: 'huevos',
  pescado: 'pescado',
  cacahuetes: 'cacahuetes',
  soja: 'soja',
  lacteos: 'lácteos',
  'frutos-de-cascara': 'frutos de cáscara',
  apio: 'apio',
  mostaza: 'mostaza',
  sesamo: 'sésamo',
  sulfitos: 'sulfitos',
  altramuces: 'altramuces',
  moluscos: 'moluscos',
}

/** The product dialog's choice for an allergen, contained or as traces (the dialog in Spanish). */
export function allergenChoice(dialog: Locator, allergen: Allergen, mark: 'contains' | 'traces'): Locator {
  const name = SPANISH_NAMES[allergen]
  return dialog.getByRole('group', { name: 'Alérgenos' }).getByRole('checkbox', {
    name: mark === 'contains' ? `Contiene ${name}` : `Trazas de ${name}`,
    exact: true,
  })
}

/** Marks a dish's allergens in the open product dialog's second page, and checks they are marked. */
export async function markAllergens(dialog: Locator, dish: Pick<Dish, 'allergens' | 'traces'>) {
  for (const allergen of dish.allergens) await allergenChoice(dialog, allergen, 'contains').check()
  for (const allergen of dish.traces) await allergenChoice(dialog, allergen, 'traces').check()
  await expect(
    dialog.getByRole('group', { name: 'Alérgenos' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(dish.allergens.length + dish.traces.length)
}
