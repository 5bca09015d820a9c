import { describe, expect, it } from 'vitest'
import { drawCard } from './card.ts'
import { cardTruth } from './card-truth.ts'
import { menuSeed } from './dice.ts'
import { FAMILIES } from './families.ts'
import { cardHtml } from './sheet-html.ts'

// Cards of every family with allergens and bilingual layouts (`--allergens --bilingual`), seeds 1–6.
const cards = FAMILIES.flatMap((family) =>
  [1, 2, 3, 4, 5, 6].map((number) => ({
    family,
    seed: menuSeed(202, FAMILIES.indexOf(family), number),
  })),
)
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')

describe('cards with allergens and bilingual layouts', () => {
  it('leave the card its seed draws without them: only what they add differs', () => {
    for (const { family, seed } of cards.filter((card) => card.family !== 'bilingual')) {
      const plain = drawCard(seed, family)
      const marked = drawCard(seed, family, { hasAllergens: true })
      expect(marked.sections.map((section) => section.dishes.map((dish) => [dish.name, dish.cells]))).toEqual(
        plain.sections.map((section) => section.dishes.map((dish) => [dish.name, dish.cells])),
      )
    }
  })

  it('print every allergen style and every bilingual layout, and keep English menus in one language', () => {
    const drawn = cards.map(({ family, seed }) =>
      drawCard(seed, family, { hasAllergens: true, isBilingual: true }),
    )
    expect(new Set(drawn.map((card) => card.allergenStyle))).toEqual(new Set(['words', 'letters', 'numbers']))
    expect(new Set(drawn.map((card) => card.bilingual))).toEqual(
      new Set(['under', 'slash', 'columns', undefined]),
    )
    for (const card of drawn.filter((one) => one.lang === 'en')) expect(card.bilingual).toBeUndefined()
  })

  it('list allergens and English in the truth, and print them on the page, codes and legends outside names', () => {
    for (const { family, seed } of cards) {
      const card = drawCard(seed, family, { hasAllergens: true, isBilingual: true })
      const text = plainText(cardHtml(card))
      const truth = cardTruth(card)
      const items = truth.sections.flatMap((section) => section.items)
      for (const item of items) {
        expect(item.allergens).toBeDefined()
        expect(item.allergenTraces?.some((allergen) => item.allergens?.includes(allergen))).not.toBe(true)
        expect(item.name).not.toMatch(/[([]/)
        const english = item.translations?.en
        if (english?.name) expect(text).toContain(english.name)
        if (english?.description) expect(text).toContain(english.description)
        if (card.bilingual === 'slash' && english?.name)
          expect(text).toContain(`${item.name} / ${english.name}`)
      }
      if (card.allergenStyle !== 'words') expect(card.footer[0]).toMatch(/Gluten/)
      // Every heading of a bilingual card has its English, whatever its case.
      if (card.bilingual) for (const section of card.sections) expect(section.english).not.toBe('')
    }
  })
})
