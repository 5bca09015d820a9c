import { describe, expect, it } from 'vitest'
import type { DraftItem, DraftSection } from '../draft-item.ts'
import { readBilingualMenu, splitPair } from './read-bilingual.ts'

const item = (name: string, ...description: string[]) =>
  ({ name, price: '9,50', description }) as unknown as DraftItem
const menuOf = (...items: DraftItem[]): DraftSection[] => [{ name: 'Entrantes', items }]
const read = (sections: DraftSection[]) =>
  readBilingualMenu(sections).flatMap((section) =>
    section.items.map((one) => [
      one.name,
      one.description.join(' '),
      one.english?.name,
      one.english?.description,
    ]),
  )

describe('splitPair', () => {
  it('splits a line printed in both languages', () => {
    expect(splitPair('Sopa de ajo / Garlic soup')).toEqual({ es: 'Sopa de ajo', en: 'Garlic soup' })
    expect(splitPair('Entrantes | Starters')).toEqual({ es: 'Entrantes', en: 'Starters' })
  })

  it('leaves a slash that joins words of one language, or sizes', () => {
    expect(splitPair('Mar / Montaña')).toBeNull()
    expect(splitPair('Copa / Botella')).toBeNull()
    expect(splitPair('Fish / Chips')).toBeNull()
  })
})

describe('readBilingualMenu', () => {
  it('takes the English line under each Spanish name, and English description lines, as translations', () => {
    const sections = menuOf(
      item('Pez espada', 'Swordfish', 'a la plancha con verduras', 'grilled with vegetables'),
      item('Langostino plancha', 'Grilled shrimp'),
      item('Calamares fritos', 'Fried squid', 'con alioli'),
    )
    expect(read(sections)).toEqual([
      ['Pez espada', 'a la plancha con verduras', 'Swordfish', 'grilled with vegetables'],
      ['Langostino plancha', '', 'Grilled shrimp', undefined],
      ['Calamares fritos', 'con alioli', 'Fried squid', undefined],
    ])
  })

  it('splits names printed "Spanish / English" and headings likewise', () => {
    const sections: DraftSection[] = [
      {
        name: 'Entrantes / Starters',
        items: [
          item('Sopa de ajo / Garlic soup'),
          item('Croquetas de jamón / Ham croquettes'),
          item('Pulpo a la gallega / Galician octopus'),
        ],
      },
    ]
    const [section] = readBilingualMenu(sections)
    expect([section?.name, section?.english?.name]).toEqual(['Entrantes', 'Starters'])
    expect(section?.items.map((one) => [one.name, one.english?.name])).toEqual([
      ['Sopa de ajo', 'Garlic soup'],
      ['Croquetas de jamón', 'Ham croquettes'],
      ['Pulpo a la gallega', 'Galician octopus'],
    ])
  })

  it('puts back a pair the grouping cut at its slash, without the dietary marks of the Spanish', () => {
    const sections = menuOf(
      item('Setas de temporada (SG)', '/ Seasonal wild mushrooms'),
      item('Mejillones al vapor /', 'Steamed mussels'),
      item('Buñuelos de bacalao', '/ Salt cod fritters', 'con alioli / with garlic mayonnaise'),
    )
    expect(read(sections)).toEqual([
      ['Setas de temporada', '', 'Seasonal wild mushrooms', undefined],
      ['Mejillones al vapor', '', 'Steamed mussels', undefined],
      ['Buñuelos de bacalao', 'con alioli', 'Salt cod fritters', 'with garlic mayonnaise'],
    ])
  })

  it('does not split a Spanish-only or an English-only menu', () => {
    const spanish = menuOf(
      item('Pez espada', 'a la plancha con verduras'),
      item('Langostino plancha', 'con ajo y perejil'),
      item('Calamares fritos', 'con alioli casero'),
    )
    expect(read(spanish).map((row) => row[2])).toEqual([undefined, undefined, undefined])
    const english = menuOf(
      item('Grilled swordfish', 'with seasonal vegetables'),
      item('Fried squid', 'with garlic mayonnaise'),
      item('Steamed mussels', 'in white wine'),
    )
    expect(read(english).map((row) => row[2])).toEqual([undefined, undefined, undefined])
  })

  it('keeps the English descriptions of an English menu that prints Spanish dish names', () => {
    const sections = menuOf(
      item('Papas con mojo picón', '(potatoes with the Canarian spicy sauce)'),
      item('Pimientos de Padrón', 'Blistered green peppers, sea salt'),
      item('Grilled octopus', 'with paprika and olive oil'),
      item('Lamb shoulder', 'slow roasted, rosemary, garlic'),
      item('Chocolate tart', 'with vanilla ice cream'),
    )
    expect(read(sections).map((row) => row[2])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ])
  })
})
