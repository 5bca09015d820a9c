import { describe, expect, it } from 'vitest'
import {
  changeReviewDraft,
  hasReadItems,
  isItemTooLong,
  isRestaurantNameTooLong,
  toReviewDraft,
  toReviewedMenu,
} from './review-draft.ts'
import { NO_EXTRAS } from './review-extras.ts'

// A reviewed item of a menu that states no allergens and prints one language.
// A dish read with nothing beside its name and prices: no allergens, no English, no courses.
const NONE_READ = { allergens: [], allergenTraces: [], translations: {}, courses: [], includes: [] }

import { buildAnalysedMenu, buildDraftItem, buildReviewedMenu } from './test-fakes.ts'

const item = buildDraftItem

describe('toReviewDraft', () => {
  it('keeps what was read and names a section read without a heading', () => {
    const menu = buildAnalysedMenu()
    menu.sections[0]!.name = '  '
    const draft = toReviewDraft(menu, 'Platos')
    expect(draft.restaurantName).toBe('La Fonda Paisa')
    expect(draft.sections.map((section) => section.name)).toEqual(['Platos', 'PLATOS FUERTES'])
    expect(draft.sections[0]!.items[0]).toMatchObject({ name: 'Empanadas', price: '$6.000', confidence: 93 })
  })

  it('keeps which reading gave each item, Vitrina’s reader when the analysis does not say', () => {
    const menu = buildAnalysedMenu({ reading: { by: 'model', service: 'api.openai.com' } })
    menu.sections[0]!.items[0]!.readBy = 'model'
    menu.sections[0]!.items[1]!.readBy = 'reader'
    let draft = toReviewDraft(menu, 'Platos')
    expect(draft.sections.flatMap((section) => section.items.map((entry) => entry.readBy))).toEqual([
      'model',
      'reader',
      'reader',
    ])
    const values = { name: 'Sancocho', price: '$18.000', variants: [], description: '', ...NO_EXTRAS }
    draft = changeReviewDraft(draft, { type: 'saveItem', sectionId: 's1', itemId: 's1-i1', values })
    draft = changeReviewDraft(draft, { type: 'saveItem', sectionId: 's1', itemId: 'new-1', values })
    expect(draft.sections[0]!.items.map((entry) => entry.readBy)).toEqual(['model', 'reader', null])
  })

  it('leaves out sections without items', () => {
    const menu = buildAnalysedMenu()
    menu.sections.push({ id: 's3', name: 'BEBIDAS', translations: {}, items: [] })
    expect(toReviewDraft(menu, 'Platos').sections).toHaveLength(2)
  })
})

describe('the allergens and English read', () => {
  const bilingual = () => {
    const menu = buildAnalysedMenu()
    const section = menu.sections[0]!
    section.translations = { en: { name: 'Starters' } }
    Object.assign(section.items[0]!, {
      allergens: ['gluten', 'huevos'],
      allergenTraces: ['sesamo'],
      translations: { en: { name: 'Pipian empanadas', description: 'with peanut sauce' } },
    })
    return menu
  }

  it('are in the draft, empty where none was read', () => {
    const draft = toReviewDraft(bilingual(), 'Platos')
    expect(draft.sections.map((section) => section.englishName)).toEqual(['Starters', ''])
    expect(draft.sections[0]!.items[0]).toMatchObject({
      allergens: ['gluten', 'huevos'],
      allergenTraces: ['sesamo'],
      english: { name: 'Pipian empanadas', description: 'with peanut sauce' },
    })
    expect(draft.sections[0]!.items[1]).toMatchObject(NO_EXTRAS)
  })

  it('are kept with the menu, an English text left empty kept as none', () => {
    let draft = toReviewDraft(bilingual(), 'Platos')
    draft = changeReviewDraft(draft, { type: 'translateSection', sectionId: 's2', englishName: ' Mains ' })
    const menu = toReviewedMenu(draft).menu!
    expect(menu.sections.map((section) => section.translations)).toEqual([
      { en: { name: 'Starters' } },
      { en: { name: 'Mains' } },
    ])
    expect(menu.sections[0]!.items[0]).toMatchObject({
      allergens: ['gluten', 'huevos'],
      allergenTraces: ['sesamo'],
      translations: { en: { name: 'Pipian empanadas', description: 'with peanut sauce' } },
    })
    expect(menu.sections[0]!.items[1]).toMatchObject({ allergens: [], allergenTraces: [], translations: {} })
  })

  it('count against the limits: an English name too long is marked, not cut', () => {
    expect(isItemTooLong(item({ english: { name: 'x'.repeat(161), description: '' } }))).toBe(true)
    expect(isItemTooLong(item({ english: { name: 'x'.repeat(160), description: '' } }))).toBe(false)
  })
})

describe('hasReadItems', () => {
  it('is false for no sections or only empty ones', () => {
    expect(hasReadItems(buildAnalysedMenu())).toBe(true)
    expect(hasReadItems(buildAnalysedMenu({ sections: [] }))).toBe(false)
    expect(
      hasReadItems(buildAnalysedMenu({ sections: [{ id: 's1', name: 'X', translations: {}, items: [] }] })),
    ).toBe(false)
  })
})

describe('changeReviewDraft', () => {
  const start = toReviewDraft(buildAnalysedMenu(), 'Platos')

  it('corrects an item and counts it as checked', () => {
    const draft = changeReviewDraft(start, {
      type: 'saveItem',
      sectionId: 's1',
      itemId: 's1-i2',
      values: {
        name: 'Arepa de choclo con queso',
        price: '$9.500',
        variants: [],
        description: 'con mantequilla',
        ...NO_EXTRAS,
      },
    })
    expect(draft.sections[0]!.items[1]).toMatchObject({
      name: 'Arepa de choclo con queso',
      price: '$9.500',
      isChecked: true,
      confidence: 58,
    })
    expect(start.sections[0]!.items[1]!.name).toBe('Arepa de choclo')
  })

  it('adds an item at the end of its section, and deletes items and sections', () => {
    let draft = changeReviewDraft(start, {
      type: 'saveItem',
      sectionId: 's2',
      itemId: 'new-1',
      values: { name: 'Sancocho', price: '$18.000', variants: [], description: '', ...NO_EXTRAS },
    })
    expect(draft.sections[1]!.items.map((entry) => entry.name)).toEqual(['Bandeja paisa', 'Sancocho'])
    draft = changeReviewDraft(draft, { type: 'deleteItem', sectionId: 's1', itemId: 's1-i1' })
    expect(draft.sections[0]!.items.map((entry) => entry.name)).toEqual(['Arepa de choclo'])
    draft = changeReviewDraft(draft, { type: 'deleteSection', sectionId: 's1' })
    expect(draft.sections.map((section) => section.name)).toEqual(['PLATOS FUERTES'])
  })

  it('renames the restaurant and sections, and adds sections', () => {
    let draft = changeReviewDraft(start, { type: 'renameRestaurant', name: 'Fonda Paisa' })
    draft = changeReviewDraft(draft, { type: 'renameSection', sectionId: 's2', name: 'Fuertes' })
    draft = changeReviewDraft(draft, { type: 'addSection', sectionId: 'new-2', name: 'Bebidas' })
    expect(draft.restaurantName).toBe('Fonda Paisa')
    expect(draft.sections.map((section) => section.name)).toEqual(['ENTRADAS', 'Fuertes', 'Bebidas'])
  })
})

describe('the menu’s currency', () => {
  it('is kept only when the page printed it, so that a guess never asks the owner anything', () => {
    const printed = toReviewDraft(
      buildAnalysedMenu({ currency: 'GBP', currencyEvidence: 'printed' }),
      'Platos',
    )
    expect(toReviewedMenu(printed).menu?.currency).toBe('GBP')
    const guessed = toReviewDraft(
      buildAnalysedMenu({ currency: 'USD', currencyEvidence: 'guessed' }),
      'Platos',
    )
    expect(guessed.currency).toBe('')
    expect(toReviewedMenu(guessed).menu?.currency).toBe('')
  })
})

describe('toReviewedMenu', () => {
  const draft = toReviewDraft(buildAnalysedMenu(), 'Platos')

  it('keeps names, prices as printed and descriptions, trimmed', () => {
    const edited = changeReviewDraft(draft, { type: 'renameRestaurant', name: '  La Fonda ' })
    expect(toReviewedMenu(edited).menu).toEqual({ ...buildReviewedMenu(), restaurantName: 'La Fonda' })
  })

  it('says why it cannot go on without sections or with an unnamed one', () => {
    expect(toReviewedMenu({ ...draft, sections: [] }).problem).toBe('noSections')
    const unnamed = changeReviewDraft(draft, { type: 'renameSection', sectionId: 's1', name: ' ' })
    expect(toReviewedMenu(unnamed).problem).toBe('unnamedSection')
  })

  it('keeps an over-long name read from the file whole, marks it, and refuses to go on until it is shortened', () => {
    const menu = buildAnalysedMenu()
    menu.sections[0]!.items[0]!.name = 'N'.repeat(300)
    const read = toReviewDraft(menu, 'Platos')
    const longItem = read.sections[0]!.items[0]!
    expect(longItem.name).toBe('N'.repeat(300))
    expect(isItemTooLong(longItem)).toBe(true)
    expect(toReviewedMenu(read)).toEqual({ problem: 'tooLong' })

    const shortened = changeReviewDraft(read, {
      type: 'saveItem',
      sectionId: read.sections[0]!.id,
      itemId: longItem.id,
      values: { ...longItem, name: 'N'.repeat(160) },
    })
    expect(toReviewedMenu(shortened).menu!.sections[0]!.items[0]!.name).toBe('N'.repeat(160))
  })

  it('refuses a restaurant or section name, price or description over its limit, never cutting it', () => {
    const renamed = changeReviewDraft(draft, { type: 'renameRestaurant', name: 'R'.repeat(121) })
    expect(isRestaurantNameTooLong(renamed.restaurantName)).toBe(true)
    expect(toReviewedMenu(renamed).problem).toBe('tooLong')
    const section = changeReviewDraft(draft, {
      type: 'renameSection',
      sectionId: 's1',
      name: 'S'.repeat(121),
    })
    expect(toReviewedMenu(section).problem).toBe('tooLong')
    expect(isItemTooLong(item({ price: '9'.repeat(41) }))).toBe(true)
    expect(isItemTooLong(item({ description: 'D'.repeat(1001) }))).toBe(true)
    expect(isItemTooLong(item({ name: ` ${'N'.repeat(160)} ` }))).toBe(false)
  })
})

describe('an item read with several prices', () => {
  const withSizes = () => {
    const menu = buildAnalysedMenu()
    menu.sections[0]!.items[0]! = {
      ...menu.sections[0]!.items[0]!,
      name: 'Margarita',
      price: '8,50',
      variants: [
        { label: 'Pequeña', price: '8,50' },
        { label: 'Mediana', price: '12,00' },
        { label: 'Familiar', price: '15,50' },
      ],
    }
    return menu
  }

  it('keeps its sizes in the draft, in printed order, with the first one’s price', () => {
    const item = toReviewDraft(withSizes(), 'Platos').sections[0]!.items[0]!
    expect(item.price).toBe('8,50')
    expect(item.variants.map((variant) => variant.label)).toEqual(['Pequeña', 'Mediana', 'Familiar'])
  })

  it('sends them in the reviewed menu, so the products are made with them', () => {
    const menu = toReviewedMenu(toReviewDraft(withSizes(), 'Platos')).menu!
    expect(menu.sections[0]!.items[0]).toEqual({
      name: 'Margarita',
      price: '8,50',
      variants: [
        { label: 'Pequeña', price: '8,50' },
        { label: 'Mediana', price: '12,00' },
        { label: 'Familiar', price: '15,50' },
      ],
      description: 'de pipián',
      ...NONE_READ,
    })
  })

  it('keeps the price of the first size when the sizes are corrected, and drops them back to one price', () => {
    const start = toReviewDraft(withSizes(), 'Platos')
    const values = {
      ...NO_EXTRAS,
      name: 'Margarita',
      description: '',
      price: '9',
      variants: [
        { label: 'Media', price: '9' },
        { label: 'Entera', price: '16' },
      ],
    }
    let draft = changeReviewDraft(start, { type: 'saveItem', sectionId: 's1', itemId: 's1-i1', values })
    expect(toReviewedMenu(draft).menu!.sections[0]!.items[0]).toMatchObject({
      price: '9',
      variants: values.variants,
    })
    draft = changeReviewDraft(draft, {
      type: 'saveItem',
      sectionId: 's1',
      itemId: 's1-i1',
      values: { ...values, price: '9', variants: [] },
    })
    expect(toReviewedMenu(draft).menu!.sections[0]!.items[0]).toMatchObject({ price: '9', variants: [] })
  })

  it('refuses to go on while a size has no label or two share one: which is which is the owner’s to say', () => {
    const menu = withSizes()
    menu.sections[0]!.items[0]!.variants = [
      { label: '', price: '8,50' },
      { label: '', price: '12,00' },
    ]
    const draft = toReviewDraft(menu, 'Platos')
    expect(toReviewedMenu(draft)).toEqual({ problem: 'variantLabels' })
    const named = changeReviewDraft(draft, {
      type: 'saveItem',
      sectionId: 's1',
      itemId: 's1-i1',
      values: {
        ...NO_EXTRAS,
        name: 'Margarita',
        description: '',
        price: '8,50',
        variants: [
          { label: 'Mediana', price: '8,50' },
          { label: 'Familiar', price: '12,00' },
        ],
      },
    })
    expect(toReviewedMenu(named).menu).toBeDefined()
  })
})
