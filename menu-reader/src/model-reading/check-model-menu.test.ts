import { describe, expect, it } from 'vitest'
import { line, page } from '../layout/test-words.ts'
import type { AnalysedMenu } from '../types.ts'
import { checkModelMenu } from './check-model-menu.ts'
import type { ModelItem, ModelMenu } from './model-menu.schema.ts'

const PAGES = [
  page(
    line('La Fonda de Rosa', 200, 40, { size: 20 }),
    line('Empanada', 40, 100),
    line('$5.000', 480, 100),
    line('Arepa', 40, 130),
    line('$4.000', 480, 130),
  ),
]

/** This reader's own reading of the page: what the model's answer keeps of it. */
const LOCAL: AnalysedMenu = {
  restaurantName: 'Casa local',
  currency: 'COP',
  currencyEvidence: 'printed',
  sections: [],
  pages: [{ number: 1, width: 600, height: 800, slope: 0 }],
  metadata: {
    confidence: 80,
    errors: [],
    processingTime: 2.5,
    fileSize: 1234,
    fileType: 'png',
    fileName: 'carta.png',
  },
}

const dish = (name: string, price: string): ModelItem => ({
  name,
  price,
  description: '',
  variants: [],
  allergens: [],
})

const answer = (items: ModelItem[], more: Partial<ModelMenu> = {}): ModelMenu => ({
  restaurantName: '',
  currency: 'COP',
  sections: [{ name: 'Entradas', items }],
  ...more,
})

const itemsOf = (menu: AnalysedMenu) => menu.sections.flatMap((section) => section.items)

describe('checkModelMenu', () => {
  it('keeps every dish the model read, flagging those the page does not bear out', () => {
    const menu = checkModelMenu(
      answer([dish('Empanada', '$7.500'), dish('Arepa', '$4.000'), dish('Langosta Thermidor', '$4.500')]),
      PAGES,
      LOCAL,
      'api.example.com',
    )

    expect(itemsOf(menu).map((item) => [item.id, item.name, item.review])).toEqual([
      ['s1-i1', 'Empanada', ['priceNotOnPage']],
      ['s1-i2', 'Arepa', []],
      ['s1-i3', 'Langosta Thermidor', ['priceNotOnPage', 'nameNotOnPage']],
    ])
    expect(itemsOf(menu).every((item) => item.readBy === 'model')).toBe(true)
    // The page's words say where a dish is; a dish it does not print is nowhere on it.
    const arepa = PAGES[0]!.words.find((word) => word.text === 'Arepa')
    expect(itemsOf(menu)[1]?.source).toEqual({ page: 1, box: arepa?.box })
    expect(itemsOf(menu)[2]?.source.box).toEqual({ x0: 0, y0: 0, x1: 0, y1: 0 })
    // Those the page bears out are surer than those it does not.
    expect(itemsOf(menu)[1]!.confidence).toBeGreaterThan(itemsOf(menu)[0]!.confidence)
  })

  it('numbers sections and items as the reader does, leaving out a section without dishes', () => {
    const menu = checkModelMenu(
      {
        restaurantName: '',
        currency: 'COP',
        sections: [
          { name: 'Bebidas', items: [] },
          { name: 'Entradas', items: [dish('Empanada', '$5.000')] },
          { name: 'Platos', items: [dish('Arepa', '$4.000')] },
        ],
      },
      PAGES,
      LOCAL,
      'api.example.com',
    )

    expect(menu.sections.map((section) => [section.id, section.name])).toEqual([
      ['s1', 'Entradas'],
      ['s2', 'Platos'],
    ])
    expect(itemsOf(menu).map((item) => [item.id, item.priceValue])).toEqual([
      ['s1-i1', 5000],
      ['s2-i1', 4000],
    ])
  })

  it('says the model read it, keeping this reader’s pages, file and currency evidence', () => {
    const menu = checkModelMenu(answer([dish('Empanada', '$5.000')]), PAGES, LOCAL, 'api.example.com')

    expect(menu.reading).toEqual({ by: 'model', service: 'api.example.com' })
    expect(menu.pages).toEqual(LOCAL.pages)
    expect(menu.currencyEvidence).toBe('printed')
    expect(menu.metadata).toMatchObject({ fileName: 'carta.png', fileSize: 1234, processingTime: 2.5 })
  })

  it('takes the restaurant’s name from the model only when the page prints it', () => {
    const read = (restaurantName: string) =>
      checkModelMenu(answer([dish('Arepa', '$4.000')], { restaurantName }), PAGES, LOCAL, 'host')
        .restaurantName

    expect(read('La Fonda de Rosa')).toBe('La Fonda de Rosa')
    expect(read('El Gran Asador del Puerto')).toBe('Casa local')
    expect(read('')).toBe('Casa local')
  })

  it('takes the model’s currency only when it is an ISO code', () => {
    const read = (currency: string) =>
      checkModelMenu(answer([dish('Arepa', '$4.000')], { currency }), PAGES, LOCAL, 'host').currency

    expect(read('USD')).toBe('USD')
    expect(read('')).toBe('COP')
    expect(read('pesos')).toBe('COP')
  })
})

describe('the allergens of a dish the model read', () => {
  const localEmpanada = {
    id: 's1-i1',
    name: 'Empanada',
    price: '$5.000',
    priceValue: 5000,
    variants: [{ label: '', price: '$5.000' }],
    description: '',
    allergens: ['gluten', 'huevos'] as const,
    allergenTraces: ['soja'] as const,
    translations: {},
    confidence: 90,
    review: [],
    source: { page: 1, box: { x0: 40, y0: 92, x1: 520, y1: 102 } },
  }
  const local: AnalysedMenu = {
    ...LOCAL,
    sections: [
      {
        id: 's1',
        name: 'Entradas',
        translations: {},
        items: [{ ...localEmpanada, allergens: [...localEmpanada.allergens], allergenTraces: ['soja'] }],
      },
    ],
  }

  it('are those this reader read from the page for the same line, traces included, not the model’s', () => {
    const withClaims = { ...dish('Empanada', '$5.000'), allergens: ['lacteos' as const] }
    const [empanada] = itemsOf(checkModelMenu(answer([withClaims]), PAGES, local, 'api.example.com'))
    expect(empanada?.allergens).toEqual(['gluten', 'huevos'])
    expect(empanada?.allergenTraces).toEqual(['soja'])
  })

  it('are the model’s where this reader read no dish on that line', () => {
    const arepa = { ...dish('Arepa', '$4.000'), allergens: ['lacteos' as const, 'gluten' as const] }
    const [read] = itemsOf(checkModelMenu(answer([arepa]), PAGES, local, 'api.example.com'))
    expect(read?.allergens).toEqual(['gluten', 'lacteos'])
    expect(read?.allergenTraces).toEqual([])
  })
})
