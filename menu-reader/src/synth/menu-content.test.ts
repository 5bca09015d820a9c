import { describe, expect, it } from 'vitest'
import { TruthMenuSchema } from '../eval/corpus.ts'
import { parsePriceValue } from '../eval/price-value.ts'
import { listScoredItems, scorePage } from '../eval/score-page.ts'
import { generateMenu } from './menu-content.ts'
import { PRICE_STYLES } from './price-styles.ts'
import { deriveSeed } from './random.ts'
import { toTruth } from './truth.ts'

const SEEDS = Array.from({ length: 300 }, (_, index) => deriveSeed(1, index))
const menus = SEEDS.map((seed) => generateMenu(seed))
const sizedMenus = SEEDS.slice(0, 100).map((seed) => generateMenu(seed, { isSized: true }))

describe('generateMenu', () => {
  it('draws the same menu and truth from the same seed', () => {
    expect(generateMenu(SEEDS[7]!)).toEqual(generateMenu(SEEDS[7]!))
    expect(toTruth(generateMenu(12345))).toEqual(toTruth(generateMenu(12345)))
  })

  it('draws different menus from different seeds', () => {
    const names = new Set(menus.map((menu) => JSON.stringify(toTruth(menu).sections)))
    expect(names.size).toBe(menus.length)
  })

  it('prints prices the eval parser reads as the values drawn', () => {
    for (const menu of menus) {
      for (const item of menu.sections.flatMap((section) => section.items)) {
        const parsed = item.prices.map(parsePriceValue)
        expect(parsed, `${menu.priceStyle}: ${item.prices.join('/')}`).toEqual(item.values)
      }
    }
  })

  it('gives every truth price a value, and "" only to items under a section price', () => {
    for (const menu of menus) {
      const truth = toTruth(menu)
      truth.sections.forEach((section, index) => {
        const hasSectionPrice = menu.sections[index]!.note !== '' && menu.sections[index]!.sizeLabels === null
        for (const item of section.items) {
          if (item.price === '') expect(hasSectionPrice).toBe(true)
          else expect(parsePriceValue(item.price), item.price).not.toBeNull()
          for (const sized of item.prices ?? []) expect(parsePriceValue(sized.price)).not.toBeNull()
        }
      })
    }
  })

  it('makes 2–6 sections of 3–12 items, names unique within a menu', () => {
    for (const menu of menus) {
      expect(menu.sections.length).toBeGreaterThanOrEqual(2)
      expect(menu.sections.length).toBeLessThanOrEqual(6)
      for (const section of menu.sections) {
        expect(section.items.length).toBeGreaterThanOrEqual(3)
        expect(section.items.length).toBeLessThanOrEqual(12)
      }
      const names = menu.sections.flatMap((section) => section.items.map((item) => item.name))
      expect(new Set(names).size).toBe(names.length)
    }
  })

  it('uses every price style and price position, both languages and 1–3 columns', () => {
    expect(new Set(menus.map((menu) => `${menu.priceStyle} ${menu.lang}`))).toEqual(
      new Set(PRICE_STYLES.map((style) => `${style.id} ${style.lang}`)),
    )
    expect(new Set(menus.map((menu) => menu.layout.priceMode))).toEqual(
      new Set(['leader', 'right', 'after', 'below', 'before']),
    )
    expect(new Set(menus.map((menu) => menu.layout.columns))).toEqual(new Set([1, 2, 3]))
    expect(new Set(menus.map((menu) => menu.layout.numbering))).toEqual(new Set(['none', 'dot', 'padded']))
  })
})

describe('toTruth', () => {
  it('gives a truth file in the corpus format that scores 1 against itself', () => {
    for (const menu of menus.slice(0, 50)) {
      const truth = TruthMenuSchema.parse(toTruth(menu))
      const items = listScoredItems(truth)
      expect(scorePage(items, items).exactF1).toBe(1)
    }
  })

  it('keeps item numbers out of names and lists both prices of a sized item', () => {
    const numbered = menus.find((menu) => menu.layout.numbering === 'padded')!
    const first = toTruth(numbered).sections[0]!.items[0]!
    expect(numbered.sections[0]!.items[0]!.number).toBe('01')
    expect(first.name).not.toMatch(/^0?1\.?\s/)
    const sized = menus.find((menu) => menu.sections.some((section) => section.sizeLabels))!
    const section = sized.sections.find((s) => s.sizeLabels)!
    const item = toTruth(sized).sections[sized.sections.indexOf(section)]!.items[0]!
    expect(item.price).toMatch(/^\$\d+$/)
    expect(item.prices?.map((p) => p.label)).toEqual([...section.sizeLabels!])
  })
})

describe('generateMenu of sizes', () => {
  it('leaves the plain menu of the same seed as it was', () => {
    expect(generateMenu(SEEDS[3]!, { isSized: false })).toEqual(menus[3])
  })

  it('prints size tables and sizes before prices, with two or three sizes, in both languages', () => {
    const sections = sizedMenus.flatMap((menu) => menu.sections)
    expect(new Set(sections.map((section) => section.sizeMode))).toEqual(
      new Set(['none', 'slash', 'table', 'labelled']),
    )
    expect(new Set(sections.map((section) => section.sizeLabels?.length ?? 0))).toEqual(new Set([0, 2, 3]))
    expect(new Set(sizedMenus.map((menu) => menu.lang))).toEqual(new Set(['es', 'en']))
    expect(
      new Set(sizedMenus.filter((m) => m.sections[0]!.sizeMode === 'table').map((m) => m.layout.columns)),
    ).toEqual(new Set([1, 2]))
  })

  it('gives each sized item one rising price per size, all in its truth with their labels', () => {
    for (const menu of sizedMenus) {
      const truth = toTruth(menu)
      menu.sections.forEach((section, index) => {
        if (section.sizeMode === 'none') return
        section.items.forEach((item, at) => {
          const prices = item.prices.map(parsePriceValue)
          expect(prices).toEqual(item.values)
          expect([...prices].sort((a, b) => a! - b!)).toEqual(prices)
          expect(truth.sections[index]!.items[at]!.prices).toEqual(
            section.sizeLabels!.map((label, size) => ({ label, price: item.prices[size]! })),
          )
        })
      })
    }
  })
})

describe('deriveSeed', () => {
  it('gives each menu of a run, and each run, its own seed', () => {
    const seeds = [1, 2, 3, 4].flatMap((seed) => [0, 1, 2, 3].map((index) => deriveSeed(seed, index)))
    expect(new Set(seeds).size).toBe(seeds.length)
  })
})
