import { describe, expect, it } from 'vitest'
import type { PageWords } from '../geometry/word.ts'
import { line, lineEndingAt, page } from '../layout/test-words.ts'
import type { MenuItem, MenuSection } from '../types.ts'
import { flagItemsForReview } from './flag-items.ts'

const item = (name: string, price: string, y: number, confidence = 100): MenuItem => ({
  id: name,
  name,
  price,
  priceValue: null,
  variants: [],
  description: '',
  allergens: [],
  allergenTraces: [],
  translations: {},
  confidence,
  review: [],
  source: { page: 1, box: { x0: 40, y0: y - 8, x1: 560, y1: y + 2 } },
})

function menu(): { sections: MenuSection[]; pages: PageWords[] } {
  const rows: [string, string][] = [
    ['Croquetas caseras', '9,50'],
    ['Hamhurguesa completa', '12,00'],
    ['Pulpo a la gallega', ''],
    ['Ensalada mixta', '950'],
    ['Tortilla de patatas', '8,00'],
  ]
  const words = page(
    ...rows.flatMap(([name, price], row) => [
      line(name, 40, 100 + row * 20),
      lineEndingAt(price, 560, 100 + row * 20),
    ]),
  )
  const items = rows.map(([name, price], row) => item(name, price, 100 + row * 20, row === 4 ? 52 : 96))
  // A picture's words: the recogniser's slips are judged on them.
  const read: PageWords = { ...words, source: 'ocr' }
  return { sections: [{ id: 's1', name: 'Entrantes', translations: {}, items }], pages: [read] }
}

describe('flagItemsForReview', () => {
  it('gives each item every reason to check it that its page shows, and none to the rest', () => {
    const { sections, pages } = menu()
    const flagged = flagItemsForReview(sections, pages)[0]!.items
    expect(flagged.map((entry) => [entry.name, entry.review])).toEqual([
      ['Croquetas caseras', []],
      ['Hamhurguesa completa', ['nameUnknown']],
      ['Pulpo a la gallega', ['priceMissing']],
      ['Ensalada mixta', ['priceUnusual']],
      ['Tortilla de patatas', ['lowConfidence']],
    ])
  })

  it('judges prices page by page', () => {
    const { sections, pages } = menu()
    const other = item('Flan de huevo', '4,50', 100)
    other.source.page = 2
    sections.push({ id: 's2', name: 'Postres', translations: {}, items: [other] })
    const flagged = flagItemsForReview(sections, [...pages, { ...pages[0]!, page: 2, words: [] }])
    expect(flagged[1]!.items[0]!.review).toEqual([])
  })
})
