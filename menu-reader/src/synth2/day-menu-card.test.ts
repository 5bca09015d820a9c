import { describe, expect, it } from 'vitest'
import { DAY_MENU, drawDayMenuCard } from './day-menu-card.ts'
import { menuSeed } from './dice.ts'
import { ALL_FAMILIES, FAMILIES } from './families.ts'
import { parseSetArgs } from './set-args.ts'
import { trimDayMenu } from './write-day-menu.ts'

const cards = Array.from({ length: 40 }, (_, number) =>
  drawDayMenuCard(menuSeed(101, ALL_FAMILIES.indexOf(DAY_MENU), number)),
)

describe('drawDayMenuCard', () => {
  it('draws the same card from the same seed', () => {
    expect(drawDayMenuCard(cards[3]!.seed)).toEqual(cards[3])
  })

  it('prints two courses or more, each offering a dish or more, and one price or two labelled ones', () => {
    for (const card of cards) {
      expect(card.courses.length).toBeGreaterThanOrEqual(2)
      for (const course of card.courses) expect(course.choices.length).toBeGreaterThanOrEqual(1)
      expect([1, 2]).toContain(card.prices.length)
      if (card.prices.length === 1) expect(card.prices[0]!.label).toBe('')
      else for (const price of card.prices) expect(price.label).not.toBe('')
    }
  })

  it('draws Spain, Mexico, Colombia, Peru, the River Plate and English set lunches; boards, cards and a carta beside', () => {
    expect(new Set(cards.map((card) => card.region))).toEqual(
      new Set(['es', 'mx', 'co', 'pe', 'ar', 'uk', 'us']),
    )
    expect(new Set(cards.map((card) => card.look.style))).toEqual(
      new Set(['printed', 'board', 'beside-carta']),
    )
    for (const card of cards) expect(card.carta.length > 0).toBe(card.look.style === 'beside-carta')
  })

  it('lists what the price includes as the line prints it', () => {
    const withIncludes = cards.filter((card) => card.includes.length > 0)
    expect(withIncludes.length).toBeGreaterThan(20)
    for (const card of withIncludes)
      for (const part of card.includes) expect(card.includesLine).toContain(part)
  })

  it('never repeats a dish within a course', () => {
    for (const card of cards)
      for (const course of card.courses)
        expect(new Set(course.choices.map((choice) => choice.name)).size).toBe(course.choices.length)
  })
})

describe('trimDayMenu', () => {
  it('takes a dish off the longest course while it has more than two, then shortens the carta, then gives up', () => {
    const card = cards.find((one) => one.carta.length > 0)!
    const dishes = (of: typeof card) => of.courses.map((course) => course.choices.length)
    let trimmed = card
    while (Math.max(...dishes(trimmed)) > 2) {
      const before = dishes(trimmed).reduce((sum, count) => sum + count)
      trimmed = trimDayMenu(trimmed)!
      expect(dishes(trimmed).reduce((sum, count) => sum + count)).toBe(before - 1)
    }
    const shorter = trimDayMenu(trimmed)!
    expect(shorter.courses).toEqual(trimmed.courses)
    expect(shorter.carta.flatMap((section) => section.dishes).length).toBeLessThan(
      trimmed.carta.flatMap((section) => section.dishes).length,
    )
    expect(trimDayMenu({ ...trimmed, carta: [] })).toBeNull()
  })
})

describe('the day-menu family', () => {
  it('is drawn only when named, after the default families, so their seeds and the default set stay as they were', () => {
    expect(ALL_FAMILIES.slice(0, FAMILIES.length)).toEqual(FAMILIES)
    expect(ALL_FAMILIES.indexOf(DAY_MENU)).toBe(FAMILIES.length)
    expect(parseSetArgs([], '/d').families).toEqual(FAMILIES)
    expect(parseSetArgs(['--family', 'day-menu,board'], '/d').families).toEqual(['board', DAY_MENU])
  })
})
