import { describe, expect, it } from 'vitest'
import { renderAllergenTable } from './allergen-table.page.ts'
import type { PageLanguage } from './public-menu.words.ts'
import { categoryRow, productRow } from './test-rows.ts'

// The allergen table, rendered from plain rows: what a diner reads in it on a phone and on paper.

const flan = productRow('flan', 'Flan', '4', {
  allergens: ['huevos', 'lacteos'],
  allergenTraces: ['frutos-de-cascara'],
  translations: { en: { name: 'Caramel custard' } },
})
const salad = productRow('ens', 'Ensalada verde', '6')
const desserts = categoryRow({ id: 'c1', name: 'Postres' })

function render(language: PageLanguage = 'es') {
  return renderAllergenTable({
    businessName: 'Casa Pepe',
    slug: 'casa-pepe',
    sections: [{ category: desserts, products: [flan, salad] }],
    language,
    originalLanguage: 'es',
    previewId: null,
  }).html
}

/** The cells of a dish's row in the wide grid, in the regulation's order. */
function cellsOf(page: string, dish: string): string[] {
  const row = page.slice(page.indexOf(`<th scope="row">${dish}</th>`))
  return row.slice(0, row.indexOf('</tr>')).match(/<td[^>]*>.*?<\/td>/g) ?? []
}

describe('the allergen table', () => {
  it('says "Trazas" in words in a cell of traces, and its legend explains it', () => {
    const page = render()
    const cells = cellsOf(page, 'Flan')
    expect(cells).toHaveLength(14)
    // Tree nuts are the 8th allergen of the regulation.
    expect(cells[7]).toBe('<td class="tr">Trazas</td>')
    expect(cells[2]).toContain('<span class="sr">Contiene</span>')
    expect(page).toContain(
      '<p class="key"><span class="kd">● Contiene el alérgeno · </span>«Trazas»: puede contener trazas de ese alérgeno</p>',
    )
    const english = render('en')
    expect(cellsOf(english, 'Caramel custard')[7]).toBe('<td class="tr">Traces</td>')
    expect(english).toContain(
      '<p class="key"><span class="kd">● Contains the allergen · </span>“Traces”: may contain traces of that allergen</p>',
    )
  })

  it('lists each dish as a card of its own for a phone, naming what it contains and its traces', () => {
    const page = render()
    const cards = page.slice(page.indexOf('<div class="st">'))
    expect(cards).toContain('<h2>Postres</h2>')
    expect(cards).toMatch(
      /<li><h3>Flan<\/h3><p><b>Contiene:<\/b> .*?Huevos.*?Lácteos<\/span><\/p><p><b>Trazas:<\/b> .*?Frutos de cáscara<\/span><\/p><\/li>/,
    )
    expect(cards).toContain('<li><h3>Ensalada verde</h3><p>Ningún alérgeno declarado</p></li>')
    expect(render('en')).toMatch(
      /<h3>Caramel custard<\/h3><p><b>Contains:<\/b> .*?Eggs.*?<p><b>Traces:<\/b> .*?Tree nuts<\/span><\/p>/,
    )
  })
})
