import { describe, expect, it } from 'vitest'
import { drawCard } from './card.ts'
import { planPages } from './card-pages.ts'
import { cardTruth } from './card-truth.ts'
import { menuSeed } from './dice.ts'
import { FAMILIES } from './families.ts'
import { cardHtml } from './sheet-html.ts'
import { composeCard } from './test-card.ts'

// The text a reader of the page sees, sheet by sheet: tags dropped, entities decoded, spaces collapsed.
function sheetTexts(html: string): string[] {
  return html
    .split('<div class="sheet">')
    .slice(1)
    .map((sheet) =>
      sheet
        .replace(/<[^>]+>/g, ' ')
        .replace(/&ensp;/g, ' ')
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' '),
    )
}

describe.each(FAMILIES)('cardHtml for %s', (family) => {
  it('prints every heading, name, price and description of the truth, on the page the truth says', () => {
    for (const number of [0, 1, 2, 3]) {
      const card = drawCard(menuSeed(101, FAMILIES.indexOf(family), number), family)
      const texts = sheetTexts(cardHtml(card))
      expect(texts).toHaveLength(planPages(card).length)
      texts.forEach((text, page) => {
        const truth = cardTruth(card, page)
        for (const section of truth.sections) {
          if (section.name) expect(text).toContain(section.name)
          for (const item of section.items) {
            expect(text).toContain(item.name)
            expect(text).toContain(item.price)
            if (item.description) expect(text).toContain(item.description)
            for (const variant of item.prices ?? []) expect(text).toContain(variant.price)
          }
        }
      })
    }
  })

  it('shows text exactly as written: no CSS changes its case', () => {
    const card = drawCard(menuSeed(101, FAMILIES.indexOf(family), 0), family)
    expect(cardHtml(card)).not.toMatch(/text-transform/)
  })
})

describe('cardHtml sub-styles', () => {
  const text = (html: string) => sheetTexts(html).join(' ')

  it('inline-dash prints "NAME – price – description" and "NAME – price (tag) description"', () => {
    expect(text(cardHtml(composeCard('inline-dash', 0)))).toContain(
      'Pan de cristal con tomate (VG) – 4,50 – con aceite de la casa',
    )
    expect(text(cardHtml(composeCard('inline-dash', 1)))).toContain('Croquetas de puchero • 8,00')
    expect(text(cardHtml(composeCard('inline-dash', 2)))).toContain(
      'Calamar de potera – 14,00 (SG) limón y alioli',
    )
  })

  it('price-first prints the price before the name', () => {
    expect(text(cardHtml(composeCard('price-first', 1)))).toContain('8,00 Croquetas de puchero')
  })

  it('size-table prints the sizes over the price columns and a blank cell for a size not sold', () => {
    const html = cardHtml(composeCard('size-table', 0))
    expect(html).toMatch(/<span class="head">Copa<\/span><span class="head">Botella<\/span>/)
    expect(html).toMatch(
      /Godello sobre lías.*?<span class="cell"><\/span><span class="cell"><span class="price">24,00/,
    )
  })

  it('column-header prints the header word over the price column', () => {
    expect(cardHtml(composeCard('column-header', 0))).toContain('<span class="head">Euros</span>')
  })

  it('a two-page card prints no heading before the dishes carried over', () => {
    const [, second] = sheetTexts(cardHtml(composeCard('two-page-card', 0, { section: 1, dish: 1 })))
    expect(second!.trim().startsWith('Godello sobre lías')).toBe(true)
    expect(second).not.toContain('Vinos')
  })
})
