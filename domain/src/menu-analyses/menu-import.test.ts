import { describe, expect, it } from 'vitest'
import { sharedLabelsOf, toCategoryKey, toMenuDraft, toProductDraft } from './menu-import.ts'
import type { ReviewedMenu } from './reviewed-menu.schema.ts'

// What a reviewed item holds besides its name, prices and description: nothing stated, one language, a dish.
const NO_EXTRAS = { allergens: [], allergenTraces: [], translations: {}, courses: [], includes: [] }
const item = (name: string, price: string, description = '') => ({
  name,
  price,
  description,
  variants: [],
  ...NO_EXTRAS,
})
const single = (price: string | null) => [{ label: '', price }]
const priceOf = (draft: { variants: { price: string | null }[] }) => draft.variants[0]?.price

describe('toProductDraft', () => {
  it('makes a set menu of an item read with its courses, and a dish of one without', () => {
    const courses = [
      {
        name: 'Primeros',
        translations: {},
        choices: [
          {
            name: 'Sopa',
            productId: null,
            description: '',
            allergens: [],
            allergenTraces: [],
            translations: {},
          },
        ],
      },
    ]
    const menu = toProductDraft({ ...item('Menú del día', '12,50 €'), courses, includes: ['Pan'] })
    expect(menu).toMatchObject({ name: 'Menú del día', kind: 'menu', courses, includes: ['Pan'] })
    expect(toProductDraft({ ...item('Sopa', '5 €'), includes: ['Pan'] })).toMatchObject({
      kind: 'dish',
      includes: [],
    })
  })

  it('turns prices as printed into exact decimals', () => {
    expect(priceOf(toProductDraft(item('Bandeja paisa', '$12.000')))).toBe('12000')
    expect(priceOf(toProductDraft(item('Crêpe', '12,50 €')))).toBe('12.5')
    expect(priceOf(toProductDraft(item('Café', '2500')))).toBe('2500')
    expect(priceOf(toProductDraft(item('Agua', 'S/ 4.90')))).toBe('4.9')
    expect(priceOf(toProductDraft(item('Vino', '$1.234.567,50')))).toBe('1234567.5')
  })

  it('keeps an item with no readable price without one (null, never 0), and available', () => {
    expect(toProductDraft(item('Pesca del día', ''))).toEqual({
      name: 'Pesca del día',
      variants: single(null),
      description: '',
      available: true,
      ...NO_EXTRAS,
      kind: 'dish',
    })
    expect(toProductDraft(item('Langosta', 'según mercado'))).toMatchObject({
      variants: single(null),
      available: true,
    })
    expect(toProductDraft(item('Combo', '12.000 - 15.000'))).toMatchObject({
      variants: single(null),
      available: true,
    })
  })

  it('keeps a printed price of zero available: it was read, not missing', () => {
    expect(toProductDraft(item('Refill', '$0'))).toMatchObject({ variants: single('0'), available: true })
  })

  it('trims names and descriptions', () => {
    expect(toProductDraft(item('  Arepa ', '3.000', ' con queso \n'))).toEqual({
      name: 'Arepa',
      variants: single('3000'),
      description: 'con queso',
      available: true,
      ...NO_EXTRAS,
      kind: 'dish',
    })
  })

  it('keeps two or more prices read as labelled variants in printed order, each an exact decimal', () => {
    const margarita = {
      ...item('Margarita', '8,50 €'),
      variants: [
        { label: ' Pequeña ', price: '8,50 €' },
        { label: 'Mediana', price: '12,00 €' },
        { label: 'Familiar', price: 'consultar' },
      ],
    }
    expect(toProductDraft(margarita).variants).toEqual([
      { label: 'Pequeña', price: '8.5' },
      { label: 'Mediana', price: '12' },
      { label: 'Familiar', price: null },
    ])
    // One variant read is the item's one price, whatever its label.
    const one = { ...item('Café', '2500'), variants: [{ label: 'Taza', price: '2500' }] }
    expect(toProductDraft(one).variants).toEqual(single('2500'))
  })
})

describe('allergens and English read from the menu', () => {
  it('go with the product, a trace also contained dropped, and the heading’s English with its category', () => {
    const croquetas = {
      ...item('Croquetas', '8,50'),
      allergens: ['gluten' as const, 'lacteos' as const],
      allergenTraces: ['lacteos' as const, 'frutos-de-cascara' as const],
      translations: { en: { name: 'Croquettes' } },
    }
    expect(toProductDraft(croquetas)).toMatchObject({
      allergens: ['gluten', 'lacteos'],
      allergenTraces: ['frutos-de-cascara'],
      translations: { en: { name: 'Croquettes' } },
    })
    const draft = toMenuDraft({
      restaurantName: '',
      currency: '',
      sections: [{ name: 'Raciones', translations: { en: { name: 'Portions' } }, items: [croquetas] }],
    })
    expect(draft.categories[0]?.translations).toEqual({ en: { name: 'Portions' } })
  })
})

describe('toMenuDraft', () => {
  const menu: ReviewedMenu = {
    restaurantName: ' La Fonda ',
    currency: 'COP',
    sections: [
      {
        name: 'Entradas',
        translations: {},
        items: [item('Empanada', '$2.500', 'de pipián'), item('Arepa', '$3.000')],
      },
      { name: 'Bebidas', translations: {}, items: [] },
      { name: 'Postres', translations: {}, items: [item('Tres leches', '$9.500')] },
    ],
  }

  it('makes one category per section and one product per item, in the menu order', () => {
    const draft = toMenuDraft(menu)
    expect(draft.catalogueName).toBe('La Fonda')
    // The restaurant's name names the catalogue only: the business keeps its own public name.
    expect(draft).not.toHaveProperty('businessName')
    expect(draft.categories.map((category) => category.name)).toEqual(['Entradas', 'Bebidas', 'Postres'])
    expect(draft.categories[0]!.products).toEqual([
      {
        name: 'Empanada',
        variants: single('2500'),
        description: 'de pipián',
        available: true,
        ...NO_EXTRAS,
        kind: 'dish',
      },
      {
        name: 'Arepa',
        variants: single('3000'),
        description: '',
        available: true,
        ...NO_EXTRAS,
        kind: 'dish',
      },
    ])
    expect(draft.categories[1]!.products).toEqual([])
  })

  it('names the catalogue "Mi menú" when no restaurant name was read', () => {
    const draft = toMenuDraft({ ...menu, restaurantName: '  ' })
    expect(draft.catalogueName).toBe('Mi menú')
  })
})

describe('sharedLabelsOf', () => {
  const sized = (name: string, ...labels: string[]) => ({
    name,
    variants: labels.map((label, index) => ({ label, price: String(10 + index) })),
    description: '',
    available: true,
    ...NO_EXTRAS,
    kind: 'dish' as const,
  })

  it('gives a size table its columns: the sizes of the product that has most, in its order', () => {
    const products = [
      sized('Margarita', 'Pequeña', 'Mediana', 'Familiar'),
      sized('Napolitana', 'pequeña', 'Familiar'),
      sized('Agua', ''),
    ]
    expect(sharedLabelsOf(products)).toEqual(['Pequeña', 'Mediana', 'Familiar'])
    expect(toMenuDraft({ ...tableMenu(products) }).categories[0]?.variantLabels).toEqual([
      'Pequeña',
      'Mediana',
      'Familiar',
    ])
  })

  it('shares nothing when sizes differ from dish to dish, or only one dish has sizes', () => {
    expect(sharedLabelsOf([sized('Vino', 'Copa', 'Botella'), sized('Pasta', 'Media', 'Entera')])).toEqual([])
    expect(sharedLabelsOf([sized('Vino', 'Copa', 'Botella'), sized('Agua', '')])).toEqual([])
  })
})

function tableMenu(products: { name: string; variants: { label: string; price: string }[] }[]): ReviewedMenu {
  const items = products.map(({ name, variants }) => ({
    name,
    price: variants[0]?.price ?? '',
    variants: variants.length >= 2 ? variants : [],
    description: '',
    ...NO_EXTRAS,
  }))
  return { restaurantName: '', currency: '', sections: [{ name: 'Pizzas', translations: {}, items }] }
}

describe('toCategoryKey', () => {
  it('matches names whatever their case, accents and spacing', () => {
    expect(toCategoryKey(' BEBIDAS ')).toBe(toCategoryKey('bebidas'))
    expect(toCategoryKey('Platos  fuertes')).toBe(toCategoryKey('platos fuertes'))
    expect(toCategoryKey('Cafés')).toBe(toCategoryKey('cafes'))
    expect(toCategoryKey('Postres')).not.toBe(toCategoryKey('Entradas'))
  })
})
