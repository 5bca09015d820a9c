import { describe, expect, it } from 'vitest'
import { TruthMenuSchema } from '../eval/corpus.ts'
import { listScoredItems } from '../eval/score-page.ts'
import { listSetMenus } from '../eval/score-set-menus.ts'
import { DAY_MENU, type DayMenuCard, drawDayMenuCard } from './day-menu-card.ts'
import { dayMenuHtml } from './day-menu-html.ts'
import { dayMenuTruth } from './day-menu-truth.ts'
import { menuSeed } from './dice.ts'
import { ALL_FAMILIES } from './families.ts'

const cards = Array.from({ length: 24 }, (_, number) =>
  drawDayMenuCard(menuSeed(101, ALL_FAMILIES.indexOf(DAY_MENU), number)),
)

// The text a reader of the page sees: tags dropped, entities decoded, spaces collapsed.
const pageText = (html: string) =>
  html
    .slice(html.indexOf('<body>'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/&ensp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

const composed: DayMenuCard = {
  ...cards[0]!,
  restaurant: 'Casa Lucía',
  title: 'Menú del día',
  pricePlace: 'line',
  priceLabel: '',
  prices: [
    { label: 'Menú completo', price: '12,50 €' },
    { label: 'Medio menú', price: '8,50 €' },
  ],
  priceJoin: ' · ',
  courses: [
    { heading: 'PRIMEROS', choices: [{ name: 'Lentejas estofadas', description: '' }] },
    {
      heading: 'SEGUNDOS',
      choices: [
        { name: 'Merluza a la romana', description: 'con ensalada' },
        { name: 'Entrecot', description: '', supplement: '(supl. 3 €)' },
      ],
    },
  ],
  includesLine: 'Incluye pan, bebida y postre o café',
  includes: ['pan', 'bebida', 'postre o café'],
  carta: [{ heading: 'Raciones', dishes: [{ name: 'Croquetas caseras', price: '9,00 €', description: '' }] }],
  look: { ...cards[0]!.look, cartaPlace: 'left', hasHeadingColon: true },
}

describe('dayMenuTruth', () => {
  it('is in the corpus format, the day menu one item named by its title in a section of that name', () => {
    for (const card of cards) {
      const truth = dayMenuTruth(card)
      expect(TruthMenuSchema.safeParse(truth).success).toBe(true)
      const [setMenu] = listSetMenus(truth)
      expect(setMenu?.name).toBe(card.title)
      expect(truth.sections.find((section) => section.items.includes(setMenu as never))?.name).toBe(
        card.title,
      )
    }
  })

  it('lists the courses as printed without their colon, both prices with their labels, what is included', () => {
    const truth = dayMenuTruth(composed)
    expect(truth.sections.map((section) => section.name)).toEqual(['Raciones', 'Menú del día'])
    expect(truth.sections[1]!.items).toEqual([
      {
        name: 'Menú del día',
        price: '12,50 €',
        prices: [
          { label: 'Menú completo', price: '12,50 €' },
          { label: 'Medio menú', price: '8,50 €' },
        ],
        description: '',
        courses: [
          { name: 'PRIMEROS', choices: [{ name: 'Lentejas estofadas', description: '' }] },
          {
            name: 'SEGUNDOS',
            choices: [
              { name: 'Merluza a la romana', description: 'con ensalada' },
              // The supplement a dish costs is what it says of itself, without its brackets.
              { name: 'Entrecot', description: 'supl. 3 €' },
            ],
          },
        ],
        includes: ['pan', 'bebida', 'postre o café'],
      },
    ])
    // The item scores see the set menu, its dishes as unpriced items of their course, and the carta.
    expect(listScoredItems(truth).map((item) => `${item.section}: ${item.name} ${item.price}`)).toEqual([
      'Raciones: Croquetas caseras 9,00 €',
      'Menú del día: Menú del día 12,50 €',
      'PRIMEROS: Lentejas estofadas ',
      'SEGUNDOS: Merluza a la romana ',
      'SEGUNDOS: Entrecot ',
    ])
  })
})

describe('dayMenuHtml', () => {
  it('prints every string of the truth: title, prices, courses, dishes, descriptions, inclusions, carta', () => {
    for (const card of [composed, ...cards]) {
      const text = pageText(dayMenuHtml(card))
      const truth = dayMenuTruth(card)
      if (truth.restaurantName) expect(text).toContain(truth.restaurantName)
      for (const section of truth.sections) {
        expect(text).toContain(section.name)
        for (const item of section.items) {
          expect(text).toContain(item.name)
          expect(text).toContain(item.price)
          for (const price of item.prices ?? []) expect(text).toContain(`${price.label} ${price.price}`)
          for (const course of item.courses ?? []) {
            expect(text).toContain(course.name)
            for (const choice of course.choices) {
              expect(text).toContain(choice.name)
              if (choice.description) expect(text).toContain(choice.description)
            }
          }
          for (const part of item.includes ?? []) expect(text).toContain(part)
        }
      }
    }
  })

  it('prints two prices on one line when the card joins them, a colon after headings when it prints one', () => {
    const text = pageText(dayMenuHtml(composed))
    expect(text).toContain('Menú completo 12,50 € · Medio menú 8,50 €')
    expect(text).toContain('PRIMEROS:')
    expect(dayMenuHtml(composed)).not.toMatch(/text-transform/)
  })
})
