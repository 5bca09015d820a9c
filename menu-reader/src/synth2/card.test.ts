import { describe, expect, it } from 'vitest'
import { parsePriceValue } from '../eval/price-value.ts'
import { drawCard } from './card.ts'
import { menuSeed } from './dice.ts'
import { FAMILIES, FAMILY_SPECS } from './families.ts'
import { priceFormatOf } from './price-formats.ts'

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8]

describe.each(FAMILIES)('drawCard for %s', (family) => {
  const cards = SEEDS.map((seed) => drawCard(menuSeed(101, FAMILIES.indexOf(family), seed), family))
  const spec = FAMILY_SPECS[family]

  it('draws the same card from the same seed', () => {
    const seed = menuSeed(101, FAMILIES.indexOf(family), 1)
    expect(drawCard(seed, family)).toEqual(drawCard(seed, family))
  })

  it('holds 2–6 sections of 3–12 dishes, within the family’s own ranges', () => {
    for (const card of cards) {
      expect(card.sections.length).toBeGreaterThanOrEqual(spec.sections[0])
      expect(card.sections.length).toBeLessThanOrEqual(Math.min(6, spec.sections[1]))
      for (const section of card.sections) {
        expect(section.dishes.length).toBeGreaterThanOrEqual(3)
        expect(section.dishes.length).toBeLessThanOrEqual(Math.min(12, spec.items[1]))
        expect(new Set(section.dishes.map((dish) => dish.name)).size).toBe(section.dishes.length)
      }
    }
  })

  it('prints prices the scoring can read, one per size rising with the size', () => {
    for (const card of cards) {
      for (const section of card.sections) {
        for (const dish of section.dishes) {
          expect(dish.cells.length).toBe(section.sizes?.length ?? 1)
          const values = dish.cells.filter(Boolean).map(parsePriceValue)
          expect(values.length).toBeGreaterThan(0)
          for (const [index, value] of values.entries()) {
            expect(value).toBeGreaterThan(0)
            if (index > 0) expect(value).toBeGreaterThanOrEqual(values[index - 1]!)
          }
        }
      }
    }
  })
})

describe('family traits', () => {
  const draw = (family: (typeof FAMILIES)[number]) =>
    SEEDS.map((seed) => drawCard(menuSeed(101, FAMILIES.indexOf(family), seed), family))

  it('size-table: every menu has a section of sizes', () => {
    for (const card of draw('size-table')) expect(card.sections.some((s) => s.sizes !== null)).toBe(true)
  })

  it('column-header: bare prices under a header word', () => {
    for (const card of draw('column-header')) {
      expect(card.columnHeader).not.toBe('')
      expect(priceFormatOf(card.priceFormat).isBare).toBe(true)
    }
  })

  it('bilingual: every dish carries its English line', () => {
    for (const card of draw('bilingual')) {
      expect(card.lang).toBe('es+en')
      for (const section of card.sections)
        for (const dish of section.dishes) expect(dish.english?.name).not.toBe('')
    }
  })

  it('two-page-card: page two starts inside a section, with dishes on both sides', () => {
    for (const card of draw('two-page-card')) {
      const { section, dish } = card.pageBreak!
      expect(section).toBeGreaterThan(0)
      expect(dish).toBeGreaterThanOrEqual(1)
      expect(dish).toBeLessThan(card.sections[section]!.dishes.length)
    }
  })

  it('inline-dash: names in capitals except in the bullet style, descriptions not capitalised', () => {
    for (const card of draw('inline-dash')) {
      const dishes = card.sections.flatMap((section) => section.dishes)
      if (card.look.variant !== 1)
        for (const dish of dishes) expect(dish.name).toBe(dish.name.toLocaleUpperCase('es'))
      expect(card.look.isDescriptionLower).toBe(true)
    }
  })

  it('tags meat and fish gluten-free only', () => {
    for (const family of FAMILIES) {
      for (const card of draw(family)) {
        for (const dish of card.sections.flatMap((section) => section.dishes)) {
          if (/pollo|cordero|chicken|lamb|steak|cochinillo/i.test(dish.name))
            expect(['', '(SG)', '(GF)']).toContain(dish.tag)
        }
      }
    }
  })
})
